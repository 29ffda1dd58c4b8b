import type { Insertable } from "kysely";
import type { SampleRequestsTable } from "../../db/schema";
import { formatRupees } from "../format/format";
import type { OrderedTest } from "../orders/ordered-test";

/**
 * A booking whose tests and amount the server priced before it was made (a basket or a package, issue #27): it
 * starts Confirmed with its tests and amount, and that amount accepted by the patient, so Pay Now shows at once.
 * A later change by staff then waits for the patient's yes (core/orders/accept-amount.ts).
 */
export type PricedBooking = { tests: OrderedTest[]; amountPaise: number; trackingUrl: (id: number) => string };

export function pricedColumns(priced: PricedBooking | undefined): Partial<Insertable<SampleRequestsTable>> {
  if (!priced) return {};
  return {
    status: "Confirmed",
    lab_status: "Accepted",
    tests: JSON.stringify(priced.tests),
    amount_paise: priced.amountPaise,
    due_amount_paise: priced.amountPaise,
    accepted_amount_paise: priced.amountPaise,
  };
}

/** Priced already, the first message is the one staff's confirmation sends: the tests, the amount and the link to pay. */
export function pricedMessage(priced: PricedBooking, order: { id: number; name: string }) {
  return {
    template: "tests_confirmed" as const,
    params: { name: order.name, order: String(order.id), amount: formatRupees(priced.amountPaise), link: priced.trackingUrl(order.id) },
  };
}
