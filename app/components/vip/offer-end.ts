import { kolkataParts } from "../../../core/format/format";

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The first instant of next month in India (UTC+5:30 all year, no daylight saving): the VIP offer runs until then. */
export function endOfKolkataMonth(now: number): number {
  const { year, month } = kolkataParts(now);
  // month is 1-based, so as a Date.UTC month index it already points at the next month.
  return Date.UTC(Number(year), Number(month), 1) - IST_OFFSET_MS;
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
