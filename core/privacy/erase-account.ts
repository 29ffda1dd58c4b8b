import { sql } from "kysely";
import type { Db } from "../../db/client";
import { isLanguage, type Language } from "../i18n/language";
import type { FileStorage } from "../files/file-storage";
import type { Messenger } from "../messaging/messenger";
import { ordersInProgress } from "./erasure-request";

export type EraseAccountDeps = { db: Db; storage: FileStorage; messenger: Messenger };

export type EraseOutcome = "erased" | "waiting" | "gone";

/**
 * The order fields an audit row's before and after lose on an erasure: everything about the person (their values, not
 * the fact of the change). Statuses, amounts, dates, tests and who acted stay: the audit is part of the payment record.
 */
export const PERSONAL_AUDIT_KEYS = [
  "phone",
  "name",
  "dob",
  "gender",
  "guardian_name",
  "village",
  "alternate_phone",
  "address",
  "city",
  "state",
  "pincode",
  "note",
  "patient_note",
  "prescription",
  "prescription_type",
  "report",
  "report_type",
  "lat",
  "lon",
  "payment_lat",
  "payment_lon",
  "agent_otp",
  "cancel_reason",
  "amount_reason",
  "reason",
  "member_id",
] as const;

/** A prescription's or a report's key as the storage makes it (invoices, under a legal hold, are never matched). */
const PERSONAL_FILE_KEY = /^(prescription|report)\/[0-9a-f]{32}$/;

/**
 * Carries out one erasure past its cooling-off (issue #34). Deletes or anonymises everything about the account that no
 * law makes us keep:
 * - the account: name, age, gender, address, password and authenticator are emptied and its number replaced by
 *   `erased-<id>`, so the number can sign up afresh as a new account; sessions, login codes and rate-limit counters go;
 * - family members, the nominee, appointment requests and every WhatsApp message to the number or about its orders go;
 * - each order keeps no phone, birth date, guardian, notes, location, agent code, prescription or report; an order
 *   with a tax invoice keeps what the invoice states (name, address, tests, amounts, payment), and its invoice PDFs
 *   stay in the file storage (CGST Act s.36, core/privacy/invoice-retention.ts); an order without one keeps no name
 *   or address either;
 * - the prescriptions and reports in the file storage, replaced reports included (their keys are in the audit trail),
 *   are deleted, and the orders' audit rows lose the personal fields of their before-and-after values (who did what,
 *   when, and the statuses and amounts stay: PERSONAL_AUDIT_KEYS);
 * - grievances keep their ticket number, topic and dates, not their text or answer.
 * Payments and refunds stay as they are (the gateway's records of money, with no name).
 *
 * Order of work, so a crash at any step is finished by the next run: the request is marked `erasing` (a login no longer
 * cancels it), the final WhatsApp message is sent once (its id recorded), the files are deleted (a missing one is no
 * error), then one transaction empties the rows and marks the request done. No outside call is made inside it.
 * An order of the account still in progress (one made without a login during the cooling-off, should any path allow it)
 * makes it wait for the next run.
 */
export async function eraseAccount(deps: EraseAccountDeps, erasureId: number, now = new Date()): Promise<EraseOutcome> {
  const { db } = deps;
  const erasure = await db.selectFrom("account_erasures").select(["account_id", "state", "final_message_id"]).where("id", "=", erasureId).executeTakeFirst();
  if (!erasure || (erasure.state !== "pending" && erasure.state !== "erasing")) return "gone";
  const accountId = erasure.account_id;
  if (erasure.state === "pending") {
    if ((await ordersInProgress(db, accountId)).length > 0) return "waiting";
    const started = await db.updateTable("account_erasures").set({ state: "erasing" }).where("id", "=", erasureId).where("state", "=", "pending").returning("id").executeTakeFirst();
    // A login cancelled it a moment ago.
    if (!started) return "gone";
  }

  const account = await db.selectFrom("users").select(["phone", "erased_at"]).where("id", "=", accountId).executeTakeFirstOrThrow();
  const phone = account.erased_at ? null : account.phone;
  if (phone && erasure.final_message_id === null) {
    const sent = await deps.messenger.send({ to: phone, template: "account_erased", language: await languageOf(db, accountId), params: {} });
    await db.updateTable("account_erasures").set({ final_message_id: sent.messageId }).where("id", "=", erasureId).execute();
  }

  const orderIds = (await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).execute()).map((row) => row.id);
  for (const key of await personalFileKeys(db, orderIds)) await deps.storage.delete(key);
  // "Download my data" archives hold everything above: their files go too, then their rows below.
  const exportKeys = await db.selectFrom("data_exports").select("file_key").where("account_id", "=", accountId).where("file_key", "is not", null).execute();
  for (const { file_key } of exportKeys) if (file_key) await deps.storage.delete(file_key);

  await db.transaction().execute(async (tx) => {
    if (orderIds.length > 0) {
      await tx
        .updateTable("sample_requests")
        .set((eb) => ({
          // An invoiced order keeps only the name its invoice states, not a later correction of it.
          name: eb.fn.coalesce("invoice_name", "name"),
          invoice_name: null,
          phone: "",
          dob: null,
          guardian_name: null,
          alternate_phone: null,
          village: null,
          note: null,
          patient_note: null,
          prescription: null,
          prescription_type: null,
          report: null,
          report_type: null,
          lat: null,
          lon: null,
          payment_lat: null,
          payment_lon: null,
          agent_otp: null,
          cancel_reason: null,
          amount_reason: null,
          gender: null,
          member_id: null,
          updated_at: now,
        }))
        .where("uid", "=", accountId)
        .execute();
      // Without a tax invoice, nothing about the person is held: the order keeps its tests, dates and amounts only.
      await tx
        .updateTable("sample_requests")
        .set({ name: "", address: null, city: null, state: null, pincode: null })
        .where("uid", "=", accountId)
        .where("invoice_number", "is", null)
        .execute();
      const keys = sql`${sql.val([...PERSONAL_AUDIT_KEYS])}::text[]`;
      await sql`
        update audit_log
        set before = case when jsonb_typeof(before) = 'object' then before - ${keys} else before end,
            after = case when jsonb_typeof(after) = 'object' then after - ${keys} else after end
        where entity = 'sample_request' and entity_id = any(${orderIds.map(String)})
      `.execute(tx);
      await tx.deleteFrom("messages").where("request_id", "in", orderIds).execute();
      // Test values are health data, not part of the tax record: they go with their corrections (issue #28).
      await tx.deleteFrom("result_values").where("request_id", "in", orderIds).execute();
    }
    if (phone) {
      await tx.deleteFrom("messages").where("to", "=", phone).execute();
      await tx.deleteFrom("login_codes").where("phone", "=", phone).execute();
      await tx.deleteFrom("whatsapp_not_found").where("phone", "=", phone).execute();
      await tx.deleteFrom("rate_limits").where("key", "like", `%:${phone}`).execute();
    }
    await tx.deleteFrom("family_members").where("account_id", "=", accountId).execute();
    await tx.deleteFrom("nominees").where("account_id", "=", accountId).execute();
    await tx.deleteFrom("data_exports").where("account_id", "=", accountId).execute();
    await tx.deleteFrom("consent_withdrawals").where("account_id", "=", accountId).execute();
    // The kept invoices can no longer be opened through a shared link (decision 0030).
    if (orderIds.length > 0) await tx.updateTable("invoice_links").set({ revoked_at: now }).where("request_id", "in", orderIds).where("revoked_at", "is", null).execute();
    // The reports are gone: their codes check nothing now (decision 0033). A kept invoice's code still checks it.
    if (orderIds.length > 0) await tx.deleteFrom("verification_codes").where("request_id", "in", orderIds).where("kind", "=", "report").execute();
    await tx.deleteFrom("appointment_requests").where("user_id", "=", accountId).execute();
    await tx.updateTable("grievances").set({ text: "", answer: null }).where("account_id", "=", accountId).execute();
    await tx.deleteFrom("sessions").where("user_id", "=", accountId).execute();
    await tx
      .updateTable("users")
      .set({
        phone: `erased-${accountId}`,
        name: null,
        gender: null,
        age: null,
        address: null,
        city: null,
        state: null,
        pincode: null,
        password_hash: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        erased_at: now,
        updated_at: now,
      })
      .where("id", "=", accountId)
      .execute();
    await tx.updateTable("account_erasures").set({ state: "done", done_at: now }).where("id", "=", erasureId).execute();
  });
  return "erased";
}

/** The language the account last booked in (its messages use it), else English. */
async function languageOf(db: Db, accountId: number): Promise<Language> {
  const last = await db.selectFrom("sample_requests").select("language").where("uid", "=", accountId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return last && isLanguage(last.language) ? last.language : "en";
}

/** Every prescription and report file of these orders: the current ones, and the replaced ones the audit trail names. */
async function personalFileKeys(db: Db, orderIds: number[]): Promise<Set<string>> {
  const keys = new Set<string>();
  if (orderIds.length === 0) return keys;
  const orders = await db.selectFrom("sample_requests").select(["prescription", "report"]).where("id", "in", orderIds).execute();
  for (const order of orders) for (const key of [order.prescription, order.report]) if (key && PERSONAL_FILE_KEY.test(key)) keys.add(key);
  const audits = await db
    .selectFrom("audit_log")
    .select(["before", "after"])
    .where("entity", "=", "sample_request")
    .where("entity_id", "in", orderIds.map(String))
    .execute();
  for (const row of audits) for (const value of [row.before, row.after]) collectKeys(value, keys);
  return keys;
}

function collectKeys(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (PERSONAL_FILE_KEY.test(value)) into.add(value);
  } else if (value && typeof value === "object") {
    for (const inner of Object.values(value)) collectKeys(inner, into);
  }
}

/** The requests past their cooling-off (and any the job began and did not finish), oldest first. */
export async function dueErasures(db: Db, now = new Date(), limit = 50): Promise<number[]> {
  const rows = await db.selectFrom("account_erasures").select("id").where("state", "in", ["pending", "erasing"]).where("due_at", "<=", now).orderBy("due_at").limit(limit).execute();
  return rows.map((row) => row.id);
}
