import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { passwordLogin } from "../auth/password-login";
import { hashPassword } from "../auth/password";
import { createSession, findSessionUser } from "../auth/sessions";
import { randomClientAddress, randomPhone, testAuthDeps } from "../auth/test-support";
import { localFileStorage } from "../files/local-file-storage";
import { simplePdf } from "../files/simple-pdf";
import { recordingMessenger, type OutgoingMessage } from "../messaging/messenger";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import { writeAudit } from "../audit/write-audit";
import { correctOrderName, ORDER_NAME_CORRECTED } from "../orders/correct-order-name";
import { dueErasures, eraseAccount } from "./erase-account";
import { cancelErasureAtLogin, getErasureView, requestErasure } from "./erasure-request";
import { createGrievance } from "./grievances";
import { getNominee, saveNominee } from "./nominee";

const db = testDb();
const DAY = 86_400_000;
const requestedAt = new Date("2026-11-20T10:00:00+05:30");

function deps() {
  const sent: OutgoingMessage[] = [];
  const storage = localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-erase-")));
  const messenger = recordingMessenger(db, "test", async (message) => {
    sent.push(message);
    return `test-${sent.length}`;
  });
  return { db, storage, messenger, sent };
}

async function account(options: { password?: string } = {}) {
  const phone = randomPhone();
  const { id } = await db
    .insertInto("users")
    .values({ phone, name: "Rina Das", age: "34", gender: "Female", address: "5 Lake Road", city: "Kolkata", pincode: "700029", password_hash: options.password ? await hashPassword(options.password) : null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, phone };
}

async function order(accountId: number, phone: string, values: Record<string, unknown>) {
  const { id } = await db
    .insertInto("sample_requests")
    .values({ uid: accountId, phone, name: "Anita Das", dob: "1959-02-01", address: "5 Lake Road", city: "Kolkata", state: "West Bengal", pincode: "700029", note: "Gate 2", agent_otp: 654321, lat: 22.5, lon: 88.3, language: "hi", ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("erasing an account (issue #34)", () => {
  it("after the cooling-off removes the orders' personal data and files from the database and the storage, while the invoices stay", async () => {
    const { storage, messenger, sent } = deps();
    const { id: accountId, phone } = await account();
    const prescription = await storage.put(simplePdf(["prescription"]), { kind: "prescription", owner: accountId });
    const oldReport = await storage.put(simplePdf(["first report"]), { kind: "report", owner: accountId });
    const report = await storage.put(simplePdf(["report"]), { kind: "report", owner: accountId });
    const invoicePdf = await storage.put(simplePdf(["invoice"]), { kind: "invoice", owner: accountId });
    const invoiceNumber = await nextInvoiceNumber(db);
    const invoiced = await order(accountId, phone, { status: "Report Generated", prescription, report, invoice_number: invoiceNumber, invoice_date: new Date("2026-05-10T10:00:00+05:30"), amount_paise: 50_000, payment_status: "Success" });
    const unbilled = await order(accountId, phone, { status: "Cancelled", prescription: null });
    // A name corrected after the invoice: the kept order keeps the invoice's name, not the correction.
    await correctOrderName(db, { accountId, orderId: invoiced, name: "Anita Dass", now: requestedAt });
    await db.insertInto("invoice_files").values({ invoice_number: invoiceNumber, language: "hi", file_key: invoicePdf, sha256: "0".repeat(64), size: 10 }).execute();
    // The lab replaced its first report: the old key is in the audit trail, and its file is still stored.
    await writeAudit(db, { actor: "lab", action: "uploadReport", entity: "sample_request", entityId: invoiced, before: { report: oldReport, name: "Anita Das", status: "Sample Collected" }, after: { report, status: "Report Generated" } });
    const member = await db.insertInto("family_members").values({ account_id: accountId, name: "Anita Das", relation: "Mother", birth_year: 1959 }).returning("id").executeTakeFirstOrThrow();
    await db.updateTable("sample_requests").set({ member_id: member.id }).where("id", "=", invoiced).execute();
    // The report's test values (issue #28) and a correction of one.
    const value = await db.insertInto("result_values").values({ request_id: invoiced, member_id: member.id, parameter: "hba1c", value_number: 7.1, unit: "%", published_at: requestedAt }).returning(["id", "entered_at"]).executeTakeFirstOrThrow();
    await db.insertInto("result_value_corrections").values({ result_value_id: value.id, request_id: invoiced, parameter: "hba1c", old_value_number: 71, old_unit: "%", old_entered_at: value.entered_at }).execute();
    await saveNominee(db, { accountId, form: { intent: "save", name: "Bimal Das", relation: "Son", phone: randomPhone() } });
    await createGrievance(db, { accountId, form: { topic: "data", text: "Please check my report data", formKey: randomBytes(8).toString("hex") }, language: "en", answerDays: 7 });
    await messenger.store({ to: phone, template: "report_ready", language: "hi", params: { name: "Anita Das", order: String(invoiced), link: "x" }, requestId: invoiced });
    const { token } = await createSession(db, { userId: accountId });
    // A "Download my data" archive and a withdrawn consent (issue #34's other rights) go with the account.
    const archive = await storage.put(Buffer.from("archive"), { kind: "export", owner: accountId });
    await db.insertInto("data_exports").values({ account_id: accountId, state: "ready", language: "hi", file_key: archive, size: 7, ready_at: requestedAt, expires_at: new Date(requestedAt.getTime() + 7 * DAY) }).execute();
    await db.insertInto("consent_withdrawals").values({ account_id: accountId, consent: "health_data", given_at: requestedAt }).execute();

    const asked = await requestErasure(db, { accountId, lastDigits: phone.slice(-4), now: requestedAt });
    expect(asked).toMatchObject({ ok: true, repeated: false });
    // Every session ends with the request: the next login is a deliberate one (and cancels it).
    expect(await findSessionUser(db, token)).toBeNull();

    // Nothing happens before the 7 days are over.
    expect(await dueErasures(db, new Date(requestedAt.getTime() + 7 * DAY - 60_000))).not.toContain(await erasureIdOf(accountId));
    const due = new Date(requestedAt.getTime() + 7 * DAY + 60_000);
    const erasureId = await erasureIdOf(accountId);
    expect(await dueErasures(db, due)).toContain(erasureId);
    expect(await eraseAccount({ db, storage, messenger }, erasureId, due)).toBe("erased");

    // The final message went to the number before it was removed, in the account's language.
    expect(sent.map((m) => [m.to, m.template, m.language])).toEqual([[phone, "account_erased", "hi"]]);
    // The files: prescriptions and reports (the replaced one too) gone, the invoice kept.
    expect(await storage.get(prescription)).toBeNull();
    expect(await storage.get(report)).toBeNull();
    expect(await storage.get(oldReport)).toBeNull();
    expect(await storage.get(invoicePdf)).not.toBeNull();
    // The invoiced order keeps what the invoice states, nothing else.
    const kept = await db.selectFrom("sample_requests").selectAll().where("id", "=", invoiced).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ invoice_number: invoiceNumber, name: "Anita Das", invoice_name: null, address: "5 Lake Road", amount_paise: 50_000, phone: "", dob: null, note: null, prescription: null, report: null, agent_otp: null, lat: null, member_id: null });
    expect(await db.selectFrom("invoice_files").select("file_key").where("invoice_number", "=", invoiceNumber).execute()).toEqual([{ file_key: invoicePdf }]);
    // The order without an invoice keeps no name or address.
    expect(await db.selectFrom("sample_requests").select(["name", "address", "phone"]).where("id", "=", unbilled).executeTakeFirstOrThrow()).toEqual({ name: "", address: null, phone: "" });
    // The audit trail keeps who did what and when, and the statuses: not the person's values.
    const audit = await db.selectFrom("audit_log").select(["action", "before", "after"]).where("entity", "=", "sample_request").where("entity_id", "=", String(invoiced)).execute();
    expect(audit).toEqual([
      { action: ORDER_NAME_CORRECTED, before: {}, after: {} },
      { action: "uploadReport", before: { status: "Sample Collected" }, after: { status: "Report Generated" } },
    ]);
    // The account: number freed, personal fields empty; family, nominee, messages and sessions gone.
    const user = await db.selectFrom("users").selectAll().where("id", "=", accountId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: `erased-${accountId}`, name: null, age: null, address: null, password_hash: null });
    expect(user.erased_at).toEqual(due);
    expect(await db.selectFrom("family_members").select("id").where("account_id", "=", accountId).execute()).toEqual([]);
    expect(await getNominee(db, accountId)).toBeNull();
    expect(await storage.get(archive)).toBeNull();
    expect(await db.selectFrom("data_exports").select("id").where("account_id", "=", accountId).execute()).toEqual([]);
    expect(await db.selectFrom("consent_withdrawals").select("id").where("account_id", "=", accountId).execute()).toEqual([]);
    expect(await db.selectFrom("messages").select("id").where("to", "=", phone).execute()).toEqual([]);
    expect(await db.selectFrom("messages").select("id").where("request_id", "in", [invoiced, unbilled]).execute()).toEqual([]);
    expect(await db.selectFrom("result_values").select("id").where("request_id", "=", invoiced).execute()).toEqual([]);
    expect(await db.selectFrom("result_value_corrections").select("id").where("request_id", "=", invoiced).execute()).toEqual([]);
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", accountId).execute()).toEqual([]);
    expect(await db.selectFrom("grievances").select(["text", "number"]).where("account_id", "=", accountId).executeTakeFirstOrThrow()).toMatchObject({ text: "" });
    expect(await db.selectFrom("account_erasures").select(["state", "final_message_id"]).where("id", "=", erasureId).executeTakeFirstOrThrow()).toMatchObject({ state: "done" });

    // Done once: a second run changes and sends nothing.
    expect(await eraseAccount({ db, storage, messenger }, erasureId, due)).toBe("gone");
    expect(sent).toHaveLength(1);
    // The number can sign up afresh, as a new account.
    const fresh = await db.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(accountId);
    expect(await getErasureView(db, fresh.id)).toMatchObject({ open: null, cancelled: null, inProgress: [], invoices: { count: 0 } });
  });

  it("is cancelled by a login during the cooling-off, and then never carried out", async () => {
    const { storage, messenger, sent } = deps();
    const { id: accountId, phone } = await account({ password: "a long enough password 1" });
    await order(accountId, phone, { status: "Report Generated" });
    expect(await requestErasure(db, { accountId, lastDigits: phone.slice(-4), now: requestedAt })).toMatchObject({ ok: true });
    expect((await getErasureView(db, accountId)).open).not.toBeNull();

    const login = await passwordLogin(testAuthDeps(db), { phone, password: "a long enough password 1", ip: randomClientAddress() });
    expect(login).toMatchObject({ kind: "session", erasureCancelled: true });
    const view = await getErasureView(db, accountId, new Date());
    expect(view.open).toBeNull();
    expect(view.cancelled?.requestedAt).toEqual(requestedAt);

    const erasureId = await erasureIdOf(accountId);
    expect(await dueErasures(db, new Date(requestedAt.getTime() + 8 * DAY))).not.toContain(erasureId);
    expect(await eraseAccount({ db, storage, messenger }, erasureId, new Date(requestedAt.getTime() + 8 * DAY))).toBe("gone");
    expect(sent).toEqual([]);
    expect(await db.selectFrom("users").select(["phone", "name"]).where("id", "=", accountId).executeTakeFirstOrThrow()).toEqual({ phone, name: "Rina Das" });
    // A later login has nothing more to cancel.
    expect(await cancelErasureAtLogin(db, accountId)).toBe(false);
  });

  it("is refused while an order is in progress, naming the orders", async () => {
    const { id: accountId, phone } = await account();
    const inProgress = await order(accountId, phone, { status: "Sample Collected" });
    await order(accountId, phone, { status: "Report Generated" });
    const asked = await requestErasure(db, { accountId, lastDigits: phone.slice(-4), now: requestedAt });
    expect(asked).toMatchObject({ ok: false, reason: "ordersInProgress", orders: [{ id: inProgress, status: "Sample Collected" }] });
    expect(await db.selectFrom("account_erasures").select("id").where("account_id", "=", accountId).execute()).toEqual([]);
  });

  it("waits, erasing nothing, when an order was booked for the number during the cooling-off", async () => {
    const { storage, messenger, sent } = deps();
    const { id: accountId, phone } = await account();
    expect(await requestErasure(db, { accountId, lastDigits: phone.slice(-4), now: requestedAt })).toMatchObject({ ok: true });
    await order(accountId, phone, { status: "Confirmed" });
    const erasureId = await erasureIdOf(accountId);
    expect(await eraseAccount({ db, storage, messenger }, erasureId, new Date(requestedAt.getTime() + 8 * DAY))).toBe("waiting");
    expect(sent).toEqual([]);
    expect((await db.selectFrom("users").select("phone").where("id", "=", accountId).executeTakeFirstOrThrow()).phone).toBe(phone);
  });

  it("schedules once however often the form is posted, and refuses digits that are not the number's", async () => {
    const { id: accountId, phone } = await account();
    const wrong = phone.slice(-4) === "0000" ? "1111" : "0000";
    expect(await requestErasure(db, { accountId, lastDigits: wrong, now: requestedAt })).toEqual({ ok: false, reason: "wrongDigits" });
    const answers = await Promise.all([1, 2, 3].map(() => requestErasure(db, { accountId, lastDigits: phone.slice(-4), now: requestedAt })));
    expect(answers.filter((answer) => answer.ok && !answer.repeated)).toHaveLength(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await db.selectFrom("account_erasures").select("id").where("account_id", "=", accountId).execute()).toHaveLength(1);
  });
});

async function erasureIdOf(accountId: number): Promise<number> {
  return (await db.selectFrom("account_erasures").select("id").where("account_id", "=", accountId).orderBy("id", "desc").executeTakeFirstOrThrow()).id;
}
