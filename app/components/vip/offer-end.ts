import { startOfNextKolkataMonth } from "../../../core/time/kolkata-day";

/** The first instant of next month in India: the VIP offer runs until then. */
export function endOfKolkataMonth(now: number): number {
  return startOfNextKolkataMonth(new Date(now)).getTime();
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
