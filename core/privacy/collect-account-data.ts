import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import { renderMessage } from "../messaging/templates";
import { orderedTestsOf } from "../orders/ordered-test";
import { readResultValue } from "../results/read-result-value";
import { resultPersonOf } from "../results/result-person";
import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION, type DataExport, type ExportedFile, type ExportedOrder, type ExportedResult } from "./data-export-format";
import { listConsents } from "./list-consents";
import { listStaffReads } from "./list-staff-reads";

/** A file to put into the archive: where it goes, and its key in the file storage. */
export type FileToExport = ExportedFile & { key: string };

/** Codes are no use once used or expired, and must never travel: the message is exported with the code masked. */
const MASKED_PARAMS: Record<string, string[]> = { login_code: ["code"], password_reset_code: ["code"] };

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/heic": "heic", "image/heif": "heif" };
const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
const statusOf = (value: unknown): string | null => (value && typeof value === "object" && "status" in value && typeof value.status === "string" ? value.status : null);

/**
 * Everything held about one account, read for its export (data-export-format.ts): the profile, family members,
 * orders with their tests, amounts and every recorded step, payments, refunds, appointment requests, WhatsApp
 * messages, consents and staff reads, the published test values with their corrections; and the list of its files
 * (prescriptions, reports, invoice PDFs) with their storage keys, which the builder copies in. Undefined for an
 * account that does not exist. `parameterName` names a test parameter in the export's language (the host has the
 * catalogues).
 */
export async function collectAccountData(
  db: Db,
  input: { accountId: number; language: Language; now: Date; parameterName: (slug: string) => string },
): Promise<{ data: DataExport; files: FileToExport[] } | undefined> {
  const { accountId } = input;
  const user = await db.selectFrom("users").selectAll().where("id", "=", accountId).executeTakeFirst();
  if (!user) return undefined;
  const orders = await db.selectFrom("sample_requests").selectAll().where("uid", "=", accountId).orderBy("id").execute();
  const orderIds = orders.map((o) => o.id);
  const none = orderIds.length === 0;
  const [members, history, payments, refunds, appointments, messages, consents, withdrawals, reads, invoiceFiles, values, corrections] = await Promise.all([
    db.selectFrom("family_members").selectAll().where("account_id", "=", accountId).orderBy("id").execute(),
    none
      ? []
      : db
          .selectFrom("audit_log")
          .select(["entity_id", "at", "actor", "action", "before", "after"])
          .where("entity", "=", "sample_request")
          .where("entity_id", "in", orderIds.map(String))
          // Reads are listed as staff reads; refused steps changed nothing.
          .where("action", "not like", "%.view")
          .where("action", "not like", "%.download")
          .where("action", "not like", "%.refused")
          .orderBy("at")
          .orderBy("id")
          .execute(),
    db.selectFrom("payments").selectAll().where("uid", "=", accountId).orderBy("id").execute(),
    none ? [] : db.selectFrom("refunds").selectAll().where("request_id", "in", orderIds).orderBy("id").execute(),
    db.selectFrom("appointment_requests").selectAll().where("user_id", "=", accountId).orderBy("id").execute(),
    db
      .selectFrom("messages")
      .select(["id", "created_at", "to", "template", "language", "params", "state", "request_id"])
      .where((eb) => (none ? eb("to", "=", user.phone) : eb.or([eb("to", "=", user.phone), eb("request_id", "in", orderIds)])))
      .orderBy("id")
      .execute(),
    listConsents(db, accountId),
    db.selectFrom("consent_withdrawals").selectAll().where("account_id", "=", accountId).orderBy("withdrawn_at").execute(),
    listStaffReads(db, accountId, 100_000),
    none
      ? []
      : db
          .selectFrom("invoice_files as f")
          .innerJoin("sample_requests as s", "s.invoice_number", "f.invoice_number")
          .select(["s.id as order_id", "f.language", "f.file_key", "f.size"])
          .where("s.uid", "=", accountId)
          .orderBy("s.id")
          .orderBy("f.language")
          .execute(),
    none
      ? []
      : db
          .selectFrom("result_values")
          .select(["id", "request_id", "parameter", "value_number", "value_code", "unit", "published_at"])
          .where("request_id", "in", orderIds)
          .where("published_at", "is not", null)
          .orderBy("request_id")
          .orderBy("id")
          .execute(),
    none
      ? []
      : db
          .selectFrom("result_value_corrections")
          .select(["result_value_id", "old_value_number", "old_value_code", "old_unit", "old_entered_at", "corrected_at"])
          .where("request_id", "in", orderIds)
          .orderBy("corrected_at")
          .orderBy("id")
          .execute(),
  ]);

  const resultsOf = (order: (typeof orders)[number]): ExportedResult[] => {
    const member = members.find((m) => m.id === order.member_id) ?? null;
    const person = resultPersonOf(order, member, order.sample_collected_at ?? order.report_date ?? order.created_at);
    return values
      .filter((v) => v.request_id === order.id)
      .map((v): ExportedResult => {
        const read = readResultValue({ parameter: v.parameter, valueNumber: v.value_number, valueCode: v.value_code, unit: v.unit }, person);
        return {
          parameter: v.parameter,
          loinc: read?.parameter.loinc ?? "",
          // A parameter the catalogue no longer knows keeps its slug as its name.
          name: read ? input.parameterName(v.parameter) : v.parameter,
          value: v.value_number,
          code: v.value_code,
          unit: v.unit,
          range: read?.range ? { low: read.range.low, high: read.range.high } : null,
          flag: read?.flag ?? null,
          publishedAt: iso(v.published_at) ?? "",
          corrections: corrections
            .filter((c) => c.result_value_id === v.id)
            .map((c) => ({ value: c.old_value_number, code: c.old_value_code, unit: c.old_unit, enteredAt: c.old_entered_at.toISOString(), correctedAt: c.corrected_at.toISOString() })),
        };
      });
  };

  const files: FileToExport[] = [];
  for (const order of orders) {
    if (order.prescription) files.push(fileOf(order.id, "prescription", order.prescription, order.prescription_type ?? "application/octet-stream", "prescription"));
    if (order.report) files.push(fileOf(order.id, "report", order.report, order.report_type ?? "application/pdf", "report"));
  }
  for (const invoice of invoiceFiles) files.push(fileOf(invoice.order_id, "invoice", invoice.file_key, "application/pdf", `invoice-${invoice.language}`));

  const data: DataExport = {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    generatedAt: input.now.toISOString(),
    language: input.language,
    account: {
      id: user.id,
      phone: user.phone,
      name: user.name,
      gender: user.gender,
      age: user.age,
      address: user.address,
      city: user.city,
      state: user.state,
      pincode: user.pincode,
      country: user.country,
      createdAt: user.created_at.toISOString(),
    },
    familyMembers: members.map((m) => ({
      id: m.id,
      name: m.name,
      relation: m.relation,
      birthDate: m.birth_date,
      birthYear: m.birth_year,
      gender: m.gender,
      whatsappPhone: m.whatsapp_phone,
      whatsappConsentAt: iso(m.whatsapp_consent_at),
      guardianConfirmedAt: iso(m.guardian_confirmed_at),
      lastAddress: m.last_address,
      removedAt: iso(m.removed_at),
      createdAt: m.created_at.toISOString(),
    })),
    orders: orders.map(
      (o): ExportedOrder => ({
        id: o.id,
        createdAt: o.created_at.toISOString(),
        status: o.status,
        memberId: o.member_id,
        patient: { name: o.name, gender: o.gender, age: o.dob, guardianName: o.guardian_name, phone: o.phone, alternatePhone: o.alternate_phone },
        address: { address: o.address, village: o.village, city: o.city, state: o.state, pincode: o.pincode },
        slot: o.date,
        serviceType: o.service_type,
        note: o.note ?? o.patient_note,
        tests: orderedTestsOf(o.tests),
        amountPaise: o.amount_paise,
        acceptedAmountPaise: o.accepted_amount_paise,
        payment: {
          status: o.payment_status,
          method: o.payment_method,
          paidPaise: o.payment_amount_paise,
          duePaise: o.due_amount_paise,
          transactionId: o.transaction_id,
          invoiceNumber: o.invoice_number,
          invoiceDate: iso(o.invoice_date),
        },
        lab: o.lab_id === null && !o.lab_name ? null : { name: o.lab_name, phone: o.lab_phone, address: o.lab_address },
        sampleCollectedAt: iso(o.sample_collected_at),
        reportStatus: o.report_status,
        consentAt: iso(o.consent_at),
        guardianConsentAt: iso(o.guardian_consent_at),
        cancelled: o.cancelled_at || o.cancel_reason ? { at: iso(o.cancelled_at), by: o.cancelled_by, reason: o.cancel_reason } : null,
        refundStatus: o.refund_status,
        results: resultsOf(o),
        statusHistory: history
          .filter((h) => h.entity_id === String(o.id))
          .map((h) => ({ at: h.at.toISOString(), by: h.actor, action: h.action, statusBefore: statusOf(h.before), statusAfter: statusOf(h.after) })),
      }),
    ),
    payments: payments.map((p) => ({
      id: p.id,
      orderId: p.request_id,
      gateway: p.gateway,
      merchantOrderId: p.merchant_order_id,
      amountPaise: p.amount_paise,
      paidPaise: p.paid_amount_paise,
      state: p.state,
      createdAt: p.created_at.toISOString(),
      finishedAt: iso(p.finished_at),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      orderId: r.request_id,
      amountPaise: r.amount_paise,
      cause: r.cause,
      state: r.state,
      method: r.method,
      refundedPaise: r.refunded_paise,
      refundedOn: r.refunded_on,
      createdAt: r.created_at.toISOString(),
    })),
    appointmentRequests: appointments.map((a) => ({
      id: a.id,
      doctorId: a.doctor_id,
      chamberId: a.chamber_id,
      hospitalId: a.hospital_id,
      name: a.name,
      phone: a.phone,
      email: a.email,
      date: a.date,
      time: a.time,
      reason: a.reason,
      status: a.status,
      createdAt: a.created_at.toISOString(),
    })),
    messages: messages.map((m) => {
      const params = { ...m.params };
      for (const name of MASKED_PARAMS[m.template] ?? []) if (name in params) params[name] = "••••••";
      return {
        id: m.id,
        createdAt: m.created_at.toISOString(),
        to: m.to,
        template: m.template,
        language: m.language,
        text: renderMessage(m.template, m.language, params),
        state: m.state,
        orderId: m.request_id,
      };
    }),
    consents: consents.map((c) => ({ kind: c.kind, memberId: c.kind === "guardian" ? c.memberId : null, givenAt: iso(c.givenAt), withdrawnAt: iso(c.withdrawnAt), active: c.active })),
    consentWithdrawals: withdrawals.map((w) => ({ consent: w.consent, memberId: w.member_id, givenAt: iso(w.given_at), withdrawnAt: w.withdrawn_at.toISOString() })),
    staffReads: reads.map((r) => ({ at: r.at.toISOString(), role: r.role, firstName: r.firstName, what: r.what, orderId: r.orderId })),
    files: files.map(({ key: _key, ...file }) => file),
  };
  return { data, files };
}

function fileOf(orderId: number, kind: ExportedFile["kind"], key: string, type: string, name: string): FileToExport {
  return { path: `files/order-${orderId}/${name}.${EXTENSIONS[type] ?? "bin"}`, kind, orderId, type, size: null, key };
}
