import { daysBetween, kolkataDay } from "./kolkata-day";

/** Appointments (doctor and pharmacy) can be asked for up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 30;

/** Any appointment's date: not before today, not beyond the booking window (Asia/Kolkata). */
export function bookingDateProblem(date: string, now: Date): "datePast" | "dateTooFar" | null {
  const ahead = daysBetween(kolkataDay(now).date, date);
  if (ahead < 0) return "datePast";
  if (ahead > BOOKING_WINDOW_DAYS) return "dateTooFar";
  return null;
}
