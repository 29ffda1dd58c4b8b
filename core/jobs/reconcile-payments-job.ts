import { reportFailure, type FailureLog } from "../errors/report-failure";
import { failAbandonedClaims } from "../messaging/fail-abandoned-claims";
import { queueMissingInvoicePrints } from "../invoices/queue-missing-invoice-prints";
import { requeueStrandedMessages } from "../messaging/requeue-stranded-messages";
import type { PaymentDeps } from "../payments/payment-deps";
import { reconcilePendingPayments } from "../payments/reconcile-pending-payments";
import { reconcileRefunds } from "../refunds/reconcile-refunds";
import type { ScheduledJob } from "./scheduled-job";

export const PAYMENTS_RECONCILE_QUEUE = "payments-reconcile";

/**
 * Every minute, one process (the queue is a singleton: one active job across all processes) asks the gateway
 * about the pending attempts that are due; each attempt's own next_check_at thins the checks out with its age.
 * A failed run is not retried: the next minute's run picks up the same attempts.
 */
export type JobLog = FailureLog & { info: (fields: Record<string, unknown>, message: string) => void };

export function reconcilePaymentsJob(payments: PaymentDeps, log?: JobLog): ScheduledJob {
  return {
    name: PAYMENTS_RECONCILE_QUEUE,
    cron: "* * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 },
    run: async () => {
      try {
        const now = new Date();
        const { checked, finished } = await reconcilePendingPayments(payments, now);
        // Refunds sent through the gateway's refund API are asked about until they are made or refused.
        const refunds = await reconcileRefunds(payments, now);
        // Any message stored with its business step but never queued (a crash right after the commit) goes out now.
        const requeued = await requeueStrandedMessages(payments, { now });
        // A message claimed by a process that died during the provider call is given up, not sent twice.
        const outcomeUnknown = await failAbandonedClaims(payments.db, { now });
        // A paid order whose invoice PDF was never stored (a crash after the commit, a print that failed every try).
        const invoicePrints = await queueMissingInvoicePrints(payments);
        if (checked > 0 || requeued > 0 || refunds.checked > 0 || outcomeUnknown > 0 || invoicePrints > 0) {
          log?.info({ checked, finished, requeued, outcomeUnknown, refundsChecked: refunds.checked, refunded: refunds.refunded, invoicePrints }, "payments reconciled");
        }
      } catch (error) {
        reportFailure({ log }, error, "payment reconciliation failed");
        throw error;
      }
    },
  };
}
