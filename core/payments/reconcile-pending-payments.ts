import { sql } from "kysely";
import { applyPaymentStatus } from "./apply-payment-status";
import type { PaymentDeps } from "./payment-deps";
import { refreshPaymentStatus } from "./refresh-payment-status";

/** After its own expiry, an attempt the gateway still calls pending is given this long before we call it expired. */
export const EXPIRY_GRACE_MS = 15 * 60_000;

/** Checks thin out with the attempt's age: often while a payer may still be paying, rarely afterwards. */
export function nextCheckDelayMs(ageMs: number): number {
  if (ageMs < 5 * 60_000) return 30_000;
  if (ageMs < 15 * 60_000) return 60_000;
  if (ageMs < 60 * 60_000) return 5 * 60_000;
  return 30 * 60_000;
}

/**
 * Asks the gateway about every pending attempt that is due, so a patient who closed the window still ends up Paid.
 * Safe to run in several processes at once: rows are claimed with SKIP LOCKED, and applying a status is idempotent.
 */
export async function reconcilePendingPayments(deps: PaymentDeps, now = new Date(), limit = 100): Promise<{ checked: number; finished: number }> {
  const due = await deps.db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom("payments")
      .select(["id", "created_at", "expires_at"])
      // Open attempts, and those closed at the door that the gateway may still complete (recheck_until).
      .where((eb) => eb.or([eb("state", "=", "pending"), eb("recheck_until", ">", now)]))
      .where("next_check_at", "<=", now)
      .orderBy("next_check_at")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) {
      await tx
        .updateTable("payments")
        .set({ next_check_at: new Date(now.getTime() + nextCheckDelayMs(now.getTime() - row.created_at.getTime())) })
        .where("id", "=", row.id)
        .execute();
    }
    return rows;
  });

  let finished = 0;
  for (const row of due) {
    const status = await refreshPaymentStatus(deps, { attemptId: row.id, force: true, actor: "payment-job", now });
    if (status.state === "pending" && now.getTime() > row.expires_at.getTime() + EXPIRY_GRACE_MS) {
      await applyPaymentStatus(deps, {
        attemptId: row.id,
        status: { state: "expired", providerState: "EXPIRED_BY_RECONCILIATION", amountPaise: null, providerOrderId: null, transactionId: null, errorCode: "EXPIRED", raw: null },
        actor: "payment-job",
        now,
      });
    }
    const after = await deps.db.selectFrom("payments").select(["state", "recheck_until"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    if (after.state !== "pending" && after.recheck_until === null) finished++;
  }
  return { checked: due.length, finished };
}

/** How many attempts are still open: for the job's log line. */
export async function countPendingPayments(deps: Pick<PaymentDeps, "db">): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from payments where state = 'pending'`.execute(deps.db);
  return Number(rows[0]?.n ?? 0);
}
