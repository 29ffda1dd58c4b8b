import { parseClockTime } from "../time/clock-time";
import { kolkataDay } from "../time/kolkata-day";

const DAY_MINUTES = 1_440;

/** The hospitals table's opening fields (spec 001 §3.6): is_open 'Yes' or 'No', open_time and close_time 'HH:MM'. */
export type OpeningHours = { isOpen: string | null; openTime: string | null; closeTime: string | null };

export type OpenNow = {
  open: boolean;
  /** Open round the clock (00:00–23:59, or opening and closing at the same time). */
  allDay: boolean;
  /** Minutes since midnight of today's closing (when open) and next opening (when closed); null when not known. */
  closesAt: number | null;
  opensAt: number | null;
  /** Minutes from now until it closes (open) or opens (closed); null when that never happens or is not known. */
  minutesToChange: number | null;
};

const CLOSED: OpenNow = { open: false, allDay: false, closesAt: null, opensAt: null, minutesToChange: null };

/**
 * Whether a pharmacy is open at `now` in Asia/Kolkata. 'No' is closed whatever the hours say (spec 001 §4).
 * A closing time earlier than the opening time runs past midnight (18:00–02:00 is open at 01:00); 23:59 means
 * the end of the day. With 'Yes' but hours we cannot read, the owner's 'Yes' is all we know, so it shows Open.
 */
export function openNow(hours: OpeningHours, now: Date): OpenNow {
  if (hours.isOpen?.trim().toLowerCase() !== "yes") return CLOSED;
  const opens = parseClockTime(hours.openTime);
  const closes = parseClockTime(hours.closeTime);
  if (opens === null || closes === null) return { open: true, allDay: false, closesAt: null, opensAt: null, minutesToChange: null };

  const end = closes >= DAY_MINUTES - 1 ? DAY_MINUTES : closes;
  if (opens === end % DAY_MINUTES || (opens === 0 && end === DAY_MINUTES)) {
    return { open: true, allDay: true, closesAt: null, opensAt: null, minutesToChange: null };
  }
  const minute = kolkataDay(now).minutes;
  const forward = (to: number) => (to - minute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const open = opens < end ? minute >= opens && minute < end : minute >= opens || minute < end;
  return open
    ? { open: true, allDay: false, closesAt: closes, opensAt: null, minutesToChange: forward(end % DAY_MINUTES) }
    : { open: false, allDay: false, closesAt: null, opensAt: opens, minutesToChange: forward(opens) };
}
