import { formatIsoDate } from "../time/kolkata-day";
import type { Language } from "../i18n/language";
import { parseSlotValue } from "./slots";

const HALF: Record<Language, [string, string]> = {
  en: ["1st Half", "2nd Half"],
  hi: ["सुबह (पहला हिस्सा)", "दोपहर बाद (दूसरा हिस्सा)"],
  bn: ["সকাল (প্রথম ভাগ)", "দুপুর (দ্বিতীয় ভাগ)"],
};

/** A stored slot ("2026-11-26 1st Half") as a message names it: "26/11/2026, 1st Half" in the patient's language. */
export function slotText(value: string | null, language: Language): string {
  const slot = parseSlotValue(value);
  if (!slot) return value ?? "";
  return `${formatIsoDate(slot.date)}, ${HALF[language][slot.half - 1]}`;
}
