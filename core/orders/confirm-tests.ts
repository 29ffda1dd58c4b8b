import { AppError } from "../errors/app-error";
import { priceTests } from "../catalog/lab-prices";
import { formatRupees } from "../format/format";
import type { OrderDeps } from "./order-deps";
import type { OrderedTest } from "./ordered-test";
import { runTransition, type TransitionInput } from "./run-transition";

export type ConfirmTestsInput = TransitionInput & {
  testIds: number[];
  /** The amount staff set when it differs from the sum of the prices; then `reason` is required. */
  amountPaise?: number | null;
  reason?: string | null;
};

/**
 * Staff confirm the tests and the amount (ARCHITECTURE.md §6): Pending Confirmation → Confirmed, payment pending,
 * Pay Now shown. Again while unpaid and no payment is open, to correct them. The amount is the prices' sum unless
 * staff give another with a reason. The patient is sent the amount and the link to pay.
 */
export async function confirmTests(deps: OrderDeps, input: ConfirmTestsInput) {
  return runTransition(deps, "confirmTests", input, async (order, tx) => {
    if (order.payment_status !== "Pending") throw new AppError("already_paid", 409, { status: order.status });
    const open = await tx.selectFrom("payments").select("id").where("request_id", "=", order.id).where("state", "=", "pending").executeTakeFirst();
    if (open) throw new AppError("payment_in_progress", 409, { status: order.status });
    const tests = await priceTests(tx, order.lab_id, input.testIds);
    const sum = tests.reduce((total, test) => total + test.pricePaise, 0);
    const amount = input.amountPaise ?? sum;
    if (!Number.isInteger(amount) || amount < 100 || amount > 10_000_000) throw new AppError("amountInvalid", 400);
    const reason = input.reason?.trim() || null;
    if (amount !== sum && !reason) throw new AppError("amountReasonNeeded", 400);
    return {
      set: {
        status: "Confirmed",
        tests: JSON.stringify(tests.map((test): OrderedTest => ({ test_name: test.name, amount_paise: test.pricePaise }))),
        amount_paise: amount,
        due_amount_paise: amount,
        amount_reason: amount === sum ? null : reason,
        lab_status: "Accepted",
      },
      note: { prices_sum_paise: sum },
      messages: [
        {
          // Booked at a shown price and now changed: the patient is asked to accept it (Pay Now waits for that).
          template: order.accepted_amount_paise !== null && amount !== order.accepted_amount_paise ? "amount_changed" : "tests_confirmed",
          params: { name: order.name, order: String(order.id), amount: formatRupees(amount), link: `${deps.publicUrl}/trace/test/${order.id}` },
        },
      ],
      result: { amountPaise: amount },
    };
  });
}
