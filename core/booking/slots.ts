import { addDays, kolkataDay } from "../time/kolkata-day";

/** Spec 001 §5: the four availability slots a patient may choose, in the order the picker lists them. */
export const SLOTS = ["today-1", "today-2", "tomorrow-1", "tomorrow-2"] as const;
export type Slot = (typeof SLOTS)[number];

/** The spec's English names of the slots (the catalogs translate them). */
export const SLOT_LABEL: Record<Slot, string> = {
  "today-1": "Today 1st Half",
  "today-2": "Today 2nd Half",
  "tomorrow-1": "Tomorrow 1st Half",
  "tomorrow-2": "Tomorrow 2nd Half",
};

export const isSlot = (value: unknown): value is Slot => typeof value === "string" && (SLOTS as readonly string[]).includes(value);

/**
 * Spec 001 §5, §9, by the hour in Asia/Kolkata whatever the server's zone: 'Today 1st Half' for hours 8 to 12,
 * 'Today 2nd Half' before hour 15, both tomorrow's halves always. We read "hours 8 to 12" as 8:00 up to noon,
 * not including hour 12: at 12:00 the morning half is over, and offering it would promise a visit that cannot
 * happen (docs/decisions/0022-sample-slots.md).
 */
export function availableSlots(now: Date): Slot[] {
  const hour = Math.floor(kolkataDay(now).minutes / 60);
  return SLOTS.filter((slot) => {
    if (slot === "today-1") return hour >= 8 && hour < 12;
    if (slot === "today-2") return hour < 15;
    return true;
  });
}

/**
 * What is stored in sample_requests.date: the day in Kolkata and the half, e.g. "2026-11-25 1st Half", so a
 * request read tomorrow still names the right day (the spec stored the relative words).
 */
export function slotValue(slot: Slot, now: Date): string {
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
