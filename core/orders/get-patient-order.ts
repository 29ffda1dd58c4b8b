import { sql } from "kysely";
import type { Db } from "../../db/client";
import { sampleForOf, type SampleFor } from "../booking/list-my-sample-requests";
import { slotText } from "../booking/slot-names";
import { fullSlotsAtLabs } from "../booking/full-slots-at-labs";
import { availableSlots, slotValue, type Slot } from "../booking/slots";
import { formatClock, formatDate, formatDateTime, formatRupees, formatTime } from "../format/format";
import type { Language } from "../i18n/language";
import { formatIsoDate, isIsoDate } from "../time/kolkata-day";
import { firstName } from "./assign-agent";
import { ORDER_NAME_CORRECTED } from "./correct-order-name";
import { orderedTestsOf } from "./ordered-test";
import { awaitsAmountAcceptance } from "../payments/amount-acceptance";
import { canDownloadInvoice, canDownloadReport, canPay } from "./order-actions";
import { patientMayStillChange } from "./slot-start";
import { trackerOf, type Tracker } from "./tracker-steps";
import { BEFORE_COLLECTION, type OrderStatus } from "./transitions";

/** What the tracking page shows of one order: already formatted (dd/mm/yyyy, 12-hour clock, rupees), nothing secret. */
export type PatientOrder = {
  id: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string | null;
  amount: string | null;
  serviceType: string;
  labName: string | null;
  placedDate: string;
  placedTime: string;
  note: string | null;
  hasPrescription: boolean;
  tests: { name: string; amount: string | null }[];
  name: string;
  /** Every correction of the name by the account holder, oldest first: the name before and after, and when (issue #34). */
  nameCorrections: { from: string; to: string; at: string }[];
  /** The name an issued invoice states when the name was corrected after it (the invoice is not changed); else null. */
  invoiceName: string | null;
  /** Whose sample it is (the family member booked for). */
  sampleFor: SampleFor;
  phone: string;
  address: string | null;
  mapsUrl: string | null;
  agent: { name: string; assignDate: string | null; assignTime: string | null; status: string | null } | null;
  /** The patient's 6-digit agent code, only while a sample is still to be taken. */
  agentCode: string | null;
  labStatus: string;
  reportStatus: string;
  transaction: { id: string | null; pnr: string | null; date: string | null; time: string | null };
  /** A payment the gateway completed that staff must check (amount mismatch and the like). */
  paymentHeld: boolean;
  invoiceNumber: number | null;
  tracker: Tracker;
  actions: { pay: boolean; report: boolean; invoice: boolean };
  /** An attempt still open (the page resumes polling it after a return from the gateway). */
  openAttemptId: number | null;
  /** The booked slot as the patient's language names it ("26/11/2026, 1st Half"). */
  slot: string | null;
  /**
   * What the patient may still change themselves: only before the agent leaves. Reschedule by the FAQ rule (up to
   * 2 hours before the slot starts, else `tooLate`: call support) to one of `slots`; cancel until the agent leaves.
   */
  change: { reschedule: boolean; tooLate: boolean; slots: Slot[]; cancel: boolean; paid: boolean } | null;
  /** Staff changed the amount of a booking made at a shown price: the new amount waits for the patient's yes before Pay Now. */
  amountToAccept: { amountPaise: number; amount: string; agreed: string } | null;
  cancellation: { reason: string | null; by: string | null; at: string | null; refund: "Due" | "Refunded" | null } | null;
};


/** One order of one patient: ownership is in the query, so another patient's order and a missing one are both undefined. */
export async function getPatientOrder(db: Db, input: { userId: number; orderId: number; language?: Language; now?: Date }): Promise<PatientOrder | undefined> {
  const now = input.now ?? new Date();
  const row = await db
    .selectFrom("sample_requests")
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom("payments")
        .select("payments.id")
        .whereRef("payments.request_id", "=", "sample_requests.id")
        .where("payments.state", "=", "pending")
        .limit(1)
        .as("open_attempt_id"),
    )
    .select((eb) => [
      eb.selectFrom("family_members").select("family_members.name").whereRef("family_members.id", "=", "sample_requests.member_id").as("member_name"),
      eb.selectFrom("family_members").select("family_members.relation").whereRef("family_members.id", "=", "sample_requests.member_id").as("member_relation"),
      // The name's corrections in the same statement: the tracking page is read on every load, most orders have none.
      sql<{ at: string; before: unknown; after: unknown }[]>`coalesce((select json_agg(json_build_object('at', a.at, 'before', a.before, 'after', a.after) order by a.id) from audit_log a where a.entity = 'sample_request' and a.entity_id = sample_requests.id::text and a.action = ${ORDER_NAME_CORRECTED}), '[]'::json)`.as("name_corrections"),
    ])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const beforeCollection = BEFORE_COLLECTION.includes(row.status as OrderStatus);
  const changeable = beforeCollection && row.agent_started_at === null;
  const tooLate = !patientMayStillChange(row.date, now);
  const otherSlots = changeable && !tooLate ? availableSlots(now).filter((slot) => slotValue(slot, now) !== row.date) : [];
  // A slot the order's lab has no place left in is not offered (rescheduleOrder refuses it too).
  const full = row.lab_id !== null && otherSlots.length > 0 ? (await fullSlotsAtLabs(db, [row.lab_id], otherSlots, now))[row.lab_id] ?? [] : [];
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    amount: row.amount_paise === null ? null : formatRupees(row.amount_paise),
    serviceType: row.service_type,
    labName: row.lab_name,
    placedDate: formatDate(row.created_at),
    placedTime: formatTime(row.created_at),
    note: row.note ?? row.patient_note,
    hasPrescription: Boolean(row.prescription),
    tests: orderedTestsOf(row.tests).map((test) => ({ name: test.name, amount: test.amountPaise === null ? null : formatRupees(test.amountPaise) })),
    name: row.name,
    nameCorrections: row.name_corrections.map((c) => ({ from: nameIn(c.before), to: nameIn(c.after), at: formatDateTime(c.at) })),
    invoiceName: row.invoice_name,
    sampleFor: sampleForOf(row),
    phone: row.phone,
    address: [row.address, row.city, row.pincode].filter(Boolean).join(", ") || null,
    mapsUrl: row.lat !== null && row.lon !== null ? `https://www.google.com/maps/search/?api=1&query=${row.lat},${row.lon}` : null,
    agent: row.agent_name
      ? {
          name: firstName(row.agent_name),
          assignDate: row.agent_assign_date && isIsoDate(row.agent_assign_date) ? formatIsoDate(row.agent_assign_date) : row.agent_assign_date,
          assignTime: row.agent_assign_time ? formatClock(row.agent_assign_time) : null,
          status: row.agent_status,
        }
      : null,
    agentCode: beforeCollection && row.agent_otp !== null ? String(row.agent_otp).padStart(6, "0") : null,
    labStatus: row.lab_status,
    reportStatus: row.report_status,
    transaction: { id: row.transaction_id, pnr: row.transaction_pnr, date: row.transaction_date, time: row.transaction_time },
    paymentHeld: row.payment_flag !== null && row.payment_status !== "Success",
    invoiceNumber: row.invoice_number,
    tracker: trackerOf(row),
    actions: { pay: canPay(row), report: canDownloadReport(row), invoice: canDownloadInvoice(row) },
    openAttemptId: row.open_attempt_id === null ? null : Number(row.open_attempt_id),
    slot: row.date ? slotText(row.date, input.language ?? "en") : null,
    change: changeable
      ? { reschedule: !tooLate, tooLate, slots: otherSlots.filter((slot) => !full.includes(slot)), cancel: true, paid: row.payment_status === "Success" }
      : null,
    amountToAccept:
      awaitsAmountAcceptance(row) && row.amount_paise !== null && row.accepted_amount_paise !== null && row.payment_status === "Pending" && row.status !== "Cancelled"
        ? { amountPaise: row.amount_paise, amount: formatRupees(row.amount_paise), agreed: formatRupees(row.accepted_amount_paise) }
        : null,
    cancellation:
      row.status === "Cancelled"
        ? {
            reason: row.cancel_reason,
            by: row.cancelled_by,
            at: row.cancelled_at ? formatDateTime(row.cancelled_at) : null,
            refund: row.refund_status === "Due" || row.refund_status === "Refunded" ? row.refund_status : null,
          }
        : null,
  };
}

/** The name an audit row of a correction holds ("" once an erasure removed it). */
function nameIn(values: unknown): string {
  const name = typeof values === "object" && values !== null && "name" in values ? (values as { name: unknown }).name : null;
  return typeof name === "string" ? name : "";
}
