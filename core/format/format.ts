/**
 * The one place where dates, times and money become text (spec 000: dd/mm/yyyy in the
 * en-GB style, 12-hour clock, Asia/Kolkata, rupees). Output is the same in en, hi and bn
 * and the same on the server and in the browser, so server HTML hydrates without mismatch.
 */

/** Spec 000: times are shown in India, whatever the server's own zone. */
export const TIME_ZONE = "Asia/Kolkata";

/**
 * Each formatter is made on first use: making one costs milliseconds on a cheap phone (the zone's data), and a page
 * showing no date or price never pays for it.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateTimeParts = once(() => new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
}));

const rupees = once(() => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 }));
const rupeesWhole = once(() => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }));

type KolkataParts = { day: string; month: string; year: string; hour: string; minute: string; period: "am" | "pm" };

export function kolkataParts(value: Date | string | number): KolkataParts {
  const out: Record<string, string> = {};
  for (const part of dateTimeParts().formatToParts(new Date(value))) out[part.type] = part.value;
  const hour = out.hour === "0" ? "12" : (out.hour ?? "12");
  return {
    day: out.day ?? "",
    month: out.month ?? "",
    year: out.year ?? "",
    hour,
    minute: out.minute ?? "00",
    period: out.dayPeriod?.toLowerCase().startsWith("p") ? "pm" : "am",
  };
}

/** 22/11/2026 */
export function formatDate(value: Date | string | number): string {
  const p = kolkataParts(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 7:05 pm */
export function formatTime(value: Date | string | number): string {
  const p = kolkataParts(value);
  return `${p.hour}:${p.minute} ${p.period}`;
}

/** 22/11/2026, 7:05 pm */
export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** Integer paise to rupees with Indian grouping: 123456700 → "₹12,34,567"; paise only when present. */
export function formatRupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`amount must be whole paise, got ${paise}`);
  return (paise % 100 === 0 ? rupeesWhole() : rupees()).format(paise / 100);
}

/** A wall-clock time as forms give it ("14:30") → "2:30 pm"; anything else is returned as it is. */
export function formatClock(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? "am" : "pm"}`;
}
