import { kolkataParts } from "../../../core/format/format";
import { KOLKATA_OFFSET_MS } from "../../../core/time/kolkata-day";

/** The first instant of next month in India (UTC+5:30 all year, no daylight saving): the VIP offer runs until then. */
export function endOfKolkataMonth(now: number): number {
  const { year, month } = kolkataParts(now);
  // month is 1-based, so as a Date.UTC month index it already points at the next month.
  return Date.UTC(Number(year), Number(month), 1) - KOLKATA_OFFSET_MS;
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

export function remainingUntil(end: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
