/**
 * Calendar arithmetic in India's time, the one place that knows the offset. Asia/Kolkata is UTC+05:30 all year
 * (no daylight saving since 1945), so a fixed offset gives the same answer as the time-zone database, on the
 * server and in any browser. Showing a date or time to a person goes through core/format (Intl, Asia/Kolkata).
 */
const KOLKATA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type KolkataDay = {
  /** yyyy-mm-dd */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** Minutes since midnight, 0–1439. */
  minutes: number;
};

export function kolkataDay(now: Date): KolkataDay {
  const shifted = new Date(now.getTime() + KOLKATA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant it is `minutes` past midnight of `date` (yyyy-mm-dd) in Kolkata. */
export function kolkataInstant(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - KOLKATA_OFFSET_MS);
}

/** The first instant of the month after the one `now` falls in, in Kolkata. */
export function startOfNextKolkataMonth(now: Date): Date {
  const [year = 0, month = 1] = kolkataDay(now).date.split("-").map(Number);
  // month is 1-based, so as a Date.UTC month index it already points at the next month.
  return kolkataInstant(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10));
}

/** "2026-11-22" → the day `days` later, same format. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to` (both yyyy-mm-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A real calendar date written yyyy-mm-dd (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** "2026-11-25" → "25/11/2026" (spec 000: dd/mm/yyyy). */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}
