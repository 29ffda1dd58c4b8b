import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { outboxMessenger } from "../messaging/outbox-messenger";
import type { Messenger } from "../messaging/messenger";
import { requestDoctorAppointment } from "../appointments/request-doctor-appointment";
import { findDoctorsAtPlace } from "./find-doctors-at-place";
import { doctorCards } from "./doctor-cards";
import { findDoctorIdsNear } from "./find-doctors-near";
import { findTopDoctors } from "./find-top-doctors";
import { getDoctorProfile } from "./get-doctor-profile";
import { listSpecialitySuggestions } from "./list-speciality-suggestions";
import { findDoctorsBySpeciality, searchDoctors } from "./search-doctors";
import { SPECIALITIES, specialityOf } from "./specialities";
import type { Recall } from "../reference-reads/recent-reads";
import { referenceReads, uncachedReferenceReads } from "../reference-reads/reference-reads";

const db = testDb();
const tag = `q${Date.now().toString(36)}`;
// This file's corner of the map: the coast near Digha, where no other test puts chambers.
const origin = { lat: 21.63, lon: 87.53 };
const open = (start: string, end: string) => JSON.stringify({ is_open: true, start_time: start, end_time: end });
const EVERY_DAY = { sunday: open("09:00", "21:00"), monday: open("09:00", "21:00"), tuesday: open("09:00", "21:00"), wednesday: open("09:00", "21:00"), thursday: open("09:00", "21:00"), friday: open("09:00", "21:00"), saturday: open("09:00", "21:00") };
/** Monday 23/11/2026, 11:15 am in Kolkata. */
const MONDAY_MORNING = new Date("2026-11-23T05:45:00Z");

type DoctorOptions = { speciality?: string; rating?: number; ratingBy?: number; status?: string; hospital?: string; degree?: string };

async function addDoctor(name: string, chambers: { dLat: number; pincode?: string; status?: string; oid?: number; week?: Record<string, string | null> }[], options: DoctorOptions = {}) {
  const { id } = await db
    .insertInto("doctors")
    .values({
      name: `Dr. ${name} ${tag}`,
      speciality: options.speciality ?? "Cardiology",
      degree: options.degree ?? "MBBS, MD",
      hospital: options.hospital ?? `${tag} Hospital`,
      rating: options.rating ?? 4,
      rating_by: options.ratingBy ?? 10,
      status: options.status ?? "Active",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const chamberIds: number[] = [];
  for (const chamber of chambers) {
    const row = await db
      .insertInto("chambers")
      .values({ did: id, lat: origin.lat + chamber.dLat, lon: origin.lon, pincode: chamber.pincode ?? null, status: chamber.status ?? "Active", oid: chamber.oid ?? null, ...(chamber.week ?? EVERY_DAY) })
      .returning("id")
      .executeTakeFirstOrThrow();
    chamberIds.push(row.id);
  }
  return { id, chamberIds };
}

describe("doctor queries (spec 001 §7)", () => {
  it("walks chambers nearest first, one entry per doctor, only active ones, optionally one speciality", async () => {
    const near = await addDoctor("Near", [{ dLat: 0.01 }, { dLat: 0.011 }]);
    const middle = await addDoctor("Middle", [{ dLat: 0.05 }], { speciality: "ENT" });
    const far = await addDoctor("Far", [{ dLat: 0.2 }]);
    await addDoctor("ClosedChamber", [{ dLat: 0.001, status: "Inactive" }]);
    await addDoctor("Retired", [{ dLat: 0.002 }], { status: "Inactive" });

    const ids = await findDoctorIdsNear(uncachedReferenceReads(db), { point: origin, limit: 3 });
    expect(ids).toEqual([near.id, middle.id, far.id]);
    expect(await findDoctorIdsNear(uncachedReferenceReads(db), { point: origin, limit: 2, speciality: "Cardiology" })).toEqual([near.id, far.id]);

    const ent = specialityOf("ent")!;
    const list = await findDoctorsBySpeciality(db, { speciality: ent, point: origin, now: MONDAY_MORNING, limit: 1 });
    expect(list.map((d) => d.id)).toEqual([middle.id]);
    expect(list[0]!.distanceKm).toBeCloseTo(5.6, 1);
  });

  it("top doctors: those at the chosen pincode, widened to the nearest when too few, 16 at most", async () => {
    const pincode = "721428";
    const atPincode = await addDoctor("AtPin", [{ dLat: 0.3, pincode }]);
    const around = await Promise.all(Array.from({ length: 20 }, (_, i) => addDoctor(`Around${i}`, [{ dLat: 0.0001 * (i + 1) }])));

    const top = await findTopDoctors(uncachedReferenceReads(db), { place: { point: origin, pincode }, now: MONDAY_MORNING });
    expect(top).toHaveLength(16);
    expect(new Set(top.map((d) => d.id)).size).toBe(16);
    // The one at the pincode is in, although 20 others are nearer the point.
    expect(top.map((d) => d.id)).toContain(atPincode.id);
    const aroundIds = new Set(around.map((d) => d.id));
    expect(top.filter((d) => aroundIds.has(d.id))).toHaveLength(15);
    expect(top.every((d) => d.next !== null)).toBe(true);

    const noPlace = await findTopDoctors(uncachedReferenceReads(db), { place: null, now: MONDAY_MORNING });
    expect(noPlace.length).toBeGreaterThan(0);
    expect(noPlace.length).toBeLessThanOrEqual(16);
  });

  it("top doctors without a place are listed best rated first, whichever faces a page draws", async () => {
    // Rated by more people than any other test's doctors, so these lead the pool, each at another place in the order.
    await Promise.all(Array.from({ length: 2 * 16 }, (_, i) => addDoctor(`Rated${i}`, [{ dLat: 0.3 + 0.0001 * i }], { rating: i % 2 === 0 ? 5 : 4.9, ratingBy: 90_000 + i })));
    for (const seed of [0.1, 0.5, 0.9]) {
      let state = seed;
      const random = () => (state = (state * 9301 + 0.49297) % 1);
      const cards = await findTopDoctors(uncachedReferenceReads(db), { place: null, now: MONDAY_MORNING, random });
      expect(cards).toHaveLength(16);
      const ranks = cards.map((card) => [Number(card.rating), card.ratingBy] as const);
      const sorted = [...ranks].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
      expect(ranks).toEqual(sorted);
    }
  });

  it("top doctors ask the same questions whatever order and choice a page draws, so a recent read serves every page", async () => {
    const pincode = "721429";
    await Promise.all(Array.from({ length: 6 }, (_, i) => addDoctor(`Pool${i}`, [{ dLat: 0.0002 * (i + 1), pincode }])));
    for (const place of [{ point: origin, pincode }, null]) {
      const asked: string[][] = [];
      for (const seed of [0.1, 0.9]) {
        const keys: string[] = [];
        const recall: Recall = (key, read) => (keys.push(key), read());
        const top = await findTopDoctors(referenceReads(db, recall), { place, now: MONDAY_MORNING, random: () => seed });
        expect(top.length).toBeGreaterThan(0);
        asked.push(keys);
      }
      const [first, second] = asked;
      expect(first!.length).toBeGreaterThan(1);
      expect(second).toEqual(first);
    }
  });

  it("doctors at a pharmacy or hospital: active chambers there, best rated first", async () => {
    const { id: oid } = await db.insertInto("hospitals").values({ type: "Pharmacy", name: `${tag} Pharmacy` }).returning("id").executeTakeFirstOrThrow();
    const good = await addDoctor("Good", [{ dLat: 0.4, oid }], { rating: 4.9 });
    const fair = await addDoctor("Fair", [{ dLat: 0.4, oid }], { rating: 3.1 });
    await addDoctor("Left", [{ dLat: 0.4, oid, status: "Inactive" }], { rating: 5 });
    const cards = await findDoctorsAtPlace(db, { oid, now: MONDAY_MORNING });
    expect(cards.map((d) => d.id)).toEqual([good.id, fair.id]);
  });

  it("search matches name, hospital and degree despite case and typos, and a speciality by its everyday word", async () => {
    const unique = await addDoctor("Zebulon Quixote", [{ dLat: 0.6 }], { hospital: `Marigold ${tag} Clinic`, degree: "MBBS, DNB (Nephrology)", speciality: "Nephrology" });
    const byName = await searchDoctors(db, { query: `dr zebulon quixot ${tag}`, point: origin, now: MONDAY_MORNING });
    expect(byName.doctors[0]?.id).toBe(unique.id);
    const byHospital = await searchDoctors(db, { query: `MARIGOLD ${tag}`, point: null, now: MONDAY_MORNING });
    expect(byHospital.doctors.map((d) => d.id)).toContain(unique.id);
    const bySpeciality = await searchDoctors(db, { query: "kidney doctor", point: { lat: origin.lat + 0.6, lon: origin.lon }, now: MONDAY_MORNING });
    expect(bySpeciality.speciality?.name).toBe("Nephrology");
    expect(bySpeciality.doctors[0]?.id).toBe(unique.id);
    const nothing = await searchDoctors(db, { query: "xqzvw", point: null, now: MONDAY_MORNING });
    expect(nothing.doctors).toEqual([]);
  });

  it("search ranks the closest spelling first and the nearest among equals; a known word means itself", async () => {
    const woodFar = await addDoctor("Thistlewood", [{ dLat: 0.97 }]);
    const woodNear = await addDoctor("Thistlewood", [{ dLat: 0.95 }]);
    const waite = await addDoctor("Thistlewaite", [{ dLat: 0.9 }]);
    const ids = async (query: string) => (await searchDoctors(db, { query: `${query} ${tag}`, point: origin, now: MONDAY_MORNING })).doctors.map((d) => d.id);
    // "thistlewod" is nearer Thistlewood than Thistlewaite: spelling first, although Thistlewaite is nearest.
    expect(await ids("thistlewod")).toEqual([woodNear.id, woodFar.id, waite.id]);
    // An unfinished word is its completion first.
    expect(await ids("thistlewai")).toEqual([waite.id, woodNear.id, woodFar.id]);
    // A word some doctor holds is not read as a typo of another.
    expect(await ids("thistlewood")).toEqual([woodNear.id, woodFar.id]);
    const withoutPlace = await searchDoctors(db, { query: `thistlewod ${tag}`, point: null, now: MONDAY_MORNING });
    expect(withoutPlace.doctors.map((d) => d.id).slice(0, 2).sort()).toEqual([woodNear.id, woodFar.id].sort());
  });

  it("search cards read with the ranking are the cards the doctors' own query builds", async () => {
    const week = { ...EVERY_DAY, monday: open("17:00", "20:00"), sunday: "{}" };
    await addDoctor("Ottoline Brackenbury", [{ dLat: 0.31, week }, { dLat: 0.29, week: { tuesday: open("08:00", "09:00") } }], { degree: "MBBS, MS" });
    await addDoctor("Ottoline Brackenbury", [{ dLat: 0.33 }]);
    // Ranked near a place and without one (the walk for a common word is checked with the 700 doctors below).
    for (const [query, point] of [[`ottoline ${tag}`, origin], [`brakenbury ${tag}`, null]] as const) {
      const found = (await searchDoctors(db, { query, point, now: MONDAY_MORNING })).doctors;
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(await doctorCards(db, found.map((d) => d.id), { now: MONDAY_MORNING, from: point }));
    }
  });

  it("search with a place still finds a doctor whose chamber has no location yet", async () => {
    const { id } = await db.insertInto("doctors").values({ name: `Dr. Unmapped Quintessa ${tag}`, speciality: "ENT" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("chambers").values({ did: id, status: "Active", ...EVERY_DAY }).execute();
    const found = await searchDoctors(db, { query: `quintessa ${tag}`, point: origin, now: MONDAY_MORNING });
    expect(found.doctors.map((d) => d.id)).toEqual([id]);
    expect(found.doctors[0]!.distanceKm).toBeNull();
  });

  it("search follows renamed and removed doctors", async () => {
    const doctor = await addDoctor("Marmaduke", [{ dLat: 1.1 }]);
    const ids = async (query: string) => (await searchDoctors(db, { query: `${query} ${tag}`, point: origin, now: MONDAY_MORNING })).doctors.map((d) => d.id);
    expect(await ids("marmaduke")).toEqual([doctor.id]);
    await db.updateTable("doctors").set({ name: `Dr. Peregrine ${tag}` }).where("id", "=", doctor.id).execute();
    expect(await ids("peregrine")).toEqual([doctor.id]);
    expect(await ids("marmaduke")).toEqual([]);
    await db.deleteFrom("doctors").where("id", "=", doctor.id).execute();
    expect(await ids("peregrine")).toEqual([]);
    const words = await db.selectFrom("doctor_words").select(["word", "ndoc"]).where("word", "in", ["marmaduke", "peregrine"]).orderBy("word").execute();
    expect(words).toEqual([{ word: "marmaduke", ndoc: 0 }, { word: "peregrine", ndoc: 0 }]);
  });

  it("a word hundreds of doctors hold lists the nearest of them, or the best rated without a place", async () => {
    const word = `plenty${tag}`;
    // Their own corner: 700 doctors up a line of longitude near Bankura, each chamber 0.001° further north.
    const corner = { lat: 23.2, lon: 87.07 };
    await sql`
      with added as (
        insert into doctors (name, speciality, rating, rating_by)
        select 'Dr. Plenty ' || i || ' ' || ${word}, 'ENT', (1 + (i % 40) / 10.0)::numeric(2, 1), i from generate_series(1, 700) i
        returning id, name
      )
      insert into chambers (did, lat, lon, status, monday)
      select id, ${corner.lat} + split_part(name, ' ', 3)::int * 0.001, ${corner.lon}, 'Active', ${open("09:00", "21:00")} from added
    `.execute(db);
    const near = await searchDoctors(db, { query: word, point: corner, now: MONDAY_MORNING });
    expect(near.doctors.map((d) => d.name)).toEqual(Array.from({ length: 24 }, (_, i) => `Dr. Plenty ${i + 1} ${word}`));
    expect(near.doctors).toEqual(await doctorCards(db, near.doctors.map((d) => d.id), { now: MONDAY_MORNING, from: corner }));
    expect(near.doctors[0]).toMatchObject({ distanceKm: expect.closeTo(0.1, 1), next: { dayOffset: 0, start: 540 } });
    const best = await searchDoctors(db, { query: word, point: null, now: MONDAY_MORNING });
    expect(best.doctors).toHaveLength(24);
    // Rated 4.9: every fortieth (39, 79, … 679), most reviewed first.
    expect(best.doctors[0]).toMatchObject({ rating: 4.9, ratingBy: 679 });
    const ratings = best.doctors.map((d) => d.rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings.filter((r) => r === 4.9)).toHaveLength(17);
  });

  it("without a place, a common word whose holders are rated low still lists its best rated holders first, in a bounded read", async () => {
    const word = `chain${tag}`;
    // 700 holders rated 1.0 to 1.9, below every other doctor, and five rated 5.0 with the most reviews of all.
    await sql`
      insert into doctors (name, speciality, rating, rating_by)
      select 'Dr. Chain ' || i || ' ' || ${word}, 'ENT', (1 + (i % 10) / 10.0)::numeric(2, 1), i from generate_series(1, 700) i
    `.execute(db);
    await sql`
      insert into doctors (name, speciality, rating, rating_by)
      select 'Dr. Chain Star ' || i || ' ' || ${word}, 'ENT', 5.0, 1000000 + i from generate_series(1, 5) i
    `.execute(db);
    try {
      const best = await searchDoctors(db, { query: word, point: null, now: MONDAY_MORNING });
      expect(best.doctors).toHaveLength(24);
      expect(new Set(best.doctors.map((d) => d.id)).size).toBe(24);
      expect(best.doctors.slice(0, 5).map((d) => d.name)).toEqual([5, 4, 3, 2, 1].map((i) => `Dr. Chain Star ${i} ${word}`));
      // The rest from the holders read: rated 1.9 (every tenth holder among them), most reviewed first.
      const rest = best.doctors.slice(5);
      expect(rest.every((d) => d.rating === 1.9 && d.name.endsWith(word))).toBe(true);
      const reviews = rest.map((d) => d.ratingBy);
      expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    } finally {
      await sql`delete from doctors where name like ${`Dr. Chain % ${word}`}`.execute(db);
    }
  });

  it("suggests the 18 specialities", async () => {
    const names = await listSpecialitySuggestions(uncachedReferenceReads(db));
    expect([...names].sort()).toEqual(SPECIALITIES.map((s) => s.name).sort());
  });

  it("profile: active chambers with their week (malformed days closed); unknown or inactive doctors are null", async () => {
    const doctor = await addDoctor("Profile", [{ dLat: 0.7, week: { monday: open("10:00", "13:00"), tuesday: "{oops", wednesday: "{}" } }, { dLat: 0.7, status: "Inactive" }]);
    const profile = await getDoctorProfile(db, { id: doctor.id, now: MONDAY_MORNING });
    expect(profile?.chambers).toHaveLength(1);
    expect(profile?.chambers[0]?.week).toEqual([null, { start: 600, end: 780 }, null, null, null, null, null]);
    expect(profile?.chambers[0]?.next).toMatchObject({ date: "2026-11-23", dayOffset: 0 });
    expect(await getDoctorProfile(db, { id: 987_654_321, now: MONDAY_MORNING })).toBeNull();
    const retired = await addDoctor("Gone", [{ dLat: 0.7 }], { status: "Inactive" });
    expect(await getDoctorProfile(db, { id: retired.id, now: MONDAY_MORNING })).toBeNull();
  });
});

describe("a doctor's 'about' in the visitor's language", () => {
  it("is the doctor's Hindi or Bengali text when given, else the English one", async () => {
    const doctor = await addDoctor("Bilingual", [{ dLat: 0.7 }]);
    await db.updateTable("doctors").set({ about: "Twenty years in cardiology.", about_hi: "कार्डियोलॉजी में बीस साल।" }).where("id", "=", doctor.id).execute();
    expect(await getDoctorProfile(db, { id: doctor.id, now: MONDAY_MORNING, lang: "hi" })).toMatchObject({ about: "कार्डियोलॉजी में बीस साल।", aboutLang: "hi" });
    expect(await getDoctorProfile(db, { id: doctor.id, now: MONDAY_MORNING, lang: "bn" })).toMatchObject({ about: "Twenty years in cardiology.", aboutLang: "en" });
  });
});

describe("appointment requests (spec 001 §2.4)", () => {
  const messenger = outboxMessenger(db);
  const form = (chamberId: number, overrides: Partial<{ date: string; time: string; requestKey: string; phone: string }> = {}) => ({
    chamberId,
    name: "Rina Sen",
    email: undefined,
    phone: overrides.phone ?? "9830012345",
    date: overrides.date ?? "2026-11-24",
    time: overrides.time ?? "10:30",
    requestKey: overrides.requestKey,
  });
  const base = { userId: null, language: "bn" as const, now: MONDAY_MORNING };

  it("stores a request inside the chamber's hours and queues the WhatsApp confirmation in the patient's language", async () => {
    const doctor = await addDoctor("Booked", [{ dLat: 0.8 }]);
    const outcome = await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: form(doctor.chamberIds[0]!, { phone: "9830099001" }) });
    expect(outcome).toMatchObject({ ok: true, messageSent: true, repeated: false });
    const stored = await db.selectFrom("appointment_requests").selectAll().where("doctor_id", "=", doctor.id).execute();
    expect(stored).toEqual([expect.objectContaining({ chamber_id: doctor.chamberIds[0], name: "Rina Sen", phone: "9830099001", date: "2026-11-24", time: "10:30", language: "bn" })]);
    const message = await db.selectFrom("messages").selectAll().where("to", "=", "9830099001").executeTakeFirstOrThrow();
    expect(message).toMatchObject({ template: "appointment_request_doctor", language: "bn" });
    expect(message.params).toMatchObject({ doctor: `Dr. Booked ${tag}`, date: "24/11/2026", time: "10:30 am" });
  });

  it("refuses a slot outside the hours, a past slot, and a chamber of another doctor, storing nothing", async () => {
    const doctor = await addDoctor("Strict", [{ dLat: 0.8, week: { tuesday: open("17:00", "19:00") } }]);
    const other = await addDoctor("Other", [{ dLat: 0.8 }]);
    const chamber = doctor.chamberIds[0]!;
    expect(await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: form(chamber, { time: "10:30" }) })).toEqual({
      ok: false,
      fieldErrors: { time: "errors.appointmentSlotOutsideHours" },
    });
    expect(await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: form(chamber, { date: "2026-11-23", time: "17:00" }) })).toEqual({
      ok: false,
      fieldErrors: { date: "errors.appointmentDayClosed" },
    });
    expect(await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: form(chamber, { date: "2026-11-20", time: "17:00" }) })).toEqual({
      ok: false,
      fieldErrors: { date: "errors.appointmentDatePast" },
    });
    expect(await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: form(other.chamberIds[0]!) })).toEqual({
      ok: false,
      fieldErrors: { chamberId: "errors.chamberUnavailable" },
    });
    expect(await db.selectFrom("appointment_requests").select("id").where("doctor_id", "in", [doctor.id, other.id]).execute()).toEqual([]);
  });

  it("stores and messages once when the same form is posted twice", async () => {
    const doctor = await addDoctor("Twice", [{ dLat: 0.8 }]);
    const again = form(doctor.chamberIds[0]!, { requestKey: `${tag}-twice-key-123456`, phone: "9830099002" });
    const first = await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: again });
    const second = await requestDoctorAppointment(db, messenger, { ...base, doctorId: doctor.id, form: again });
    expect(second).toMatchObject({ ok: true, repeated: true, id: first.ok ? first.id : -1 });
    expect(await db.selectFrom("appointment_requests").select("id").where("doctor_id", "=", doctor.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("messages").select("id").where("to", "=", "9830099002").execute()).toHaveLength(1);
  });

  it("keeps the request when WhatsApp fails, and says so", async () => {
    const down = () => Promise.reject(new Error("provider down"));
    const failing: Messenger = { provider: "test", send: down, store: down, deliver: down };
    const doctor = await addDoctor("Offline", [{ dLat: 0.8 }]);
    const outcome = await requestDoctorAppointment(db, failing, { ...base, doctorId: doctor.id, form: form(doctor.chamberIds[0]!) });
    expect(outcome).toMatchObject({ ok: true, messageSent: false });
    expect(await db.selectFrom("appointment_requests").select("id").where("doctor_id", "=", doctor.id).execute()).toHaveLength(1);
  });
});
