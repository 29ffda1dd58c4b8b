/**
 * Booked at a shown price, then changed by staff: the patient must accept the new amount before paying it
 * (issue #27). An order staff priced alone has nothing to accept: its first amount is the offer.
 */
export function awaitsAmountAcceptance(order: { amount_paise: number | null; accepted_amount_paise?: number | null }): boolean {
  return order.accepted_amount_paise != null && order.amount_paise !== null && order.accepted_amount_paise !== order.amount_paise;
}
