import type { FieldVisit } from "../../../core/staff/field-visit";
import type { TFunction } from "../../i18n/translator/t-function";

/** What the agent is told about money: what to take, that it was paid online, or what was taken at the door. */
export function visitPaymentLine(t: TFunction, visit: Pick<FieldVisit, "paid" | "amountDue" | "collectedAtDoor">): string {
  if (visit.collectedAtDoor) {
    return t(visit.collectedAtDoor.method === "cash" ? "visit.collectedCash" : "visit.collectedUpi", { amount: visit.collectedAtDoor.amount });
  }
  return visit.paid ? t("visit.paidOnline") : t("visit.amountDue", { amount: visit.amountDue });
}
