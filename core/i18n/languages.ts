/**
 * The one table of our languages. Adding one is a checklist the compiler drives: add its code to LANGUAGES, then
 * every `Record<Language, …>` that now misses it fails `npm run typecheck`: the two tables below, the host's
 * catalogs (server/host-texts.ts) and the providers' own texts (core/i18n/provider-text.ts: an about_{code}
 * column, which needs a migration). The tests name the rest (app/i18n/catalogs.test.ts: a catalog per namespace
 * under app/i18n/locales/{code}/). Then run `npx tsx scripts/font-faces.ts` so app/fonts.css carries the
 * script's font.
 */
export const LANGUAGES = ["en", "hi", "bn"] as const;
export type Language = (typeof LANGUAGES)[number];

export type LanguageFacts = {
  /**
   * BCP 47 tag for Intl: as written in India. Hindi and Bengali are pinned to Latin digits (-u-nu-latn): every
   * number we show arrives with Latin digits, and a formatter left on bn-IN would switch to Bengali digits in
   * the middle of a page.
   */
  intlLocale: string;
  /** The page's og:locale. */
  ogLocale: string;
  /** What the globe shows for the current language. */
  globeLabel: string;
};

/** The @fontsource family that draws a language's script, the subsets we serve and how they display. */
export type LanguageFont = { family: string; subsets: readonly string[]; display: "optional" | "swap" };

/** In the globe's order (spec 000 §4: each press goes en → hi → bn → en). */
export const LANGUAGE_TABLE: Readonly<Record<Language, LanguageFacts>> = {
  en: { intlLocale: "en-IN", ogLocale: "en_IN", globeLabel: "EN" },
  hi: { intlLocale: "hi-IN-u-nu-latn", ogLocale: "hi_IN", globeLabel: "हिं" },
  bn: { intlLocale: "bn-IN-u-nu-latn", ogLocale: "bn_IN", globeLabel: "বাং" },
};

/**
 * The fonts, by language (apart from the table above so the browser's scripts, which never need them, stay
 * small). Noto Sans draws English and the Latin text on every page; it displays "optional", since every phone
 * draws Latin and a first visit on slow data reads in its own font instead of seeing the text jump. Not every
 * phone can draw Devanagari and Bengali: "swap".
 */
export const LANGUAGE_FONTS: Readonly<Record<Language, LanguageFont>> = {
  en: { family: "noto-sans", subsets: ["latin", "latin-ext"], display: "optional" },
  hi: { family: "noto-sans-devanagari", subsets: ["devanagari"], display: "swap" },
  bn: { family: "noto-sans-bengali", subsets: ["bengali"], display: "swap" },
};
