import { addDays, isIsoDate, kolkataDay, weekdayOf } from "../time/kolkata-day";

/** Spec 001 §5: the four availability slots named by today and tomorrow, in the order the picker lists them. */
export const RELATIVE_SLOTS = ["today-1", "today-2", "tomorrow-1", "tomorrow-2"] as const;
type RelativeSlot = (typeof RELATIVE_SLOTS)[number];
/** A half-day after tomorrow, by its Kolkata date: "2026-11-28-1" (issue #27, docs/decisions/0005-spec-deviations.md). */
type LaterSlot = `${number}-${number}-${number}-${1 | 2}`;
export type Slot = RelativeSlot | LaterSlot;

/** Issue #27: besides the spec's today and tomorrow, the five days after tomorrow, both halves. */
export const LATER_DAYS = 5;

/** The spec's English names of the relative slots (the catalogs translate them). */
export const SLOT_LABEL: Record<RelativeSlot, string> = {
  "today-1": "Today 1st Half",
  "today-2": "Today 2nd Half",
  "tomorrow-1": "Tomorrow 1st Half",
  "tomorrow-2": "Tomorrow 2nd Half",
};

const LATER_SLOT = /^(\d{4}-\d{2}-\d{2})-([12])$/;

/** A slot's shape: one of the relative names, or a real date and a half. Whether it can still be booked is availableSlots' answer. */
export const isSlot = (value: unknown): value is Slot =>
  typeof value === "string" && ((RELATIVE_SLOTS as readonly string[]).includes(value) || isIsoDate(LATER_SLOT.exec(value)?.[1] ?? ""));

/**
 * Spec 001 §5, §9, by the hour in Asia/Kolkata whatever the server's zone: 'Today 1st Half' for hours 8 to 12,
 * 'Today 2nd Half' before hour 15, both tomorrow's halves always. We read "hours 8 to 12" as 8:00 up to noon,
 * not including hour 12: at 12:00 the morning half is over, and offering it would promise a visit that cannot
 * happen (docs/decisions/0022-sample-slots.md). Then both halves of each of the LATER_DAYS days after tomorrow.
 */
export function availableSlots(now: Date): Slot[] {
  const hour = Math.floor(kolkataDay(now).minutes / 60);
  const relative = RELATIVE_SLOTS.filter((slot) => {
    if (slot === "today-1") return hour >= 8 && hour < 12;
    if (slot === "today-2") return hour < 15;
    return true;
  });
  const today = kolkataDay(now).date;
  const later = Array.from({ length: LATER_DAYS }, (_, i) => addDays(today, i + 2)).flatMap((date) => [`${date}-1`, `${date}-2`] as LaterSlot[]);
  return [...relative, ...later];
}

/** What the picker needs to name a slot: a relative one by its catalog key, a later one by weekday, date and half. */
export function describeSlot(slot: Slot): { relative: RelativeSlot } | { date: string; weekday: number; half: 1 | 2 } {
  const later = LATER_SLOT.exec(slot);
  if (!later?.[1]) return { relative: slot as RelativeSlot };
  return { date: later[1], weekday: weekdayOf(later[1]), half: later[2] === "1" ? 1 : 2 };
}

/**
 * What is stored in sample_requests.date: the day in Kolkata and the half, e.g. "2026-11-25 1st Half", so a
 * request read tomorrow still names the right day (the spec stored the relative words).
 */
export function slotValue(slot: Slot, now: Date): string {
  const later = LATER_SLOT.exec(slot);
  if (later?.[1]) return `${later[1]} ${later[2] === "1" ? "1st" : "2nd"} Half`;
  const today = kolkataDay(now).date;
  const day = slot.startsWith("today") ? today : addDays(today, 1);
  return `${day} ${slot.endsWith("1") ? "1st" : "2nd"} Half`;
}

/** "2026-11-25 1st Half" → its parts; anything else (the spec's older relative words) → null. */
export function parseSlotValue(value: string | null): { date: string; half: 1 | 2 } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (1st|2nd) Half$/.exec(value ?? "");
  if (!match?.[1]) return null;
  return { date: match[1], half: match[2] === "1st" ? 1 : 2 };
}
