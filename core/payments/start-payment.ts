import { randomBytes } from "node:crypto";
import { AppError } from "../errors/app-error";
import type { Language } from "../i18n/language";
import { PAYMENT_EXPIRE_AFTER_SECONDS, type PaymentDeps } from "./payment-deps";
import { refreshPaymentStatus } from "./refresh-payment-status";

export type StartedPayment = { attemptId: number; redirectUrl: string; reused: boolean };

/** First reconciliation look at a new attempt: a patient who closed the window is caught within a minute. */
const FIRST_CHECK_AFTER_MS = 60_000;

/**
 * Pay Now (spec 000 §4 Payment flow): the patient's own order, priced and unpaid, gets one gateway attempt for
 * the order's amount (never the browser's); while an attempt is open it is handed out again instead.
 */
export async function startPayment(
  deps: PaymentDeps,
  input: { userId: number; requestId: number; language: Language; origin: string; now?: Date },
): Promise<StartedPayment> {
  for (let round = 0; ; round++) {
    const outcome = await tryStart(deps, input);
    if (outcome.kind === "started") return outcome.payment;
    // The open attempt is past its time here: ask the gateway how it ended, then start again (once).
    if (round > 0) throw new AppError("payment_in_progress", 409);
    await refreshPaymentStatus(deps, { attemptId: outcome.staleAttemptId, force: true, actor: "patient", now: input.now });
  }
}

async function tryStart(
  deps: PaymentDeps,
  input: { userId: number; requestId: number; language: Language; origin: string; now?: Date },
): Promise<{ kind: "started"; payment: StartedPayment } | { kind: "stale"; staleAttemptId: number }> {
  const now = input.now ?? new Date();
  return deps.db.transaction().execute(async (tx) => {
    // Ownership is part of the query: another patient's order and a missing one look the same.
    const order = await tx
      .selectFrom("sample_requests")
      .select(["id", "status", "payment_status", "amount_paise", "name", "phone"])
      .where("id", "=", input.requestId)
      .where("uid", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError("order_not_found", 404);
    if (order.payment_status !== "Pending") throw new AppError("already_paid", 409);
    if (order.status === "Cancelled") throw new AppError("order_cancelled", 409);
    if (order.amount_paise === null || order.amount_paise < 100) throw new AppError("not_payable", 409);

    const open = await tx
      .selectFrom("payments")
      .select(["id", "amount_paise", "redirect_url", "expires_at"])
      .where("request_id", "=", order.id)
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (open) {
      if (open.expires_at.getTime() <= now.getTime()) return { kind: "stale", staleAttemptId: open.id };
      // The price changed while an attempt was open: that attempt may still be paid, so wait for it to end.
      if (open.amount_paise !== order.amount_paise || !open.redirect_url) throw new AppError("payment_in_progress", 409);
      return { kind: "started", payment: { attemptId: open.id, redirectUrl: open.redirect_url, reused: true } };
    }

    const merchantOrderId = `NK${order.id}-${randomBytes(6).toString("hex")}`;
    const { id } = await tx
      .insertInto("payments")
      .values({
        request_id: order.id,
        uid: input.userId,
        gateway: deps.gateway.name,
        merchant_order_id: merchantOrderId,
        amount_paise: order.amount_paise,
        language: input.language,
        expires_at: new Date(now.getTime() + PAYMENT_EXPIRE_AFTER_SECONDS * 1000),
        next_check_at: new Date(now.getTime() + FIRST_CHECK_AFTER_MS),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The gateway is asked inside the transaction (holding the order's lock), so a second Pay Now waits and reuses
    // this attempt; if the gateway refuses, the attempt row rolls back with it.
    const created = await deps.gateway.createPayment({
      merchantOrderId,
      amountPaise: order.amount_paise,
      returnUrl: `${input.origin}/trace/test/${order.id}?attempt=${id}`,
      expireAfterSeconds: PAYMENT_EXPIRE_AFTER_SECONDS,
      meta: { udf1: String(order.id) },
    });
    await tx
      .updateTable("payments")
      .set({ provider_order_id: created.providerOrderId, redirect_url: created.redirectUrl, expires_at: created.expiresAt })
      .where("id", "=", id)
      .execute();
    return { kind: "started", payment: { attemptId: id, redirectUrl: created.redirectUrl, reused: false } };
  });
}
