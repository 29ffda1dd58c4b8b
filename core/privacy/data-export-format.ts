import type { Consent } from "./list-consents";
import type { StaffRead } from "./list-staff-reads";

/**
 * The machine-readable part of "Download my data" (`data.json` in the archive), version 1; docs/privacy.md
 * describes every field. Times are ISO 8601 in UTC, money is integer paise, dates the patient typed stay as typed.
 * A field the account never filled is null, never left out, so every export has the same shape.
 */
export const DATA_EXPORT_FORMAT = "nikat-data-export";
export const DATA_EXPORT_VERSION = 1;

export type ExportedFile = {
  /** Where the file is in the archive, e.g. `files/order-12/report.pdf`. */
  path: string;
  kind: "prescription" | "report" | "invoice";
  orderId: number;
  type: string;
  /** Bytes; null when the file is no longer in the storage (then it is not in the archive). */
  size: number | null;
};

/** A published test value of an order (issue #28), as the lab entered it, read against the person's range. */
export type ExportedResult = {
  /** core/results/parameters.ts slug. */
  parameter: string;
  loinc: string;
  /** The parameter's name in the export's language. */
  name: string;
  /** A number with its UCUM unit, or a coded answer (its slug, e.g. `nil`). */
  value: number | null;
  code: string | null;
  unit: string | null;
  /** The reference range in the value's unit, for the person at the time of the sample; null when none is known. */
  range: { low: number | null; high: number | null } | null;
  flag: "low" | "in-range" | "high" | "normal" | "abnormal" | null;
  publishedAt: string;
  /** Earlier values replaced by a correction after publishing, oldest first. */
  corrections: { value: number | null; code: string | null; unit: string | null; enteredAt: string; correctedAt: string }[];
};

export type ExportedOrder = {
  id: number;
  createdAt: string;
  status: string;
  /** The family member the sample was for (familyMembers[].id); null for orders booked before families, or by name. */
  memberId: number | null;
  patient: { name: string; gender: string | null; age: string | null; guardianName: string | null; phone: string; alternatePhone: string | null };
  address: { address: string | null; village: string | null; city: string | null; state: string | null; pincode: string | null };
  /** The collection slot as booked (`2026-11-27 1st Half`-like, as the booking form wrote it). */
  slot: string | null;
  serviceType: string;
  note: string | null;
  tests: { name: string; amountPaise: number | null }[];
  amountPaise: number | null;
  acceptedAmountPaise: number | null;
  payment: { status: string; method: string | null; paidPaise: number | null; duePaise: number | null; transactionId: string | null; invoiceNumber: number | null; invoiceDate: string | null };
  lab: { name: string | null; phone: string | null; address: string | null } | null;
  sampleCollectedAt: string | null;
  reportStatus: string;
  consentAt: string | null;
  guardianConsentAt: string | null;
  cancelled: { at: string | null; by: string | null; reason: string | null } | null;
  refundStatus: string | null;
  /** The lab's published values (drafts the lab has not published with the report are not the patient's yet). */
  results: ExportedResult[];
  /** Every recorded step of the order, oldest first: who (a role, never a staff member's name) changed what. */
  statusHistory: { at: string; by: string; action: string; statusBefore: string | null; statusAfter: string | null }[];
};

export type DataExport = {
  format: typeof DATA_EXPORT_FORMAT;
  version: typeof DATA_EXPORT_VERSION;
  generatedAt: string;
  language: string;
  account: {
    id: number;
    phone: string;
    name: string | null;
    gender: string | null;
    age: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    pincode: string | null;
    country: string;
    createdAt: string;
  };
  familyMembers: {
    id: number;
    name: string;
    relation: string;
    birthDate: string | null;
    birthYear: number | null;
    gender: string | null;
    whatsappPhone: string | null;
    whatsappConsentAt: string | null;
    guardianConfirmedAt: string | null;
    lastAddress: unknown;
    removedAt: string | null;
    createdAt: string;
  }[];
  orders: ExportedOrder[];
  payments: { id: number; orderId: number; gateway: string; merchantOrderId: string; amountPaise: number; paidPaise: number | null; state: string; createdAt: string; finishedAt: string | null }[];
  refunds: { id: number; orderId: number; amountPaise: number; cause: string; state: string; method: string | null; refundedPaise: number | null; refundedOn: string | null; createdAt: string }[];
  appointmentRequests: { id: number; doctorId: number | null; chamberId: number | null; hospitalId: number | null; name: string; phone: string | null; email: string | null; date: string; time: string; reason: string | null; status: string; createdAt: string }[];
  /** WhatsApp messages sent to the account's number or about its orders; login and reset codes are masked. */
  messages: { id: number; createdAt: string; to: string; template: string; language: string; text: string; state: string; orderId: number | null }[];
  consents: { kind: Consent["kind"]; memberId: number | null; givenAt: string | null; withdrawnAt: string | null; active: boolean }[];
  consentWithdrawals: { consent: string; memberId: number | null; givenAt: string | null; withdrawnAt: string }[];
  /** "Who opened my data": staff reads of the orders' prescriptions, reports and pages. */
  staffReads: { at: string; role: StaffRead["role"]; firstName: string | null; what: StaffRead["what"]; orderId: number }[];
  files: ExportedFile[];
};
