import { formatClock, formatDateTime, formatRupees } from "../format/format";
import { formatIsoDate, isIsoDate } from "../time/kolkata-day";
import { orderedTestsOf } from "../orders/ordered-test";

/**
 * One change of a request's history, told as a sentence by the staff page (catalog `history.changes.<kind>` of the
 * staff namespace, filled with `values`). Dates and times are already written in Kolkata time; a status, a payment
 * state or a payment method stays the stored value, which the page names in the reader's language. `testNames`
 * (testsSet only) are the tests as the order stores them, for the page to name in the reader's language; `values.tests`
 * joins them as stored.
 */
export type HistoryChange = { kind: HistoryChangeKind; values: Record<string, string | number>; testNames?: string[] };

export const HISTORY_CHANGE_KINDS = [
  "statusChanged",
  "statusSet",
  "labSet",
  "testsSet",
  "amountSet",
  "amountReason",
  "agentSet",
  "agentRemoved",
  "visitSet",
  "slotMoved",
  "agentStarted",
  "sampleCollected",
  "codeTries",
  "codeLocked",
  "codeUnlocked",
  "paymentState",
  "paidBy",
  "amountPaid",
  "invoiceNumber",
  "reportUploaded",
  "reportReplaced",
  "cancelReason",
  "refundAmount",
  "refundReference",
  "nameCorrected",
  "otherDetails",
] as const;

export type HistoryChangeKind = (typeof HISTORY_CHANGE_KINDS)[number];

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === "object" && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null);
const paiseOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : null);

/** An instant as stored in the audit row's JSON (an ISO string), in Kolkata time; anything else as it is. */
function whenOf(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : formatDateTime(new Date(time));
}

/** A stored slot ("2026-11-25 2nd Half") as its date and half (1 or 2). */
function slotOf(value: unknown): { date: string; half: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) ([12])(?:st|nd) Half$/.exec(textOf(value) ?? "");
  return match && isIsoDate(match[1]!) ? { date: formatIsoDate(match[1]!), half: Number(match[2]) } : null;
}

/** Columns a change writes alongside the ones told, or only for the machines: nothing a reader needs from them. */
const UNTOLD = new Set([
  "lab_id",
  "lab_assigned",
  "lab_email",
  "lab_phone",
  "lab_address",
  "lab_status",
  "agent_id",
  "agent_status",
  "agent_response_time",
  "agent_report_time",
  "agent_assign_time",
  "report_status",
  "report_type",
  "report",
  "invoice_date",
  "cancelled_by",
  "cancelled_at",
  "updated_at",
  "attempt",
  "transaction_id",
  "transaction_pnr",
  "transaction_date",
  "transaction_time",
  "payment_flag",
  "due_amount_paise",
  "accepted_amount_paise",
  "previous_accepted_paise",
  "gateway_state",
  "error_code",
  "bytes",
  "values",
  "form_key",
  "refund",
  "merchant_refund_id",
  "refund_status",
  "refunded_on",
  "flag",
  "attempt_amount",
  "gateway_amount",
  "order_amount",
  "refund_due",
  "link",
  "links",
  "as",
  "replaced",
]);

/**
 * What an audit row's before and after say, as sentences to show: each column that changed (a value only in 'before'
 * is context, not a change), the notes written with it, and how many other details changed without a sentence.
 */
export function historyChanges(before: unknown, after: unknown): HistoryChange[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const changed = (key: string) => key in now && JSON.stringify(old[key]) !== JSON.stringify(now[key]);
  const told = new Set<string>();
  const changes: HistoryChange[] = [];
  const add = (keys: string[], kind: HistoryChangeKind, values: Record<string, string | number>, testNames?: string[]) => {
    for (const key of keys) told.add(key);
    changes.push(testNames ? { kind, values, testNames } : { kind, values });
  };

  if (changed("status")) {
    const from = textOf(old.status);
    const to = textOf(now.status) ?? "";
    add(["status"], from ? "statusChanged" : "statusSet", from ? { from, to } : { to });
  }
  if (changed("lab_name") && textOf(now.lab_name)) add(["lab_name"], "labSet", { lab: textOf(now.lab_name)! });
  if (changed("tests")) {
    const names = orderedTestsOf(now.tests).map((test) => test.name);
    if (names.length > 0) add(["tests"], "testsSet", { tests: names.join(", ") }, names);
  }
  // A refund's row (refund.*) names the refund's own amount, not the order's.
  if ("refund" in now) {
    const refunded = paiseOf(now.refunded_paise ?? now.amount_paise);
    if (refunded !== null) add(["amount_paise", "refunded_paise"], "refundAmount", { amount: formatRupees(refunded) });
    if (textOf(now.reference)) add(["reference"], "refundReference", { reference: textOf(now.reference)! });
  }
  if (changed("amount_paise") && !told.has("amount_paise") && paiseOf(now.amount_paise) !== null) add(["amount_paise"], "amountSet", { amount: formatRupees(paiseOf(now.amount_paise)!) });
  if (changed("amount_reason") && textOf(now.amount_reason)) add(["amount_reason"], "amountReason", { reason: textOf(now.amount_reason)! });
  if (changed("agent_name")) {
    const agent = textOf(now.agent_name);
    if (agent) add(["agent_name"], "agentSet", { agent });
    else add(["agent_name"], "agentRemoved", {});
  }
  if (changed("date") && slotOf(now.date)) add(["date"], "slotMoved", slotOf(now.date)!);
  if ((changed("agent_assign_date") || changed("agent_assign_time")) && !told.has("date")) {
    const day = textOf(now.agent_assign_date) ?? textOf(old.agent_assign_date);
    const clock = textOf(now.agent_assign_time) ?? textOf(old.agent_assign_time);
    if (day && isIsoDate(day)) add(["agent_assign_date", "agent_assign_time"], "visitSet", { date: formatIsoDate(day), time: clock ? formatClock(clock) : "" });
  }
  told.add("agent_assign_date");
  if (changed("agent_started_at") && whenOf(now.agent_started_at)) add(["agent_started_at"], "agentStarted", { when: whenOf(now.agent_started_at)! });
  if (changed("sample_collected_at") && whenOf(now.sample_collected_at)) add(["sample_collected_at"], "sampleCollected", { when: whenOf(now.sample_collected_at)! });
  if (changed("code_locked_at")) add(["code_locked_at", "code_attempts"], now.code_locked_at ? "codeLocked" : "codeUnlocked", {});
  else if (changed("code_attempts") && paiseOf(now.code_attempts)) add(["code_attempts"], "codeTries", { count: paiseOf(now.code_attempts)! });
  told.add("code_attempts");
  if (changed("payment_status") && textOf(now.payment_status)) add(["payment_status"], "paymentState", { state: textOf(now.payment_status)! });
  if (changed("payment_method") && textOf(now.payment_method)) add(["payment_method"], "paidBy", { method: textOf(now.payment_method)! });
  if (changed("payment_amount_paise") && paiseOf(now.payment_amount_paise) !== null) add(["payment_amount_paise"], "amountPaid", { amount: formatRupees(paiseOf(now.payment_amount_paise)!) });
  if (changed("invoice_number") && textOf(now.invoice_number)) add(["invoice_number"], "invoiceNumber", { number: textOf(now.invoice_number)! });
  if (changed("lab_report_generated_at") && whenOf(now.lab_report_generated_at)) {
    add(["lab_report_generated_at", "replaced"], now.replaced === true ? "reportReplaced" : "reportUploaded", { when: whenOf(now.lab_report_generated_at)! });
  }
  if (changed("cancel_reason") && textOf(now.cancel_reason)) add(["cancel_reason"], "cancelReason", { reason: textOf(now.cancel_reason)! });
  if (changed("reason") && textOf(now.reason)) add(["reason"], "cancelReason", { reason: textOf(now.reason)! });

  // The patient's correction of the order's name (issue #34): both names, so the change is never silent.
  if (changed("name") && textOf(old.name) && textOf(now.name)) add(["name"], "nameCorrected", { from: textOf(old.name)!, to: textOf(now.name)! });

  const others = Object.keys(now).filter((key) => changed(key) && !told.has(key) && !UNTOLD.has(key));
  if (others.length > 0) changes.push({ kind: "otherDetails", values: { count: others.length } });
  return changes;
}

