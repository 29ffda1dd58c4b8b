import type { TFunction } from "../../i18n/translator/t-function";
import type { OpenNow } from "../../../core/pharmacy/opening-hours";
import { formatClock } from "../../../core/time/clock-time";

/** "Open 24 hours", "until 9:00 pm", "opens at 8:00 am" or nothing, after the Open/Closed badge. Needs the hospitals namespace. */
export function openingDetail(t: TFunction, hours: OpenNow): string | null {
  if (hours.allDay) return t("hospitals:card.allDay");
  if (hours.open && hours.closesAt !== null) return t("hospitals:card.until", { time: formatClock(hours.closesAt) });
  if (!hours.open && hours.opensAt !== null) return t("hospitals:card.opensAt", { time: formatClock(hours.opensAt) });
  return null;
}
