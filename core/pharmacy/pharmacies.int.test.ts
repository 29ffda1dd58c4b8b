import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import type { HospitalsTable } from "../../db/schema";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { findPharmaciesNear } from "./find-pharmacies-near";
import { findPinnedHospitals } from "./find-pinned-hospitals";
import { getPlace } from "./get-place";
import { listPharmacies } from "./list-pharmacies";
import { PHARMACY_SORTS } from "./pharmacy-sort";
import { requestPharmacyAppointment } from "../appointments/request-pharmacy-appointment";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";

const db = testDb();
const tag = `p${Date.now()}`;
// A private corner of the map for this file's places: the mouth of the Meghna, where no other test puts any.
const origin = { lat: 22.2, lon: 91.0 };
// 1:00 pm in India.
const now = new Date("2026-03-14T13:00:00+05:30");

// The second group of tests keeps its places further east, out of the first group's lists.
const east = { lat: origin.lat, lon: 91.9 };

async function addPlace(name: string, dLat: number, values: Partial<Insertable<HospitalsTable>> = {}, from = origin) {
  const lat = from.lat + dLat;
  const row = await db
    .insertInto("hospitals")
    .values({ type: "Pharmacy", name: `${tag} ${name}`, lat, lon: from.lon, map: `${lat},${from.lon}`, is_open: "Yes", open_time: "08:00", close_time: "21:00", ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ours = <T extends { name: string }>(list: T[]) => list.filter((place) => place.name.startsWith(tag));

describe("nearby pharmacies", async () => {
  const charak = await addPlace("Charak", 0.01, { rating: 4.0, rated_by: 10 });
  const ashok = await addPlace("Ashok", 0.03, { rating: 4.8, rated_by: 50, open_time: "00:00", close_time: "23:59" });
  const bharat = await addPlace("Bharat", 0.05, { rating: 4.8, rated_by: 90, is_open: "No" });
  const dhanvantari = await addPlace("Dhanvantari 100%", 0.02, { rating: null, open_time: "18:00", close_time: "02:00" });
  // Its map cannot be read: no distance (listed after those with one), never an error.
  const eshwar = await addPlace("Eshwar", 0.04, { rating: 3.9, rated_by: 4, open_time: "09:00", close_time: "14:30", map: "somewhere" });
  await addPlace("Closed down", 0.001, { status: "Inactive" });
  await addPlace("A lab", 0.001, { type: "Lab" });

  // The lists also hold this file's other places (the nearest 12 are always kept, however far): look at these five.
  const five = new Set([charak, ashok, bharat, dhanvantari, eshwar]);
  const order = async (sort: (typeof PHARMACY_SORTS)[number]) => (await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort, now })).map((p) => p.id).filter((id) => five.has(id));

  it("by distance: nearest first, one without a readable map last", async () => {
    expect(await order("distance")).toEqual([charak, dhanvantari, ashok, bharat, eshwar]);
    const cards = (await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "distance", now })).filter((card) => five.has(card.id));
    expect(cards[0]!.distanceKm).toBeCloseTo(1.11, 2);
    expect(cards.at(-1)).toMatchObject({ id: eshwar, distanceKm: null, point: null });
  });

  it("by rating: best first, more reviews first on a tie, unrated last", async () => {
    expect(await order("rating")).toEqual([bharat, ashok, charak, eshwar, dhanvantari]);
  });

  it("alphabetically", async () => {
    expect(await order("name")).toEqual([ashok, bharat, charak, dhanvantari, eshwar]);
  });

  it("by open hours: open now (round the clock, then latest closing), then soonest to open, then marked closed", async () => {
    expect(await order("hours")).toEqual([ashok, charak, eshwar, dhanvantari, bharat]);
    const cards = (await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "hours", now })).filter((card) => five.has(card.id));
    expect(cards.map((card) => card.hours.open)).toEqual([true, true, true, false, false]);
  });

  it("filters by name, with % and _ taken as letters", async () => {
    expect(ours(await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "distance", now, name: "DHANVANTARI" })).map((p) => p.id)).toEqual([dhanvantari]);
    expect(ours(await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "distance", now, name: "100%" })).map((p) => p.id)).toEqual([dhanvantari]);
    expect(ours(await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "distance", now, name: "_har" }))).toEqual([]);
  });

  it("leaves out shops far beyond reach once enough nearer ones are listed", async () => {
    const far = await addPlace("Far away", 1.0);
    for (let i = 0; i < 12; i += 1) await addPlace(`Filler ${i}`, 0.001 * (i + 1));
    for (const sort of PHARMACY_SORTS) expect((await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort, now })).map((p) => p.id)).not.toContain(far);
    expect(ours(await findPharmaciesNear(uncachedReferenceReads(db), { point: origin, sort: "distance", now, name: "far away" })).map((p) => p.id)).toEqual([far]);
  });

  it("lists by a searched name, a page at a time", async () => {
    const list = await listPharmacies(uncachedReferenceReads(db), { q: `${tag} `, pincode: null, chosen: null, sort: "name", page: 1, now });
    expect(list.name).toBe(tag);
    expect(list.pharmacies).toHaveLength(12);
    expect(list.hasMore).toBe(true);
    const all = await listPharmacies(uncachedReferenceReads(db), { q: tag, pincode: null, chosen: null, sort: "name", page: 9, now });
    expect(all.page).toBe(2);
    expect(all.pharmacies.length).toBe(all.total);
    expect(all.hasMore).toBe(false);
  });

  it("moves to a searched pincode or place, and to the pincode in the address", async () => {
    const byPin = await listPharmacies(uncachedReferenceReads(db), { q: "733134", pincode: null, chosen: null, sort: "distance", page: 1, now });
    expect(byPin.centre).toMatchObject({ from: "search", place: expect.stringContaining("733134") });
    const byArea = await listPharmacies(uncachedReferenceReads(db), { q: "kolkata", pincode: null, chosen: null, sort: "distance", page: 1, now });
    expect(byArea.centre).toEqual({ from: "search", place: "Kolkata", isArea: true });
    const fromAddress = await listPharmacies(uncachedReferenceReads(db), { q: "", pincode: "733134", chosen: null, sort: "distance", page: 1, now });
    expect(fromAddress.centre.from).toBe("pincode");
    const unknown = await listPharmacies(uncachedReferenceReads(db), { q: "", pincode: "999999", chosen: null, sort: "distance", page: 1, now });
    expect(unknown).toMatchObject({ unknownPincode: "999999", centre: { from: "default" } });
    const nothing = await listPharmacies(uncachedReferenceReads(db), { q: "zzqxv wwkj", pincode: null, chosen: null, sort: "distance", page: 1, now });
    expect(nothing).toMatchObject({ unmatched: true, pharmacies: [] });
  });
});

describe("hospitals block and place pages", async () => {
  const near = await addPlace("General Hospital", 0.2, { type: "Hospital", pin: true, open_time: "00:00", close_time: "23:59" }, east);
  const nearer = await addPlace("Nursing Home", 0.1, { type: "Hospital", pin: true }, east);
  const unpinned = await addPlace("Unpinned Hospital", 0.05, { type: "Hospital", pin: false }, east);
  const pharmacy = await addPlace("Photo Pharmacy", 0.3, { thumbnail: '[{"src":"/img/places/pharmacy-1.svg"}]', about: "Since 1990." }, east);
  const lab = await addPlace("Some Lab", 0.3, { type: "Lab" }, east);

  it("lists pinned hospitals nearest first with distances, or best rated without a place", async () => {
    const hospitals = ours(await findPinnedHospitals(uncachedReferenceReads(db), { from: east, now }));
    expect(hospitals.map((h) => h.id)).toEqual([nearer, near]);
    expect(hospitals[0]!.distanceKm).toBeCloseTo(11.1, 1);
    expect(hospitals[1]!.hours).toMatchObject({ open: true, allDay: true });
    const anywhere = await findPinnedHospitals(uncachedReferenceReads(db), { from: null, now, limit: 100 });
    expect(anywhere.every((h) => h.distanceKm === null)).toBe(true);
    expect(anywhere.map((h) => h.id)).not.toContain(unpinned);
  });

  it("opens a pharmacy or hospital by id, never a lab", async () => {
    expect(await getPlace(db, { id: pharmacy, from: east, now })).toMatchObject({ type: "Pharmacy", photo: "/img/places/pharmacy-1.svg", about: "Since 1990." });
    expect(await getPlace(db, { id: near, from: null, now })).toMatchObject({ type: "Hospital", photo: null, distanceKm: null });
    expect(await getPlace(db, { id: lab, from: null, now })).toBeNull();
    expect(await getPlace(db, { id: 9_999_999_999, from: null, now })).toBeNull();
  });

  it("gives a place's 'about' in the visitor's language when the place wrote it, else in English", async () => {
    const both = await addPlace("Bilingual Pharmacy", 0.3, { about: "Since 1990.", about_bn: "1990 সাল থেকে।" }, east);
    expect(await getPlace(db, { id: both, from: null, now, lang: "bn" })).toMatchObject({ about: "1990 সাল থেকে।", aboutLang: "bn" });
    expect(await getPlace(db, { id: both, from: null, now, lang: "hi" })).toMatchObject({ about: "Since 1990.", aboutLang: "en" });
    expect(await getPlace(db, { id: both, from: null, now })).toMatchObject({ about: "Since 1990.", aboutLang: "en" });
  });

  it("stores an appointment request, then confirms on WhatsApp to the patient and tells the place", async () => {
    const placeId = await addPlace("Booking Pharmacy", 0.4, { phone: "+91 98300 55555" }, east);
    const messenger = outboxMessenger(db, { notOnWhatsApp: new Set(["9000000001"]) });
    const form = { name: "Rina Das", email: "rina@example.com", phone: "9830012345", date: "2026-03-20", time: "14:00" as const, reason: undefined };
    const place = { id: placeId, name: `${tag} Booking Pharmacy`, phone: "+91 98300 55555" };
    const outcome = await requestPharmacyAppointment(db, messenger, { place, form, user: null, language: "en" });
    expect(outcome.message).toBe("sent");
    const stored = await db.selectFrom("appointment_requests").selectAll().where("id", "=", outcome.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ hospital_id: placeId, doctor_id: null, name: "Rina Das", email: "rina@example.com", phone: "9830012345", time: "14:00", reason: null, language: "en" });

    const messages = await db.selectFrom("messages").select(["to", "template", "params"]).where("created_at", ">=", new Date(Date.now() - 60_000)).where("to", "in", ["9830012345", "9830055555"]).orderBy("id").execute();
    expect(messages.map((m) => [m.to, m.template])).toEqual([
      ["9830012345", "appointment_request_pharmacy"],
      ["9830055555", "appointment_new_for_provider"],
    ]);
    expect(messages[0]!.params).toEqual({ name: "Rina Das", pharmacy: place.name, date: "20/03/2026", time: "2:00 pm" });

    const refused = await requestPharmacyAppointment(db, messenger, { place: { ...place, phone: "0361 2345678" }, form: { ...form, phone: "9000000001" }, user: null, language: "bn" });
    expect(refused.message).toBe("failed");
    expect(await db.selectFrom("appointment_requests").select("id").where("id", "=", refused.id).executeTakeFirst()).toBeDefined();

    const noPhone = await requestPharmacyAppointment(db, messenger, { place, form: { ...form, phone: undefined }, user: null, language: "hi" });
    expect(noPhone.message).toBe("noPhone");

    // The same form posted twice (a double tap, a reload): one request, one message each way.
    const twice = { ...form, phone: "9830077777", requestKey: `${tag}-same-form-key` };
    const first = await requestPharmacyAppointment(db, messenger, { place, form: twice, user: null, language: "en" });
    const second = await requestPharmacyAppointment(db, messenger, { place, form: twice, user: null, language: "en" });
    expect(second.id).toBe(first.id);
    expect(await db.selectFrom("messages").select("id").where("to", "=", "9830077777").execute()).toHaveLength(1);
  });
});
