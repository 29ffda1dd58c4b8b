import type { Db } from "../../db/client";
import type { ErasureState } from "../../db/schema";
import { invoiceKeptUntil } from "./invoice-retention";

/** The cooling-off: a request waits this long, and a login before its end cancels it. */
export const ERASURE_COOLING_OFF_DAYS = 7;
const DAY_MS = 86_400_000;
/** A cancelled request is mentioned on the page for this long after it was cancelled. */
const CANCELLED_SHOWN_DAYS = 30;

/** Statuses an order leaves for good: every other one is in progress and blocks the erasure. */
export const SETTLED_ORDER_STATUSES = ["Report Generated", "Cancelled"] as const;

export type OrderInProgress = { id: number; status: string; name: string; createdAt: Date };

/** The account's orders still in progress (not Report Generated, not Cancelled), oldest first. */
export async function ordersInProgress(db: Db, accountId: number): Promise<OrderInProgress[]> {
  const rows = await db
    .selectFrom("sample_requests")
    .select(["id", "status", "name", "created_at"])
    .where("uid", "=", accountId)
    .where("status", "not in", SETTLED_ORDER_STATUSES)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, status: row.status, name: row.name, createdAt: row.created_at }));
}

export type ErasureView = {
  /** The open request (waiting for its date, or being carried out), if any. */
  open: { requestedAt: Date; dueAt: Date; state: ErasureState } | null;
  /** The last request a login cancelled, within the last 30 days. */
  cancelled: { requestedAt: Date; cancelledAt: Date } | null;
  inProgress: OrderInProgress[];
  /** The account's invoices, kept under the GST law's hold: how many, and the last day the latest one is held. */
  invoices: { count: number; keptUntil: string | null };
};

/** What the erase page shows the account holder: their request, what blocks it, and what must be kept. */
export async function getErasureView(db: Db, accountId: number, now = new Date()): Promise<ErasureView> {
  const [latest, inProgress, invoices] = await Promise.all([
    db.selectFrom("account_erasures").select(["state", "requested_at", "due_at", "cancelled_at"]).where("account_id", "=", accountId).orderBy("id", "desc").limit(1).executeTakeFirst(),
    ordersInProgress(db, accountId),
    db
      .selectFrom("sample_requests")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.max("invoice_date").as("latest")])
      .where("uid", "=", accountId)
      .where("invoice_number", "is not", null)
      .executeTakeFirstOrThrow(),
  ]);
  const open = latest && (latest.state === "pending" || latest.state === "erasing") ? { requestedAt: latest.requested_at, dueAt: latest.due_at, state: latest.state } : null;
  const cancelled =
    latest?.state === "cancelled" && latest.cancelled_at && now.getTime() - latest.cancelled_at.getTime() < CANCELLED_SHOWN_DAYS * DAY_MS
      ? { requestedAt: latest.requested_at, cancelledAt: latest.cancelled_at }
      : null;
  const latestInvoice = invoices.latest ? new Date(invoices.latest as Date | string) : null;
  return { open, cancelled, inProgress, invoices: { count: Number(invoices.count), keptUntil: latestInvoice ? invoiceKeptUntil(latestInvoice) : null } };
}

export type ErasureRequestResult = { ok: true; dueAt: Date; repeated: boolean } | { ok: false; reason: "wrongDigits" } | { ok: false; reason: "ordersInProgress"; orders: OrderInProgress[] };

/**
 * Asks for the account to be erased after the cooling-off. The account holder confirms by typing the last four digits
 * of their number. Refused while an order is in progress. One open request per account: the account's row is locked
 * for the check, and a second post (a double tap, a second tab) finds the first request and schedules nothing more.
 * Every session of the account ends with the request, so the next login, which cancels it, is a deliberate one.
 */
export async function requestErasure(db: Db, input: { accountId: number; lastDigits: string; now?: Date }): Promise<ErasureRequestResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (tx) => {
    const account = await tx.selectFrom("users").select(["phone", "role", "erased_at"]).where("id", "=", input.accountId).forUpdate().executeTakeFirst();
    if (!account || account.role !== "patient" || account.erased_at) return { ok: false, reason: "wrongDigits" } as const;
    const open = await tx.selectFrom("account_erasures").select("due_at").where("account_id", "=", input.accountId).where("state", "in", ["pending", "erasing"]).executeTakeFirst();
    if (open) return { ok: true, dueAt: open.due_at, repeated: true } as const;
    if (account.phone.slice(-4) !== input.lastDigits) return { ok: false, reason: "wrongDigits" } as const;
    const orders = await ordersInProgress(tx, input.accountId);
    if (orders.length > 0) return { ok: false, reason: "ordersInProgress", orders } as const;
    const dueAt = new Date(now.getTime() + ERASURE_COOLING_OFF_DAYS * DAY_MS);
    await tx.insertInto("account_erasures").values({ account_id: input.accountId, requested_at: now, due_at: dueAt }).execute();
    await tx.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", input.accountId).where("revoked_at", "is", null).execute();
    return { ok: true, dueAt, repeated: false } as const;
  });
}

/**
 * A login during the cooling-off cancels the account's pending request (not one the job has begun to carry out).
 * Answers whether it cancelled one, so the login can say so.
 */
export async function cancelErasureAtLogin(db: Db, accountId: number, now = new Date()): Promise<boolean> {
  const cancelled = await db
    .updateTable("account_erasures")
    .set({ state: "cancelled", cancelled_at: now })
    .where("account_id", "=", accountId)
    .where("state", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  return cancelled !== undefined;
}
