import { sql } from "kysely";
import { writeAudit } from "../audit/write-audit";
import { memberMilestone } from "../family/member-milestones";
import { formatDate, formatRupees, formatTime } from "../format/format";
import { isLanguage, type Language } from "../i18n/language";
import type { OutgoingMessage } from "../messaging/messenger";
import type { GatewayStatus, PaymentState } from "./gateway";
import { invoiceLinkPath, issueInvoiceLink } from "../invoices/invoice-link";
import type { InvoicePrint } from "../invoices/invoice-print-queue";
import { oweRefund } from "../refunds/owe-refund";
import { nextInvoiceNumber } from "./next-invoice-number";
import type { PaymentDeps } from "./payment-deps";

export type ApplyOutcome =
  /** The order was marked paid by this call (and only this one). */
  | "paid"
  /** The gateway took money but something does not add up (amount, already paid, cancelled): flagged, refund Due. */
  | "held"
  /** The attempt failed or expired by this call. */
  | "failed"
  /** Nothing changed: still pending, or another caller already finished the attempt. */
  | "unchanged";

export type ApplyResult = { outcome: ApplyOutcome; state: PaymentState };

/**
 * The only place an order becomes Paid (ARCHITECTURE.md §2, §6). In one transaction, with the order row and
 * then the attempt row locked: a completed status whose amount equals the attempt's and the order's marks the
 * order Paid with the transaction details and the next invoice number, and writes the audit row. Poll, webhook and
 * reconciliation may race; the first to finish the attempt wins, the others change nothing and store no message.
 */
export async function applyPaymentStatus(
  deps: PaymentDeps,
  input: { attemptId: number; status: GatewayStatus; actor: string; now?: Date },
): Promise<ApplyResult> {
  const now = input.now ?? new Date();
  const { status } = input;
  let messageId: number | undefined;
  /** The family member's copy of the payment confirmation, when they agreed to receive it (core/family/member-milestones.ts). */
  let memberMessageId: number | undefined;
  let issued: InvoicePrint | undefined;

  const result = await deps.db.transaction().execute(async (tx): Promise<ApplyResult> => {
    const head = await tx.selectFrom("payments").select("request_id").where("id", "=", input.attemptId).executeTakeFirst();
    if (!head) return { outcome: "unchanged", state: "pending" };
    // Order row first, then the attempt: the same lock order as starting a payment, so the two never deadlock.
    const order = await tx
      .selectFrom("sample_requests")
      .select(["id", "uid", "name", "phone", "status", "payment_status", "amount_paise", "payment_flag", "member_id", "date"])
      .where("id", "=", head.request_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const attempt = await tx.selectFrom("payments").selectAll().where("id", "=", input.attemptId).forUpdate().executeTakeFirstOrThrow();
    const seen = {
      provider_state: status.providerState,
      raw_status: JSON.stringify(status.raw ?? null),
      provider_order_id: status.providerOrderId ?? attempt.provider_order_id,
      updated_at: now,
    };
    // An attempt closed at the door while the gateway still called it pending may yet be paid: that money is taken in.
    const lateCapture = attempt.state !== "pending" && attempt.recheck_until !== null && status.state === "completed";
    if (attempt.state !== "pending" && !lateCapture) return { outcome: "unchanged", state: attempt.state };
    if (status.state === "pending") {
      await tx.updateTable("payments").set(seen).where("id", "=", attempt.id).execute();
      return { outcome: "unchanged", state: "pending" };
    }

    await tx
      .updateTable("payments")
      .set({
        ...seen,
        state: status.state,
        error_code: status.errorCode,
        provider_transaction_id: status.transactionId,
        paid_amount_paise: status.state === "completed" ? status.amountPaise : null,
        finished_at: now,
        recheck_until: null,
      })
      .where("id", "=", attempt.id)
      .execute();
    const language: Language = isLanguage(attempt.language) ? attempt.language : "en";
    const audit = { actor: input.actor, entity: "sample_request", entityId: order.id, at: now };
    const before = { status: order.status, payment_status: order.payment_status };

    if (status.state !== "completed") {
      const time = { transaction_date: formatDate(now), transaction_time: formatTime(now) };
      await tx.updateTable("sample_requests").set({ ...time, updated_at: now }).where("id", "=", order.id).where("payment_status", "=", "Pending").execute();
      await writeAudit(tx, { ...audit, action: `payment.${status.state}`, before, after: { attempt: attempt.id, error_code: status.errorCode, ...time } });
      if (order.payment_status === "Pending") {
        messageId = await deps.messenger.store(
          {
            to: order.phone,
            template: "payment_not_completed",
            language,
            params: { name: order.name, order: String(order.id), link: `${deps.publicUrl}/trace/test/${order.id}` },
            requestId: order.id,
          },
          tx,
        );
      }
      return { outcome: "failed", state: status.state };
    }

    const flag =
      status.amountPaise !== attempt.amount_paise || order.amount_paise !== attempt.amount_paise
        ? "amount_mismatch"
        : order.payment_status !== "Pending"
          ? "paid_twice"
          : order.status === "Cancelled"
            ? "paid_after_cancel"
            : null;
    if (flag) {
      await tx.updateTable("sample_requests").set({ payment_flag: flag, updated_at: now }).where("id", "=", order.id).execute();
      // Money held is owed back: a refund Due for what the gateway took, and the patient is told when it returns.
      const held = status.amountPaise ?? attempt.amount_paise;
      const owed = await oweRefund(tx, { requestId: order.id, paymentId: attempt.id, amountPaise: held, cause: flag, now });
      await writeAudit(tx, {
        ...audit,
        action: "payment.held",
        before,
        after: { flag, attempt: attempt.id, attempt_amount: attempt.amount_paise, gateway_amount: status.amountPaise, order_amount: order.amount_paise, refund_due: owed },
      });
      if (owed) {
        messageId = await deps.messenger.store(
          { to: order.phone, template: "refund_due", language, requestId: order.id, params: { name: order.name, order: String(order.id), amount: formatRupees(held) } },
          tx,
        );
      }
      return { outcome: "held", state: "completed" };
    }

    const invoiceNumber = await nextInvoiceNumber(tx);
    const paid = {
      // An order already with its agent stays there: payment never moves an order backwards (ARCHITECTURE.md §6).
      status: sql<string>`case when status = 'Confirmed' then 'Paid' else status end`,
      payment_status: "Success",
      payment_method: "Gateway",
      payment_date: formatDate(now),
      payment_time: formatTime(now),
      payment_amount_paise: attempt.amount_paise,
      due_amount_paise: 0,
      transaction_id: attempt.merchant_order_id,
      transaction_pnr: status.transactionId ?? status.providerOrderId,
      transaction_date: formatDate(now),
      transaction_time: formatTime(now),
      invoice_number: invoiceNumber,
      invoice_date: now,
      updated_at: now,
    };
    const updated = await tx
      .updateTable("sample_requests")
      .set(paid)
      .where("id", "=", order.id)
      .where("payment_status", "=", "Pending")
      .returning(["status", "payment_status", "transaction_id", "transaction_pnr", "invoice_number"])
      .executeTakeFirstOrThrow();
    await writeAudit(tx, { ...audit, action: "payment.completed", before, after: { ...updated, attempt: attempt.id } });
    // The shared link in the message: random, expiring, revocable by the owner (decision 0030).
    const linkToken = await issueInvoiceLink(tx, { orderId: order.id, now, days: deps.invoiceLinkDays });
    const confirmation: OutgoingMessage = {
      to: order.phone,
      template: "payment_confirmed",
      language,
      requestId: order.id,
      params: {
        name: order.name,
        order: String(order.id),
        amount: formatRupees(attempt.amount_paise),
        link: `${deps.publicUrl}${invoiceLinkPath(invoiceNumber, linkToken)}`,
      },
    };
    messageId = await deps.messenger.store(confirmation, tx);
    const copy = await memberMilestone(tx, { order, template: "payment_confirmed", language });
    if (copy) memberMessageId = await deps.messenger.store(copy, tx);
    issued = { invoiceNumber, language };
    return { outcome: "paid", state: "completed" };
  });

  // The message row committed with the payment (only the caller that changed the order stored one); it is queued
  // after the commit, so a job never looks for a row that is not there yet. Should queuing fail or the process die
  // here, the row stays queued and the reconciliation job queues it again (requeueStrandedMessages).
  for (const id of [messageId, memberMessageId]) {
    if (id === undefined) continue;
    try {
      await deps.messageQueue.enqueue(id);
    } catch (error) {
      deps.onMessageError?.(error);
    }
  }
  // The invoice is printed once, by a job, after the commit (a print takes seconds of Chromium); should queuing fail,
  // the reconciliation job finds the paid order without its PDF and queues it (queueMissingInvoicePrints).
  if (issued) await deps.invoicePrints.enqueue(issued).catch((error: unknown) => deps.onMessageError?.(error));
  return result;
}
