import type { Language } from "./language";

/** A provider's text in each of our languages, as the database holds it: English always, Hindi and Bengali when given. */
export type ProviderTexts = Record<Language, string | null>;

/** A text and the language it is written in, for the page's lang attribute. */
export type TextInLanguage = { text: string; lang: Language };

/**
 * The visitor's language when the provider gave the text in it, else the English original (marked as English on
 * hi and bn pages); null when there is no text at all. Blank translations count as not given.
 */
export function providerTextIn(texts: ProviderTexts, lang: Language): TextInLanguage | null {
  const own = texts[lang]?.trim();
  if (own) return { text: own, lang };
  const english = texts.en?.trim();
  return english ? { text: english, lang: "en" } : null;
}
