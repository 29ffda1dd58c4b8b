import type { Db } from "../../db/client";
import { INVOICE_LINK_OPENED as LINK_OPENED } from "../invoices/open-invoice-link";

/**
 * The audit actions that are a staff member reading a patient's health data: a prescription or report viewed or
 * downloaded in the console (core/staff/find-staff-file.ts, core/staff/find-lab-report.ts), a page of one order,
 * which shows the patient's details, tests and notes (core/staff/get-staff-request.ts, the agent's visit and the
 * lab's sample pages), the agent's and the lab's lists, which show them for every order listed
 * (core/staff/record-staff-reads.ts), and the lab's values form with saved values (core/results/lab-result-entry.ts).
 * Every place staff can read them writes one of these; a new one is added here to be shown.
 */
export const STAFF_READ_ACTIONS = ["prescription.view", "report.view", "report.download", "request.view", "request.list", "results.view"] as const;

export type StaffReadAction = (typeof STAFF_READ_ACTIONS)[number];

const STAFF_ROLES = ["admin", "lab", "agent"] as const;
/** "link": someone who opened the invoice through the link WhatsApp carried (issue #34). */
export type StaffRole = (typeof STAFF_ROLES)[number] | "link";

export type StaffRead = {
  at: Date;
  role: StaffRole;
  /** The staff member's first name only: who it was, without handing out their full name. */
  firstName: string | null;
  what: "prescription" | "report" | "request" | "invoice" | "results";
  orderId: number;
};

const READS_SHOWN = 500;

/** "Who opened my data": every staff read of this account's orders and every opening of their shared invoice links, newest first (the latest 500). */
export async function listStaffReads(db: Db, accountId: number, limit = READS_SHOWN): Promise<StaffRead[]> {
  const orders = await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).execute();
  if (orders.length === 0) return [];
  const rows = await db
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.actor_id")
    .select(["a.at", "a.actor", "a.action", "a.entity_id", "u.name"])
    .where("a.entity", "=", "sample_request")
    .where(
      "a.entity_id",
      "in",
      orders.map((o) => String(o.id)),
    )
    .where((eb) => eb.or([eb.and([eb("a.action", "in", [...STAFF_READ_ACTIONS]), eb("a.actor", "in", [...STAFF_ROLES])]), eb.and([eb("a.action", "=", LINK_OPENED), eb("a.actor", "=", "link")])]))
    .orderBy("a.at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    role: row.actor as StaffRole,
    firstName: row.actor === "link" ? null : firstNameOf(row.name),
    what: row.action === LINK_OPENED ? "invoice" : (row.action.split(".")[0] as StaffRead["what"]),
    orderId: Number(row.entity_id),
  }));
}

export function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
