import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { localFileStorage } from "../files/local-file-storage";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { assignLab } from "../orders/assign-lab";
import { getPatientOrder } from "../orders/get-patient-order";
import { rescheduleOrder } from "../orders/reschedule-order";
import { createLab, createStaff, testOrderDeps } from "../orders/test-support";
import { errorCode } from "../payments/test-support";
import { birthYearFromAge } from "../family/member-age";
import { listBookingMembers } from "./booking-members";
import { createSampleRequest } from "./create-sample-request";
import { fullSlotsAtLabs } from "./full-slots-at-labs";
import { sampleRequestSchema } from "./sample-request-schema";
import { loadTestCatalogue } from "../catalog/load-test-catalogue";
import { TEST_CATALOGUE } from "../catalog/test-catalogue";
import type { Relation } from "../../db/schema";

const db = testDb();
const root = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-member-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const deps = { db, storage: localFileStorage(root), messenger: outboxMessenger(db), messageQueue: recordingMessageQueue() };
const photo = new Uint8Array(await fs.readFile(new URL("../files/test-files/photo.jpg", import.meta.url)));
/** 10:00 in Kolkata: every slot is open; 'tomorrow-1' is stored as "2026-11-26 1st Half". */
const now = new Date("2026-11-25T10:00:00+05:30");
const TOMORROW_1 = "2026-11-26 1st Half";

async function patient() {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone, health_data_consent_at: now }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

async function member(accountId: number, values: { name: string; relation: Relation; age: number; gender?: "Male" | "Female"; guardian?: boolean }) {
  const { id } = await db
    .insertInto("family_members")
    .values({
      account_id: accountId,
      name: values.name,
      relation: values.relation,
      birth_year: birthYearFromAge(values.age, now),
      gender: values.gender ?? "Female",
      guardian_confirmed_at: values.guardian ? now : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const form = (extra: Record<string, string> = {}) => ({
  village: "Behala",
  address: "14 Diamond Harbour Road",
  city: "Kolkata",
  pincode: "700034",
  slot: "tomorrow-1",
  requestKey: randomBytes(16).toString("hex"),
  ...extra,
});

const attempt = (who: { id: number; phone: string }, values: Record<string, string>) =>
  createSampleRequest(deps, { patient: who, form: sampleRequestSchema.parse(values), prescription: photo, language: "en", now });

async function refusedWith(promise: ReturnType<typeof attempt>) {
  const outcome = await promise;
  if (outcome.ok) throw new Error("the booking was accepted");
  return { status: outcome.status, fieldErrors: outcome.fieldErrors };
}

async function booked(promise: ReturnType<typeof attempt>) {
  const outcome = await promise;
  if (!outcome.ok) throw new Error(`the booking was refused: ${JSON.stringify(outcome.fieldErrors)}`);
  return db.selectFrom("sample_requests").selectAll().where("id", "=", outcome.id).executeTakeFirstOrThrow();
}

const requestsOf = (uid: number) => db.selectFrom("sample_requests").select("id").where("uid", "=", uid).execute();

describe("booking for a family member", () => {
  it("takes the member's own name, age and gender (never the browser's), stores whose sample it is and remembers the address", async () => {
    const me = await patient();
    const mother = await member(me.id, { name: "Mitali Ghosh", relation: "Mother", age: 67 });
    const row = await booked(attempt(me, form({ memberId: String(mother), name: "Someone Typed", age: "30", gender: "Male" })));
    expect(row).toMatchObject({ member_id: mother, name: "Mitali Ghosh", dob: "67", gender: "Female", guardian_consent_at: null });
    const [choice] = (await listBookingMembers(db, me.id, now)).filter((m) => m.id === mother);
    expect(choice).toMatchObject({ age: 67, complete: true, bookable: true, lastAddress: { village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: null } });
    // A booking for a parent does not make the parent the account holder.
    expect(await db.selectFrom("users").select(["name", "age"]).where("id", "=", me.id).executeTakeFirstOrThrow()).toEqual({ name: null, age: null });
  });

  it("refuses another account's member as not found, and stores nothing", async () => {
    const me = await patient();
    const stranger = await patient();
    const theirs = await member(stranger.id, { name: "Their Mother", relation: "Mother", age: 70 });
    expect(await refusedWith(attempt(me, form({ memberId: String(theirs) })))).toEqual({ status: 404, fieldErrors: { memberId: "errors.memberNotFound" } });
    expect(await requestsOf(me.id)).toHaveLength(0);
  });

  it("books a child only with the parent's or confirmed guardian's consent, and records it", async () => {
    const me = await patient();
    const son = await member(me.id, { name: "Rohan Ghosh", relation: "Son", age: 9, gender: "Male" });
    const niece = await member(me.id, { name: "Tia Das", relation: "Other", age: 12 });
    const ward = await member(me.id, { name: "Mou Das", relation: "Other", age: 12, guardian: true });
    expect(await refusedWith(attempt(me, form({ memberId: String(son) })))).toEqual({ status: 400, fieldErrors: { guardianConsent: "errors.guardianConsentNeeded" } });
    expect(await refusedWith(attempt(me, form({ memberId: String(niece), guardianConsent: "on" })))).toEqual({ status: 400, fieldErrors: { memberId: "errors.bookingNotGuardian" } });
    expect(await requestsOf(me.id)).toHaveLength(0);
    expect(await booked(attempt(me, form({ memberId: String(son), guardianConsent: "on" })))).toMatchObject({ member_id: son, guardian_consent_at: now });
    expect(await booked(attempt(me, form({ memberId: String(ward), guardianConsent: "on" })))).toMatchObject({ member_id: ward, guardian_consent_at: now });
    // Someone else typed in as a child needs the consent too.
    const child = { name: "Neighbour Child", age: "7", gender: "Male" };
    expect(await refusedWith(attempt(me, form({ memberId: "other", ...child })))).toEqual({ status: 400, fieldErrors: { guardianConsent: "errors.guardianConsentNeeded" } });
  });

  it("saves someone else as a member only once the booking is stored, with the request and the address theirs", async () => {
    const me = await patient();
    const person = { memberId: "other", name: "Aunt Rina", age: "58", gender: "Female", saveMember: "on" };
    expect(await refusedWith(attempt(me, form(person)))).toEqual({ status: 400, fieldErrors: { saveRelation: "errors.memberRelation" } });
    expect(await db.selectFrom("family_members").select("id").where("account_id", "=", me.id).execute()).toHaveLength(0);
    const row = await booked(attempt(me, form({ ...person, saveRelation: "Other" })));
    const saved = await db.selectFrom("family_members").selectAll().where("account_id", "=", me.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ name: "Aunt Rina", relation: "Other", birth_year: 1968, gender: "Female", last_address: { city: "Kolkata" } });
    expect((await db.selectFrom("sample_requests").select("member_id").where("id", "=", row.id).executeTakeFirstOrThrow()).member_id).toBe(saved.id);
  });

  it("warns when the same person is booked in the same slot again, and books when the patient confirms", async () => {
    const me = await patient();
    const father = await member(me.id, { name: "Asit Ghosh", relation: "Father", age: 72, gender: "Male" });
    await booked(attempt(me, form({ memberId: String(father) })));
    expect(await refusedWith(attempt(me, form({ memberId: String(father) })))).toEqual({ status: 409, fieldErrors: { confirmDuplicate: "errors.bookingDuplicate" } });
    // Someone else by the same name (any case) is the same person.
    await booked(attempt(me, form({ memberId: "other", name: "Lata Sen", age: "60", gender: "Female" })));
    expect(await refusedWith(attempt(me, form({ memberId: "other", name: "lata sen", age: "60", gender: "Female" })))).toMatchObject({ fieldErrors: { confirmDuplicate: "errors.bookingDuplicate" } });
    await booked(attempt(me, form({ memberId: String(father), confirmDuplicate: "on" })));
    await booked(attempt(me, form({ memberId: String(father), slot: "tomorrow-2" })));
    expect(await requestsOf(me.id)).toHaveLength(4);
  });
});

describe("the duplicate warning compares the tests", () => {
  const priced = (who: { id: number; phone: string }, values: Record<string, string>, tests: string[]) =>
    createSampleRequest(deps, {
      patient: who,
      form: sampleRequestSchema.parse(values),
      prescription: null,
      language: "en",
      now,
      priced: { tests: tests.map((name) => ({ test_name: name, amount_paise: 50_000 })), amountPaise: 50_000 * tests.length, trackingUrl: (id) => `https://nikat.test/trace/test/${id}` },
    });

  it("warns for the same or overlapping tests (a package and a test it is made of), not for other tests, and always when tests are not known yet", async () => {
    await loadTestCatalogue(db);
    const pack = TEST_CATALOGUE.find((test) => test.includes && test.includes.length > 1);
    if (!pack?.includes) throw new Error("the catalogue has no package");
    const nameOf = (slug: string) => TEST_CATALOGUE.find((test) => test.slug === slug)?.name ?? slug;
    const part = nameOf(pack.includes[0] ?? "");
    const other = TEST_CATALOGUE.find((test) => !test.includes && !pack.includes?.includes(test.slug))?.name ?? "";
    const me = await patient();
    const father = await member(me.id, { name: "Asit Ghosh", relation: "Father", age: 72, gender: "Male" });
    const forFather = (extra: Record<string, string> = {}) => form({ memberId: String(father), ...extra });

    await booked(priced(me, forFather(), [pack.name]));
    // The same package again, or one of its tests (any case), in the same slot: the same booking made twice.
    expect(await refusedWith(priced(me, forFather(), [pack.name]))).toEqual({ status: 409, fieldErrors: { confirmDuplicate: "errors.bookingDuplicate" } });
    expect(await refusedWith(priced(me, forFather(), [other, part.toUpperCase()]))).toEqual({ status: 409, fieldErrors: { confirmDuplicate: "errors.bookingDuplicate" } });
    // A test the package does not have is a second booking the patient meant.
    await booked(priced(me, forFather(), [other]));
    // 'Tests my doctor wrote' names no tests yet: it may be any of them.
    expect(await refusedWith(attempt(me, forFather()))).toEqual({ status: 409, fieldErrors: { confirmDuplicate: "errors.bookingDuplicate" } });
    // Another slot, or another person, is no duplicate.
    await booked(priced(me, forFather({ slot: "tomorrow-2" }), [pack.name]));
    const mother = await member(me.id, { name: "Mitali Ghosh", relation: "Mother", age: 67 });
    await booked(priced(me, form({ memberId: String(mother) }), [pack.name]));
    // An earlier request whose tests staff have not set yet may hold any of them.
    await booked(attempt(me, form({ memberId: String(mother), slot: "tomorrow-2" })));
    expect(await refusedWith(priced(me, form({ memberId: String(mother), slot: "tomorrow-2" }), [other]))).toMatchObject({ status: 409 });
    expect(await requestsOf(me.id)).toHaveLength(5);
  });
});

describe("slot capacity in the booking, the reschedule and the lab assignment", () => {
  async function labWithPlaces(places: number) {
    const labId = await createLab(db);
    await db.updateTable("hospitals").set({ visits_per_slot: places }).where("id", "=", labId).execute();
    return labId;
  }
  const someone = (labId: number) => form({ labId: String(labId), memberId: "other", name: `Patient ${randomBytes(3).toString("hex")}`, age: "40", gender: "Male" });

  it("refuses a full slot with its message by the slot, keeping nothing; the picker shows it full", async () => {
    const labId = await labWithPlaces(1);
    await booked(attempt(await patient(), someone(labId)));
    const late = await patient();
    expect(await refusedWith(attempt(late, someone(labId)))).toEqual({ status: 409, fieldErrors: { slot: "errors.slotFull" } });
    expect(await requestsOf(late.id)).toHaveLength(0);
    expect(await fullSlotsAtLabs(db, [labId], ["tomorrow-1", "tomorrow-2"], now)).toEqual({ [labId]: ["tomorrow-1"] });
    await booked(attempt(late, { ...someone(labId), slot: "tomorrow-2" }));
  });

  it("gives exactly the last 10 places to 50 bookings racing through createSampleRequest", async () => {
    const labId = await labWithPlaces(10);
    const patients = await Promise.all(Array.from({ length: 50 }, () => patient()));
    const outcomes = await Promise.all(patients.map((who) => attempt(who, someone(labId))));
    const refusals = outcomes.filter((outcome) => !outcome.ok);
    expect(outcomes.length - refusals.length).toBe(10);
    expect(refusals.every((outcome) => !outcome.ok && outcome.fieldErrors.slot === "errors.slotFull")).toBe(true);
  });

  it("refuses (and does not offer) a reschedule into a slot the order's lab has no place left in, and a lab assigned for a full slot", async () => {
    const labId = await labWithPlaces(1);
    await booked(attempt(await patient(), { ...someone(labId), slot: "tomorrow-2" }));
    const me = await patient();
    const mine = await booked(attempt(me, someone(labId)));
    const orderDeps = testOrderDeps(db);
    expect(await errorCode(rescheduleOrder(orderDeps, { orderId: mine.id, actor: { id: me.id, role: "patient" }, slot: "tomorrow-2", now }))).toBe("409 slotFull");
    expect(await db.selectFrom("sample_requests").select("date").where("id", "=", mine.id).executeTakeFirstOrThrow()).toEqual({ date: TOMORROW_1 });
    // The tracking page does not offer it.
    const offered = (await getPatientOrder(db, { userId: me.id, orderId: mine.id, now }))?.change?.slots;
    expect(offered).toContain("today-1");
    expect(offered).not.toContain("tomorrow-2");

    const unassigned = await booked(attempt(await patient(), { ...someone(labId), labId: "" }));
    const admin = await createStaff(db, "admin");
    expect(await errorCode(assignLab(orderDeps, { orderId: unassigned.id, actor: admin, labId }))).toBe("409 slotFull");
    const roomy = await labWithPlaces(5);
    await assignLab(orderDeps, { orderId: unassigned.id, actor: admin, labId: roomy });
  });
});
