import { addDays, kolkataDay, type KolkataDay } from "../time/kolkata-day";
import type { DayHours, WeeklyHours } from "./weekly-hours";

/** Spec 001 §9: next availability is searched over 7 days from today. */
export const AVAILABILITY_SEARCH_DAYS = 7;

export type Availability = {
  /** yyyy-mm-dd in Asia/Kolkata */
  date: string;
  /** 0 today, 1 tomorrow, … 6 */
  dayOffset: number;
  weekday: number;
  start: number;
  end: number;
};

/** A chamber's week: parsed, or a lookup that parses a day only when asked (a card needs one or two of the seven). */
export type HoursOn = WeeklyHours | ((weekday: number) => DayHours | null);

/**
 * The first consulting session that has not ended yet, from now (Asia/Kolkata) over the next seven days,
 * today included; null when the chamber has no open day in that week.
 */
export function nextAvailability(week: HoursOn, now: Date | KolkataDay): Availability | null {
  const today = now instanceof Date ? kolkataDay(now) : now;
  for (let offset = 0; offset < AVAILABILITY_SEARCH_DAYS; offset++) {
    const weekday = (today.weekday + offset) % 7;
    const hours = typeof week === "function" ? week(weekday) : week[weekday];
    if (!hours) continue;
    if (offset === 0 && today.minutes >= hours.end) continue;
    return { date: addDays(today.date, offset), dayOffset: offset, weekday, start: hours.start, end: hours.end };
  }
  return null;
}

/** The soonest of several chambers' availabilities. */
export function earliestAvailability(options: readonly (Availability | null)[]): Availability | null {
  let best: Availability | null = null;
  for (const option of options) {
    if (option && (!best || option.dayOffset < best.dayOffset || (option.dayOffset === best.dayOffset && option.start < best.start))) best = option;
  }
  return best;
}
