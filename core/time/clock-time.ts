/** "17:30", "5:30 pm", "5 PM" → minutes since midnight; anything else → null. */
export function parseClockTime(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const period = match[3]?.toLowerCase().replace(/\./g, "");
  if (minutes > 59) return null;
  if (period) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (period === "pm" ? 12 : 0);
  } else if (match[2] === undefined || hours > 24 || (hours === 24 && minutes > 0)) {
    return null;
  }
  return hours * 60 + minutes;
}

/** 1050 → "5:30 pm" (the 12-hour clock of spec 000, like core/format's formatTime). */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** 1050 → "17:30" (form values and storage). */
export function toHhMm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
