import type { TFunction } from "../../i18n/translator/t-function";
import type { Availability } from "../../../core/doctors/next-availability";
import { formatClock } from "../../../core/time/clock-time";
import { WEEKDAY_COLUMNS } from "../../../core/doctors/weekly-hours";

/** "Today, 5:00 pm – 8:00 pm", "Tomorrow, …", "Wednesday 25/11, …" in the page's language (doctorCard namespace). */
export function availabilityText(t: TFunction, next: Availability): string {
  const values = { from: formatClock(next.start), to: formatClock(next.end) };
  if (next.dayOffset === 0) return t("doctorCard:next.today", values);
  if (next.dayOffset === 1) return t("doctorCard:next.tomorrow", values);
  const [, month, day] = next.date.split("-");
  const weekday = WEEKDAY_COLUMNS[next.weekday];
  return t("doctorCard:next.on", { ...values, day: weekday ? t(`doctorCard:weekdays.${weekday}`) : "", date: `${day}/${month}` });
}
