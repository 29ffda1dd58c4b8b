import { randomBytes } from "node:crypto";
import { AppError } from "../errors/app-error";
import type { Language } from "../i18n/language";
import { awaitsAmountAcceptance } from "./amount-acceptance";
import { PAYMENT_EXPIRE_AFTER_SECONDS, type PaymentDeps } from "./payment-deps";
import { refreshPaymentStatus } from "./refresh-payment-status";

export type StartedPayment = { attemptId: number; redirectUrl: string; reused: boolean };

/** First reconciliation look at a new attempt: a patient who closed the window is caught within a minute. */
const FIRST_CHECK_AFTER_MS = 60_000;
/**
 * Longer than any live create takes (the gateway gives up after 10 s for its token and 10 s for the order). An
 * attempt still without a payment page after this belongs to a process that died during the call: nobody got
 * its page, so nobody can pay through it, and it is closed for a new one.
 */
export const CREATE_ABANDONED_AFTER_MS = 60_000;
/** How often, and how long, a second Pay Now looks whether the first one's payment page has arrived. */
const CREATE_POLL_MS = 250;
const CREATE_WAIT_MS = 25_000;

/**
 * Pay Now (spec 000 §4 Payment flow): the patient's own order, priced and unpaid, gets one gateway attempt for
 * the order's amount (never the browser's); while an attempt is open it is handed out again instead.
 */
export async function startPayment(
  deps: PaymentDeps,
  input: { userId: number; requestId: number; language: Language; origin: string; now?: Date },
): Promise<StartedPayment> {
  for (let round = 0; ; round++) {
    let outcome = await tryStart(deps, input);
    // Another Pay Now (a double tap) is asking the gateway right now: wait for its page, holding nothing.
    const giveUpAt = Date.now() + CREATE_WAIT_MS;
    while (outcome.kind === "creating") {
      if (Date.now() > giveUpAt) throw new AppError("payment_in_progress", 409);
      await new Promise((resolve) => setTimeout(resolve, CREATE_POLL_MS));
      outcome = await tryStart(deps, input);
    }
    if (outcome.kind === "created") return createAtGateway(deps, input, outcome);
    if (outcome.kind === "started") return outcome.payment;
    // The open attempt is past its time here: ask the gateway how it ended, then start again (once).
    if (round > 0) throw new AppError("payment_in_progress", 409);
    await refreshPaymentStatus(deps, { attemptId: outcome.staleAttemptId, force: true, actor: "patient", now: input.now });
  }
}

type Claimed = { kind: "created"; attemptId: number; merchantOrderId: string; amountPaise: number; orderId: number };

/**
 * Claim, in one short transaction holding the order's lock: hand out the open attempt, or store a new one with no
 * payment page yet. The gateway is called after the commit (createAtGateway), so a slow gateway holds neither a pool
 * connection nor the order's lock; a second Pay Now meanwhile sees the attempt being created and waits for it.
 */
async function tryStart(
  deps: PaymentDeps,
  input: { userId: number; requestId: number; language: Language; origin: string; now?: Date },
): Promise<{ kind: "started"; payment: StartedPayment } | { kind: "stale"; staleAttemptId: number } | { kind: "creating" } | Claimed> {
  const now = input.now ?? new Date();
  return deps.db.transaction().execute(async (tx) => {
    // Ownership is part of the query: another patient's order and a missing one look the same.
    const order = await tx
      .selectFrom("sample_requests")
      .select(["id", "status", "payment_status", "amount_paise", "accepted_amount_paise", "name", "phone"])
      .where("id", "=", input.requestId)
      .where("uid", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError("order_not_found", 404);
    if (order.payment_status !== "Pending") throw new AppError("already_paid", 409);
    if (order.status === "Cancelled") throw new AppError("order_cancelled", 409);
    if (order.amount_paise === null || order.amount_paise < 100) throw new AppError("not_payable", 409);
    if (awaitsAmountAcceptance(order)) throw new AppError("amount_not_accepted", 409);

    const open = await tx
      .selectFrom("payments")
      .select(["id", "amount_paise", "redirect_url", "expires_at", "created_at"])
      .where("request_id", "=", order.id)
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (open && !open.redirect_url && now.getTime() - open.created_at.getTime() > CREATE_ABANDONED_AFTER_MS) {
      await tx
        .updateTable("payments")
        .set({ state: "expired", error_code: "CREATE_ABANDONED", finished_at: now, updated_at: now })
        .where("id", "=", open.id)
        .execute();
    } else if (open) {
      if (!open.redirect_url) return { kind: "creating" };
      if (open.expires_at.getTime() <= now.getTime()) return { kind: "stale", staleAttemptId: open.id };
      // The price changed while an attempt was open: that attempt may still be paid, so wait for it to end.
      if (open.amount_paise !== order.amount_paise) throw new AppError("payment_in_progress", 409);
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
    return { kind: "created", attemptId: id, merchantOrderId, amountPaise: order.amount_paise, orderId: order.id };
  });
}

/**
 * Call, then record. The merchant order id is the gateway's idempotency key: one attempt is one gateway order.
 * Refused or unreachable, the attempt is closed (nobody got its page, so nobody can pay through it) and the error
 * goes to the caller as before.
 */
async function createAtGateway(deps: PaymentDeps, input: { origin: string; now?: Date }, claimed: Claimed): Promise<StartedPayment> {
  let created;
  try {
    created = await deps.gateway.createPayment({
      merchantOrderId: claimed.merchantOrderId,
      amountPaise: claimed.amountPaise,
      returnUrl: `${input.origin}/trace/test/${claimed.orderId}?attempt=${claimed.attemptId}`,
      expireAfterSeconds: PAYMENT_EXPIRE_AFTER_SECONDS,
      meta: { udf1: String(claimed.orderId) },
    });
  } catch (error) {
    const now = new Date();
    await deps.db
      .updateTable("payments")
      .set({ state: "failed", error_code: "CREATE_FAILED", finished_at: now, updated_at: now })
      .where("id", "=", claimed.attemptId)
      .where("state", "=", "pending")
      .execute();
    throw error;
  }
  const recorded = await deps.db
    .updateTable("payments")
    .set({ provider_order_id: created.providerOrderId, redirect_url: created.redirectUrl, expires_at: created.expiresAt })
    .where("id", "=", claimed.attemptId)
    .where("state", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (!recorded) {
    // Closed during the call (the order was cancelled): its page is not handed out, so it cannot be paid.
    const order = await deps.db.selectFrom("sample_requests").select("status").where("id", "=", claimed.orderId).executeTakeFirst();
    throw new AppError(order?.status === "Cancelled" ? "order_cancelled" : "payment_in_progress", 409);
  }
  return { attemptId: claimed.attemptId, redirectUrl: created.redirectUrl, reused: false };
}
