import type { FastifyBaseLogger } from "fastify";
import type { PaymentDeps } from "../core/payments/payment-deps";
import { reconcilePendingPayments } from "../core/payments/reconcile-pending-payments";

/**
 * Until the pg-boss job runner lands (issue #12), a timer in each process runs reconciliation; it is safe in
 * several processes at once (rows are claimed with SKIP LOCKED and applying a status is idempotent).
 */
export function startPaymentReconciler(payments: PaymentDeps, log: FastifyBaseLogger, everyMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(payments)
      .then(({ checked, finished }) => {
        if (checked > 0) log.info({ checked, finished }, "payments reconciled");
      })
      .catch((error: unknown) => log.warn({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
