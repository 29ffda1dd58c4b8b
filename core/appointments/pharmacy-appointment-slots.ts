import { bookingDateProblem } from "../time/booking-window";
import { parseClockTime } from "../time/clock-time";
import { isIsoDate, kolkataDay } from "../time/kolkata-day";

/** Spec 001 §5: the pharmacy appointment form's time slots. */
export const PHARMACY_SLOTS = ["09:00", "10:00", "11:00", "14:00", "15:00"] as const;
export type PharmacySlot = (typeof PHARMACY_SLOTS)[number];

export type PharmacySlotProblem = "datePast" | "dateTooFar" | "slotPast";

/** null when the date is today or later (within the booking window) and the slot has not begun (Asia/Kolkata). */
export function pharmacySlotProblem(date: string, time: string, now: Date): PharmacySlotProblem | null {
  if (!isIsoDate(date)) return null;
  const dateProblem = bookingDateProblem(date, now);
  if (dateProblem) return dateProblem;
  const today = kolkataDay(now);
  const start = parseClockTime(time);
  if (date === today.date && start !== null && start <= today.minutes) return "slotPast";
  return null;
}

/** The slots still open on a date: all of them on a later day, the ones not yet begun today. */
export function slotsLeftOn(date: string, now: Date): PharmacySlot[] {
  return PHARMACY_SLOTS.filter((slot) => pharmacySlotProblem(date, slot, now) === null);
}
