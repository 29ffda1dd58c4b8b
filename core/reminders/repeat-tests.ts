import type { RepeatTest } from "../../db/schema";
import { TEST_CATALOGUE } from "../catalog/test-catalogue";
import { kolkataDay, kolkataInstant } from "../time/kolkata-day";

export type { RepeatTest };

/**
 * The tests a member may be reminded to repeat, and after how long (issue #29): HbA1c every 3 months (the average
 * sugar of the last 8–12 weeks), TSH every 6 months, the lipid profile every 12 months. Each counts as done when an
 * order of the member had a report with the test itself, a test that contains it, or a package that includes either.
 */
export const REPEAT_TESTS = {
  hba1c: { months: 3, slugs: ["hba1c"] },
  tsh: { months: 6, slugs: ["tsh", "thyroid-profile"] },
  lipid: { months: 12, slugs: ["lipid-profile"] },
} as const satisfies Record<RepeatTest, { months: number; slugs: readonly string[] }>;

export const REPEAT_TEST_KEYS = Object.keys(REPEAT_TESTS) as RepeatTest[];

export const isRepeatTest = (value: string): value is RepeatTest => Object.hasOwn(REPEAT_TESTS, value);

/** The short names a reminder lists, the same in every language (how labs and prescriptions write them). */
export const REPEAT_TEST_LABELS: Record<RepeatTest, string> = { hba1c: "HbA1c", tsh: "TSH", lipid: "Lipid Profile" };

/** The catalogue names (lowercase) an ordered test is matched by, for one repeat test. */
export function orderedNamesOf(test: RepeatTest): string[] {
  const slugs: readonly string[] = REPEAT_TESTS[test].slugs;
  return TEST_CATALOGUE.filter((entry) => slugs.includes(entry.slug) || (entry.includes ?? []).some((slug) => slugs.includes(slug))).map((entry) => entry.name.toLowerCase());
}

/** Reminders are sent from this time of a Kolkata day (10:00), not at dawn. */
export const REPEAT_REMINDER_FROM_MINUTES = 10 * 60;
/** …and not after 19:00: a due reminder not sent by then waits for the next morning. */
export const REPEAT_REMINDER_UNTIL_MINUTES = 19 * 60;

/** When a test done at `doneAt` is due again: the same Kolkata calendar day `months` later (the month's last day if shorter), at 10:00. */
export function repeatDueAt(test: RepeatTest, doneAt: Date): Date {
  const [year = 0, month = 1, day = 1] = kolkataDay(doneAt).date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + REPEAT_TESTS[test].months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return kolkataInstant(target.toISOString().slice(0, 10), REPEAT_REMINDER_FROM_MINUTES);
}

/** Whether `now` is in the hours repeat reminders go out, Kolkata time. */
export function inRepeatReminderHours(now: Date): boolean {
  const { minutes } = kolkataDay(now);
  return minutes >= REPEAT_REMINDER_FROM_MINUTES && minutes < REPEAT_REMINDER_UNTIL_MINUTES;
}

/** At most one repeat reminder per member in this long (issue #29: "at most one a month"). */
export const REPEAT_REMINDER_GAP_DAYS = 30;
