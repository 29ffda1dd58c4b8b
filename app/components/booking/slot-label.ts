import { describeSlot, type Slot } from "../../../core/booking/slots";
import { formatIsoDate } from "../../../core/time/kolkata-day";
import type { TFunction } from "../../i18n/translator/t-function";

/** A slot as the pickers name it: "Today 1st Half", or "Sat 28/11/2026 – 1st Half" for a day after tomorrow. */
export function slotLabel(t: TFunction, slot: Slot): string {
  const slotFacts = describeSlot(slot);
  if ("relative" in slotFacts) return t(`common:slots.${slotFacts.relative}`);
  return t("common:slots.later", {
    weekday: t(`common:slots.weekdays.${slotFacts.weekday}`),
    date: formatIsoDate(slotFacts.date),
    half: t(`common:slots.halves.${slotFacts.half}`),
  });
}
