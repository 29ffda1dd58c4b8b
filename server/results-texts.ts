import bnResults from "../app/i18n/locales/bn/results.json" with { type: "json" };
import enResults from "../app/i18n/locales/en/results.json" with { type: "json" };
import hiResults from "../app/i18n/locales/hi/results.json" with { type: "json" };
import { LANGUAGES, type Language } from "../core/i18n/language";
import type { ResultsText } from "../core/privacy/export-summary";
import { addCatalog, translatorFor } from "../app/i18n/translator-for";
import type { Catalog } from "../app/i18n/translator/catalog";

/** The test values' words for the jobs ("Download my data"), as whatsapp-chat-texts.ts does for the conversation. */
const RESULTS_CATALOGS: Record<Language, Catalog> = { en: enResults, hi: hiResults, bn: bnResults };

let provided = false;

/** The results catalogue's t in a language, through the pages' own translators (app/i18n/translator-for.ts). */
export function resultsTexts(language: Language): ResultsText {
  if (!provided) {
    for (const each of LANGUAGES) addCatalog(each, "results", RESULTS_CATALOGS[each]);
    provided = true;
  }
  const t = translatorFor(language).fixedT("results") as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, values) => t(key, values);
}
