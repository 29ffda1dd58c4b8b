import { sql } from "kysely";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { localFileStorage } from "../files/local-file-storage";
import { recordingMessageQueue, type MessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { createSampleRequest } from "./create-sample-request";
import { listMySampleRequests } from "./list-my-sample-requests";
import { sampleRequestSchema } from "./sample-request-schema";

const db = testDb();
const root = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-files-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = localFileStorage(root);
const messenger = outboxMessenger(db);
const messageQueue = recordingMessageQueue();
const photo = new Uint8Array(await fs.readFile(new URL("../files/test-files/photo.jpg", import.meta.url)));
/** 10:00 in Kolkata: every slot is open. */
const morning = new Date("2026-11-25T10:00:00+05:30");

async function patient() {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

async function lab() {
  return db
    .insertInto("hospitals")
    .values({ type: "Lab", name: `Test Lab ${randomBytes(3).toString("hex")}`, email: "lab@example.in", phone: "9830000000", map: "22.57,88.36", address: "12 Park Street", city: "Kolkata", test_time: "24 hours" })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const form = (extra: Record<string, string> = {}) => ({
  name: "Anita Roy",
  age: "67",
  gender: "Female",
  village: "Behala",
  address: "14 Diamond Harbour Road",
  city: "Kolkata",
  pincode: "700034",
  state: "West Bengal",
  slot: "tomorrow-1",
  consent: "on",
  requestKey: randomBytes(16).toString("hex"),
  ...extra,
});

type BookOptions = { prescription?: Uint8Array | null; now?: Date; messageQueue?: MessageQueue };

const attempt = (who: { id: number; phone: string }, values: Record<string, string>, options: BookOptions = {}) =>
  createSampleRequest(
    { db, storage, messenger, messageQueue: options.messageQueue ?? messageQueue },
    { patient: who, form: sampleRequestSchema.parse(values), prescription: options.prescription === undefined ? photo : options.prescription, language: "bn", now: options.now ?? morning },
  );

async function book(who: { id: number; phone: string }, values: Record<string, string>, options: BookOptions = {}) {
  const outcome = await attempt(who, values, options);
  if (!outcome.ok) throw new Error(`the booking was refused: ${JSON.stringify(outcome.fieldErrors)}`);
  return outcome;
}

async function refusal(promise: ReturnType<typeof attempt>): Promise<{ status: number; details: Record<string, string> }> {
  const outcome = await promise;
  if (outcome.ok) throw new Error("the booking was accepted");
  return { status: outcome.status, details: outcome.fieldErrors };
}

const messagesTo = (phone: string) => db.selectFrom("messages").selectAll().where("to", "=", phone).where("template", "=", "sample_request_received").execute();

describe("createSampleRequest", () => {
  it("stores one request with every initial state of the spec, the lab's details, the file, consent and an audit row", async () => {
    const who = await patient();
    const chosen = await lab();
    const created = await book(who, form({ labId: String(chosen.id), alternatePhone: "98300 11111", deviceLocation: "on", lat: "22.5", lon: "88.3", phone: "9999999999" }));
    expect(created.repeated).toBe(false);
    expect(created.messageId).not.toBeNull();
    expect(messageQueue.queued).toContain(created.messageId);

    const row = await db.selectFrom("sample_requests").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uid: who.id,
      phone: who.phone, // from the session, not the form's 'phone'
      name: "Anita Roy",
      dob: "67",
      gender: "Female",
      alternate_phone: "9830011111",
      status: "Pending Confirmation",
      lab_status: "Pending Confirmation",
      lab_assigned: "Pending Confirmation",
      report_status: "Pending",
      payment_status: "Pending",
      payment_date: "Pending",
      amount_paise: null,
      service_type: "BLOOD TEST",
      date: "2026-11-26 1st Half",
      lat: 22.5,
      lon: 88.3,
      lab_id: chosen.id,
      lab_email: "lab@example.in",
      lab_phone: "9830000000",
      lab_map: "22.57,88.36",
      lab_address: "12 Park Street",
      expected_time: "24 hours",
      language: "bn",
      prescription_type: "image/jpeg",
    });
    expect(row.agent_otp).toBeGreaterThanOrEqual(0);
    expect(row.agent_otp).toBeLessThan(1_000_000);
    expect(row.consent_at).toBeInstanceOf(Date);
    // The photo is stored re-encoded (core/files/sanitise-upload): the same picture, not the same bytes.
    const stored = await storage.get(row.prescription ?? "");
    const meta = await sharp(Buffer.concat(await stored!.stream.toArray())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 24, 16]);

    const user = await db.selectFrom("users").select(["health_data_consent_at", "name"]).where("id", "=", who.id).executeTakeFirstOrThrow();
    expect(user.health_data_consent_at).toBeInstanceOf(Date);
    expect(user.name).toBe("Anita Roy");
    const audit = await db.selectFrom("audit_log").selectAll().where("entity", "=", "sample_request").where("entity_id", "=", String(created.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("sample_request.create");

    const sent = await messagesTo(who.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.language).toBe("bn");
    expect(sent[0]?.params).toMatchObject({ id: String(created.id), slot: "26/11/2026, সকাল (প্রথম ভাগ)" });
  });

  it("'No choice' of lab leaves the lab fields empty; consent is asked only before the first booking", async () => {
    const who = await patient();
    const first = await book(who, form({ labId: "" }));
    const row = await db.selectFrom("sample_requests").select(["lab_id", "lab_name", "expected_time"]).where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lab_id: null, lab_name: null, expected_time: null });
    await expect(book(who, form({ consent: "", slot: "tomorrow-2" }))).resolves.toMatchObject({ repeated: false });
    const stranger = await patient();
    expect((await refusal(attempt(stranger, form({ consent: "" })))).details).toEqual({ consent: "errors.bookingConsent" });
  });

  it("the same form posted twice at once stores one request and sends one message", async () => {
    const who = await patient();
    const values = form();
    const [a, b] = await Promise.all([book(who, values), book(who, values)]);
    expect(a.id).toBe(b.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    const again = await book(who, values);
    expect(again).toMatchObject({ id: a.id, repeated: true });
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute()).toHaveLength(1);
    expect(await messagesTo(who.phone)).toHaveLength(1);
    // The second copy's file was removed: only the request's own file is left.
    const files = await fs.readdir(path.join(root, "prescription"));
    const kept = await db.selectFrom("sample_requests").select("prescription").where("id", "=", a.id).executeTakeFirstOrThrow();
    expect(files.filter((name) => !kept.prescription?.endsWith(name)).every((name) => !name.includes("partial"))).toBe(true);
  });

  it.each(["abc\u0000defghijklmnopqrstu", "\u0000", "short", "x".repeat(65), "a b c d e f g h i j"])("a requestKey not of the form's format (%j) is no key: booked without one, never a database error", async (requestKey) => {
    const who = await patient();
    const created = await book(who, form({ requestKey }));
    expect(created.repeated).toBe(false);
    const row = await db.selectFrom("sample_requests").select("request_key").where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(row.request_key).toBeNull();
  });

  it("refuses the patient's own number as the alternate, a closed slot, a missing or fake file, and stores nothing", async () => {
    const who = await patient();
    const bad = await refusal(attempt(who, form({ alternatePhone: who.phone }), { prescription: null }));
    expect(bad).toEqual({
      status: 400,
      details: { alternatePhone: "errors.bookingAlternateSame", prescription: "errors.prescriptionMissing" },
    });
    expect((await refusal(attempt(who, form(), { prescription: new TextEncoder().encode("not a photo") }))).details).toEqual({
      prescription: "errors.prescriptionType",
    });
    const closed = await refusal(attempt(who, form({ slot: "today-1" }), { now: new Date("2026-11-25T12:00:00+05:30") }));
    expect(closed).toEqual({ status: 409, details: { slot: "errors.bookingSlotClosed" } });
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute()).toHaveLength(0);
  });

  it("stores the message queued in the booking's own commit and queues its id only after that commit", async () => {
    const who = await patient();
    let seen: (rows: unknown[]) => void = () => {};
    const seenAtEnqueue = new Promise<unknown[]>((resolve) => (seen = resolve));
    const watching: MessageQueue = {
      async enqueue(messageId) {
        // Read on another connection: only a committed row is visible here.
        seen(await db.selectFrom("messages").select(["id", "state"]).where("id", "=", messageId ?? -1).execute());
      },
    };
    const created = await book(who, form(), { messageQueue: watching });
    expect(await seenAtEnqueue).toEqual([{ id: created.messageId, state: "queued" }]);
    const [message] = await messagesTo(who.phone);
    expect(message).toMatchObject({ id: created.messageId, state: "queued", language: "bn" });
    expect(message!.params).toMatchObject({ id: String(created.id) });
  });

  it("a request that is not stored leaves no message behind", async () => {
    const who = await patient();
    await refusal(attempt(who, form(), { prescription: null }));
    expect(await messagesTo(who.phone)).toHaveLength(0);
  });

  it("a queue that cannot take the message does not undo the booking", async () => {
    const who = await patient();
    const down: MessageQueue = { enqueue: () => Promise.reject(new Error("queue down")) };
    const created = await book(who, form(), { messageQueue: down });
    expect(created).toMatchObject({ repeated: false });
    expect(await db.selectFrom("sample_requests").select("id").where("id", "=", created.id).execute()).toHaveLength(1);
    // The row stays queued for a later sweep or retry: nothing is lost.
    expect(await messagesTo(who.phone)).toMatchObject([{ id: created.messageId, state: "queued" }]);
  });
});

describe("listMySampleRequests", () => {
  it("lists only the patient's own requests, newest first, a page at a time", async () => {
    const who = await patient();
    const other = await patient();
    await book(other, form());
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(who, form({ name: `Request ${i}` }))).id);
    const first = await listMySampleRequests(db, { uid: who.id, limit: 2 });
    expect(first.requests.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextBefore).toBe(ids[1]);
    const second = await listMySampleRequests(db, { uid: who.id, limit: 2, before: first.nextBefore });
    expect(second.requests.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.nextBefore).toBeNull();
    expect(second.requests[0]).toMatchObject({ status: "Pending Confirmation", paymentStatus: "Pending", phone: who.phone, labName: null });
    const theirs = await listMySampleRequests(db, { uid: other.id });
    expect(theirs.requests).toHaveLength(1);
    expect(theirs.requests.every((r) => r.phone === other.phone)).toBe(true);
  });

  it("orders by when an order was made, not by its number, and pages through orders made at the same moment", async () => {
    const who = await patient();
    const today = (await book(who, form({ name: "Today" }))).id;
    // Brought in later with an earlier date (as the demo family's earlier reports are): a higher number, listed after.
    const earlier = (await book(who, form({ name: "Earlier" }))).id;
    // created_at is never updated by the product: set here as an import would have written it.
    await sql`update sample_requests set created_at = '2026-02-01T10:00:00+05:30' where id = ${earlier}`.execute(db);
    const twins: number[] = [];
    for (let i = 0; i < 2; i++) twins.push((await book(who, form({ name: `Twin ${i}` }))).id);
    await sql`update sample_requests set created_at = '2026-11-26T09:00:00+05:30' where id in (${sql.join([...twins, today])})`.execute(db);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: Awaited<ReturnType<typeof listMySampleRequests>> = await listMySampleRequests(db, { uid: who.id, limit: 1, before });
      seen.push(...page.requests.map((r) => r.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toEqual([twins[1], twins[0], today, earlier]);

    // Another account's order as the cursor finds nothing.
    const other = await patient();
    expect((await listMySampleRequests(db, { uid: other.id, before: today })).requests).toEqual([]);
  });
});
