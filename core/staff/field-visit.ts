import { formatClock, formatDate, formatRupees } from "../format/format";
import { formatAddress } from "../geo/format-address";
import { formatIsoDate } from "../time/kolkata-day";
import { DOOR_PAYMENT_METHODS, type DoorPaymentMethod } from "../orders/door-payment";
import type { OrderRow } from "../orders/run-transition";

/** The columns an agent's or a lab's page reads: never the agent code. */
export const FIELD_COLUMNS = [
  "id",
  "status",
  "name",
  "phone",
  "alternate_phone",
  "address",
  "village",
  "city",
  "pincode",
  "lat",
  "lon",
  "tests",
  "amount_paise",
  "payment_status",
  "payment_method",
  "payment_amount_paise",
  "agent_name",
  "agent_assign_date",
  "agent_assign_time",
  "agent_started_at",
  "sample_collected_at",
  "code_attempts",
  "code_locked_at",
  "lab_name",
  "report",
  "lab_report_generated_at",
  "note",
  "patient_note",
  "updated_at",
] as const satisfies readonly (keyof OrderRow)[];

export type FieldRow = Pick<OrderRow, (typeof FIELD_COLUMNS)[number]>;

/** One visit as an agent sees it: where to go, whom to call, what to take and what to collect. */
export type FieldVisit = {
  id: number;
  status: string;
  name: string;
  address: string | null;
  mapsUrl: string | null;
  /** tel: links, the patient's phone first, then the alternate one. */
  callLinks: { phone: string; href: string }[];
  tests: string[];
  /** 0 once paid. */
  amountDuePaise: number;
  amountDue: string;
  paid: boolean;
  /** Paid to the agent at the door: how, and what was taken (not "paid online"). */
  collectedAtDoor: { method: DoorPaymentMethod; amount: string } | null;
  /** dd/mm/yyyy and "2:30 pm" as assigned. */
  date: string | null;
  time: string | null;
  started: boolean;
  /** Five wrong agent codes: only the office can unlock it. */
  locked: boolean;
  done: boolean;
  note: string | null;
  /** The order's version for the forms' `seen` field. */
  version: string;
};

const telOf = (phone: string) => `tel:${/^[6-9]\d{9}$/.test(phone) ? `+91${phone}` : phone.replace(/[^\d+]/g, "")}`;

/** The booking's pin; one without a pin of its own (core/booking/locate-booking.ts) is searched by its address as typed. */
export function mapsUrlOf(lat: number | null, lon: number | null, address: string | null): string | null {
  const query = lat !== null && lon !== null ? `${lat},${lon}` : address ? encodeURIComponent(address) : null;
  return query ? `https://www.google.com/maps/search/?api=1&query=${query}` : null;
}

export const testNamesOf = (tests: unknown): string[] =>
  (Array.isArray(tests) ? tests : []).map((test: { test_name?: unknown }) => String(test?.test_name ?? "")).filter(Boolean);

/** The door method a stored payment_method names ("Cash", "UPI at collection"); null for an online payment. */
export function doorMethodOf(paymentMethod: string | null): DoorPaymentMethod | null {
  const found = Object.entries(DOOR_PAYMENT_METHODS).find(([, stored]) => stored === paymentMethod);
  return found ? (found[0] as DoorPaymentMethod) : null;
}

export function fieldVisitOf(row: FieldRow): FieldVisit {
  const paid = row.payment_status === "Success";
  const due = paid ? 0 : (row.amount_paise ?? 0);
  const doorMethod = doorMethodOf(row.payment_method);
  const phones = [row.phone, row.alternate_phone].filter((phone): phone is string => Boolean(phone?.trim()));
  const address = formatAddress([row.address, row.village, row.city, row.pincode]);
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    address,
    mapsUrl: mapsUrlOf(row.lat, row.lon, address),
    callLinks: [...new Set(phones)].map((phone) => ({ phone, href: telOf(phone) })),
    tests: testNamesOf(row.tests),
    amountDuePaise: due,
    amountDue: formatRupees(due),
    paid,
    collectedAtDoor: paid && doorMethod ? { method: doorMethod, amount: formatRupees(row.payment_amount_paise ?? row.amount_paise ?? 0) } : null,
    date: row.agent_assign_date ? formatIsoDate(row.agent_assign_date) : null,
    time: row.agent_assign_time ? formatClock(row.agent_assign_time) : null,
    started: row.agent_started_at !== null,
    locked: row.code_locked_at !== null,
    done: row.sample_collected_at !== null || row.status === "Sample Collected" || row.status === "Report Generated",
    note: row.note ?? row.patient_note,
    version: row.updated_at.toISOString(),
  };
}

export const formatWhen = (value: Date | null): string | null => (value ? formatDate(value) : null);
