import { addDays, kolkataDay } from "../time/kolkata-day";

/** The evening reminder goes out from 20:00 Kolkata time on the day before the visit (issue #29)… */
export const VISIT_EVE_FROM_MINUTES = 20 * 60;
/** …until 22:00: a reminder the job could not store by then (the server was down) is not sent in the night. */
export const VISIT_EVE_UNTIL_MINUTES = 22 * 60;

/** The visit day whose patients are reminded now (tomorrow, in Kolkata), or null outside the evening's hours. */
export function visitDayToRemind(now: Date): string | null {
  const today = kolkataDay(now);
  if (today.minutes < VISIT_EVE_FROM_MINUTES || today.minutes >= VISIT_EVE_UNTIL_MINUTES) return null;
  return addDays(today.date, 1);
}
