import { kolkataInstant } from "../time/kolkata-day";
import { parseSlotValue } from "../booking/slots";

/** The hour each half starts in Kolkata: the morning half is 8:00 to noon (spec 001 §5), the afternoon from noon. */
export const HALF_START_HOUR = { 1: 8, 2: 12 } as const;

/** FAQ (spec 001): rescheduling is free up to 2 hours before the slot starts. */
export const FREE_RESCHEDULE_BEFORE_MS = 2 * 60 * 60 * 1000;

/** When a stored slot ("2026-11-25 2nd Half") starts; null for the spec's older relative words. */
export function slotStart(value: string | null): Date | null {
  const slot = parseSlotValue(value);
  if (!slot) return null;
  return kolkataInstant(slot.date, HALF_START_HOUR[slot.half] * 60);
}

/** "08:00" or "12:00": the time an agent's visit defaults to for a slot. */
export function slotStartTime(value: string | null): string {
  const slot = parseSlotValue(value);
  return `${String(slot ? HALF_START_HOUR[slot.half] : 8).padStart(2, "0")}:00`;
}

/** The patient may move or cancel the visit themselves until 2 hours before its slot starts. */
export function patientMayStillChange(slotValue: string | null, now: Date): boolean {
  const start = slotStart(slotValue);
  return start === null || now.getTime() <= start.getTime() - FREE_RESCHEDULE_BEFORE_MS;
}
