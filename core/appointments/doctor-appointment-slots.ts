import { toHhMm, parseClockTime } from "../time/clock-time";
import { bookingDateProblem } from "../time/booking-window";
import { addDays, kolkataDay, weekdayOf } from "../time/kolkata-day";
import type { WeeklyHours } from "../doctors/weekly-hours";
import { AVAILABILITY_SEARCH_DAYS } from "../doctors/next-availability";

/** A consultation slot is half an hour; the last one starts half an hour before the chamber closes. */
export const SLOT_MINUTES = 30;

/** Why a date and time cannot be booked at a chamber; each is a translated message. */
export type SlotProblem = "datePast" | "dateTooFar" | "dayClosed" | "slotOutsideHours" | "slotPast";

/** The slots ("10:00", "10:30", …) a chamber offers on a date, without those already gone when the date is today. */
export function slotsOn(week: WeeklyHours, date: string, now: Date): string[] {
  const hours = week[weekdayOf(date)];
  if (!hours) return [];
  const today = kolkataDay(now);
  const slots: string[] = [];
  for (let start = hours.start; start + SLOT_MINUTES <= hours.end; start += SLOT_MINUTES) {
    if (date === today.date && start <= today.minutes) continue;
    slots.push(toHhMm(start));
  }
  return slots;
}

/**
 * The first day, today included, with a slot still ahead over the days next availability searches: the
 * appointment form's first date.
 * Not the card's "next availability", which counts a session until it ends: its last slot may have begun already.
 */
export function firstDayWithSlots(week: WeeklyHours, now: Date): string | null {
  const today = kolkataDay(now).date;
  for (let offset = 0; offset < AVAILABILITY_SEARCH_DAYS; offset++) {
    const date = addDays(today, offset);
    if (slotsOn(week, date, now).length > 0) return date;
  }
  return null;
}

/** Every slot start the chamber has on any day of the week (the time list before a date is chosen). */
export function slotsOfWeek(week: WeeklyHours): string[] {
  const all = new Set<number>();
  for (const hours of week) {
    if (!hours) continue;
    for (let start = hours.start; start + SLOT_MINUTES <= hours.end; start += SLOT_MINUTES) all.add(start);
  }
  return [...all].sort((a, b) => a - b).map(toHhMm);
}

/** null when the chamber is open for that slot on that date and the slot is still ahead. */
export function slotProblem(week: WeeklyHours, date: string, time: string, now: Date): SlotProblem | null {
  const dateProblem = bookingDateProblem(date, now);
  if (dateProblem) return dateProblem;
  const today = kolkataDay(now);
  const hours = week[weekdayOf(date)];
  if (!hours) return "dayClosed";
  const start = parseClockTime(time);
  if (start === null || start < hours.start || start + SLOT_MINUTES > hours.end || (start - hours.start) % SLOT_MINUTES !== 0) return "slotOutsideHours";
  if (date === today.date && start <= today.minutes) return "slotPast";
  return null;
}
