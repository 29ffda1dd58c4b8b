/**
 * The one place where dates, times and money become text (spec 000: dd/mm/yyyy in the
 * en-GB style, 12-hour clock, Asia/Kolkata, rupees). Output is the same in en, hi and bn
 * and the same on the server and in the browser, so server HTML hydrates without mismatch.
 */

type KolkataParts = { day: string; month: string; year: string; hour: string; minute: string; period: "am" | "pm" };

/**
 * India has kept one offset, UTC+05:30, with no summer time since 1945: a time's parts in Kolkata are arithmetic.
 * Measured: Intl's formatToParts was the largest single cost among the server's own functions on the tracking page
 * (about 0.2 ms a page), and its time-zone data costs a cheap phone more.
 */
const KOLKATA_OFFSET_MS = 330 * 60_000;
const twoDigits = (n: number) => String(n).padStart(2, "0");

export function kolkataParts(value: Date | string | number): KolkataParts {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`not a time: ${String(value)}`);
  const inKolkata = new Date(time + KOLKATA_OFFSET_MS);
  const hours = inKolkata.getUTCHours();
  return {
    day: twoDigits(inKolkata.getUTCDate()),
    month: twoDigits(inKolkata.getUTCMonth() + 1),
    year: String(inKolkata.getUTCFullYear()),
    hour: String(hours % 12 === 0 ? 12 : hours % 12),
    minute: twoDigits(inKolkata.getUTCMinutes()),
    period: hours < 12 ? "am" : "pm",
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

/**
 * Integer paise to rupees with Indian grouping: 123456700 → "₹12,34,567"; paise only when present (₹499.50); the
 * same text as Intl.NumberFormat("en-IN", INR) gives (format.test.ts holds them side by side). Arithmetic, like the
 * times above: making that formatter cost a 4×-slowed phone 60 ms of one long task on the first price it showed.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`amount must be whole paise, got ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  const rest = magnitude % 100;
  return `${sign}₹${rupees}${rest === 0 ? "" : `.${twoDigits(rest)}`}`;
}

/** "12345678" → "1,23,45,678": the last three digits, then pairs (lakh, crore). */
function groupIndian(digits: string): string {
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return grouped;
}

/** A wall-clock time as forms give it ("14:30") → "2:30 pm"; anything else is returned as it is. */
export function formatClock(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? "am" : "pm"}`;
}
