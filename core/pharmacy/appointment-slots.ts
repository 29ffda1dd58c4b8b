import { BOOKING_WINDOW_DAYS } from "../doctors/appointment-slots";
import { parseClockTime } from "../doctors/clock-time";
import { daysBetween, isIsoDate, kolkataDay } from "../doctors/kolkata-day";

/** Spec 001 §5: the pharmacy appointment form's time slots. */
export const PHARMACY_SLOTS = ["09:00", "10:00", "11:00", "14:00", "15:00"] as const;
export type PharmacySlot = (typeof PHARMACY_SLOTS)[number];

export type PharmacySlotProblem = "datePast" | "dateTooFar" | "slotPast";

/** null when the date is today or later (within the booking window) and the slot has not begun (Asia/Kolkata). */
export function pharmacySlotProblem(date: string, time: string, now: Date): PharmacySlotProblem | null {
  if (!isIsoDate(date)) return null;
  const today = kolkataDay(now);
  const ahead = daysBetween(today.date, date);
  if (ahead < 0) return "datePast";
  if (ahead > BOOKING_WINDOW_DAYS) return "dateTooFar";
  const start = parseClockTime(time);
  if (ahead === 0 && start !== null && start <= today.minutes) return "slotPast";
  return null;
}

/** The slots still open on a date: all of them on a later day, the ones not yet begun today. */
export function slotsLeftOn(date: string, now: Date): PharmacySlot[] {
  return PHARMACY_SLOTS.filter((slot) => pharmacySlotProblem(date, slot, now) === null);
}
