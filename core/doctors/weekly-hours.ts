import type { Weekday } from "../../db/schema";
import { parseClockTime } from "../time/clock-time";

export const WEEKDAY_COLUMNS: readonly Weekday[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** One day's consulting hours, minutes since midnight; end after start. */
export type DayHours = { start: number; end: number };

/** Sunday first, as Date#getDay counts; null is closed. */
export type WeeklyHours = readonly (DayHours | null)[];

const OPEN_VALUES = new Set([true, 1, "1", "true", "yes", "open"]);

/**
 * Spec 001 §3.4/§8: a weekday column holds JSON text {is_open, start_time, end_time}; empty, {} or
 * malformed JSON, a closed flag, or times that do not make an interval all mean closed that day.
 */
export function parseDayHours(text: string | null | undefined): DayHours | null {
  if (!text || !text.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const day = value as Record<string, unknown>;
  const isOpen = typeof day.is_open === "string" ? day.is_open.trim().toLowerCase() : day.is_open;
  if (!OPEN_VALUES.has(isOpen as never)) return null;
  const start = parseClockTime(day.start_time);
  const end = parseClockTime(day.end_time);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** One weekday's hours (0 = Sunday), parsing only that day's column. */
export function dayHoursOf(chamber: Partial<Record<Weekday, string | null>>, weekday: number): DayHours | null {
  return parseDayHours(chamber[WEEKDAY_COLUMNS[weekday]!]);
}

export function weeklyHoursOf(chamber: Partial<Record<Weekday, string | null>>): WeeklyHours {
  return WEEKDAY_COLUMNS.map((day) => parseDayHours(chamber[day]));
}
