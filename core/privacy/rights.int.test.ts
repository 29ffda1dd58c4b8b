import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { createRequest, createStaff } from "../orders/test-support";
import { answerGrievance, listGrievancesForStaff } from "./answer-grievance";
import { grievanceFormSchema } from "./grievance-form";
import { createGrievance, grievanceNumber, listMyGrievances } from "./grievances";
import { nomineeFormSchema } from "./nominee-form";
import { getNominee, removeNominee, saveNominee } from "./nominee";

const db = testDb();
const now = new Date("2026-11-25T10:00:00+05:30");
const key = () => randomBytes(8).toString("hex");
const grievanceForm = (values: Record<string, string>) => grievanceFormSchema.parse({ topic: "report", text: "My report shows the wrong name", formKey: key(), ...values });

describe("nominee (issue #34)", () => {
  it("is named, changed and removed with the time, and seen by its own account only", async () => {
    const owner = await createRequest(db);
    const other = await createRequest(db);
    const form = nomineeFormSchema.parse({ intent: "save", name: "Bimal Das", relation: "Son", phone: "+91 98300 12345" });
    expect(await saveNominee(db, { accountId: owner.uid, form, now })).toMatchObject({ ok: true, nominee: { name: "Bimal Das", relation: "Son", phone: "9830012345" } });
    const later = new Date(now.getTime() + 60_000);
    await saveNominee(db, { accountId: owner.uid, form: { ...form, relation: "Daughter", name: "Mita Das" }, now: later });
    expect(await getNominee(db, owner.uid)).toMatchObject({ name: "Mita Das", relation: "Daughter", createdAt: now, updatedAt: later });
    expect(await getNominee(db, other.uid)).toBeNull();
    const audit = await db.selectFrom("audit_log").select(["action", "after"]).where("entity", "=", "account").where("entity_id", "=", String(owner.uid)).orderBy("id").execute();
    // The audit keeps what was done and when, never the nominee's name or number.
    expect(audit).toEqual([
      { action: "nominee-named", after: null },
      { action: "nominee-changed", after: null },
    ]);
    expect(await removeNominee(db, { accountId: other.uid })).toBe(false);
    expect(await getNominee(db, owner.uid)).not.toBeNull();
    expect(await removeNominee(db, { accountId: owner.uid })).toBe(true);
    expect(await getNominee(db, owner.uid)).toBeNull();
  });

  it("refuses the account's own number, by field, and a form without a relation keeps a translated message", async () => {
    const owner = await createRequest(db);
    const form = nomineeFormSchema.parse({ intent: "save", name: "Me", relation: "Other", phone: owner.phone });
    expect(await saveNominee(db, { accountId: owner.uid, form })).toEqual({ ok: false, fieldErrors: { phone: "rights:errors.nomineeOwnNumber" } });
    const parsed = nomineeFormSchema.safeParse({ intent: "save", name: "Bimal", relation: "", phone: "12" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["relation", "rights:errors.nomineeRelation"],
      ["phone", "errors.phone"],
    ]);
  });
});

describe("grievances (issue #34)", () => {
  it("gives a ticket number and an answer date at once, once per form, and lists it for its own account only", async () => {
    const owner = await createRequest(db);
    const other = await createRequest(db);
    const form = grievanceForm({ order: String(owner.id) });
    const made = await createGrievance(db, { accountId: owner.uid, form, language: "bn", answerDays: 7, now });
    if (!made.ok) throw new Error("refused");
    expect(made.grievance.number).toBe(grievanceNumber(made.grievance.id, now));
    expect(made.grievance.number).toMatch(/^G-2026-\d{6,}$/);
    expect(made.grievance.dueAt).toEqual(new Date(now.getTime() + 7 * 86_400_000));
    expect(made.grievance).toMatchObject({ status: "open", orderId: owner.id, topic: "report" });
    const again = await createGrievance(db, { accountId: owner.uid, form, language: "bn", answerDays: 7, now });
    expect(again).toMatchObject({ ok: true, repeated: true, grievance: { number: made.grievance.number } });
    expect((await listMyGrievances(db, owner.uid)).map((g) => g.number)).toEqual([made.grievance.number]);
    expect(await listMyGrievances(db, other.uid)).toEqual([]);
  });

  it("refuses another account's order (the same message as one that does not exist)", async () => {
    const owner = await createRequest(db);
    const other = await createRequest(db);
    expect(await createGrievance(db, { accountId: other.uid, form: grievanceForm({ order: String(owner.id) }), language: "en", answerDays: 7 })).toEqual({ ok: false, fieldErrors: { order: "rights:errors.grievanceOrder" } });
    expect(await createGrievance(db, { accountId: other.uid, form: grievanceForm({ order: "999999999" }), language: "en", answerDays: 7 })).toEqual({ ok: false, fieldErrors: { order: "rights:errors.grievanceOrder" } });
    expect(await listMyGrievances(db, other.uid)).toEqual([]);
  });

  it("is answered by an admin once per form, audited, and the patient is told on WhatsApp in their language", async () => {
    const owner = await createRequest(db);
    const admin = await createStaff(db, "admin");
    const made = await createGrievance(db, { accountId: owner.uid, form: grievanceForm({}), language: "hi", answerDays: 7, now });
    if (!made.ok) throw new Error("refused");
    const messageQueue = recordingMessageQueue();
    const deps = { db, messenger: outboxMessenger(db), messageQueue, publicUrl: "https://nikat.test" };
    const formKey = key();
    expect(await answerGrievance(deps, { grievanceId: made.grievance.id, answer: "We corrected the name.", actorId: admin.id, formKey })).toBe(true);
    expect(await answerGrievance(deps, { grievanceId: made.grievance.id, answer: "Posted twice", actorId: admin.id, formKey })).toBe(true);
    const [seen] = await listMyGrievances(db, owner.uid);
    expect(seen).toMatchObject({ status: "answered", answer: "We corrected the name." });
    const messages = await db.selectFrom("messages").select(["id", "template", "language", "params"]).where("to", "=", owner.phone).where("template", "=", "grievance_answered").execute();
    expect(messages).toEqual([{ id: messages[0]?.id, template: "grievance_answered", language: "hi", params: { number: made.grievance.number, link: "https://nikat.test/account/grievance" } }]);
    expect(messageQueue.queued).toEqual([messages[0]?.id]);
    const audit = await db.selectFrom("audit_log").select(["actor_id", "action"]).where("entity", "=", "grievance").where("entity_id", "=", String(made.grievance.id)).execute();
    expect(audit).toEqual([{ actor_id: admin.id, action: "grievance-answered" }]);
    expect((await listGrievancesForStaff(db)).find((g) => g.id === made.grievance.id)).toMatchObject({ status: "answered", phoneEnd: owner.phone.slice(-4) });
    expect(await answerGrievance(deps, { grievanceId: 2_000_000_000, answer: "Nobody's", actorId: admin.id, formKey: key() })).toBe(false);
  });

  it("needs an answer and a topic, with translated messages", () => {
    const parsed = grievanceFormSchema.safeParse({ topic: "", text: "", formKey: key() });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["topic", "rights:errors.grievanceTopic"],
      ["text", "errors.required"],
    ]);
  });
});
