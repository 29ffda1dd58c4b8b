import bnCommon from "../app/i18n/locales/bn/common.json" with { type: "json" };
import bnUnavailable from "../app/i18n/locales/bn/unavailable.json" with { type: "json" };
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import enUnavailable from "../app/i18n/locales/en/unavailable.json" with { type: "json" };
import hiCommon from "../app/i18n/locales/hi/common.json" with { type: "json" };
import hiUnavailable from "../app/i18n/locales/hi/unavailable.json" with { type: "json" };
import { LANGUAGES, type Language } from "../core/i18n/language";
import { errorText } from "../app/lib/error-text";
import { MISSING_KEY_MARK } from "../app/i18n/translator/missing-key";
import { addCatalog, translatorFor } from "../app/i18n/translator-for";
import type { Catalog } from "../app/i18n/translator/catalog";
import type { TFunction } from "../app/i18n/translator/t-function";

/**
 * The namespaces the host's own answers use (a refused body, a 5xx, the page shown while the database is away).
 * The host is bundled without Vite, so it cannot list the catalogs the way app/i18n/catalog.server.ts does: it
 * imports these and puts them into the same translators as the pages (app/i18n/translator-for.ts).
 */
const HOST_CATALOGS: Record<Language, { common: Catalog; unavailable: Catalog }> = {
  en: { common: enCommon, unavailable: enUnavailable },
  hi: { common: hiCommon, unavailable: hiUnavailable },
  bn: { common: bnCommon, unavailable: bnUnavailable },
};

let provided = false;

/** t of one of the host's namespaces, in the visitor's language. */
export function hostT(lang: Language, namespace: "common" | "unavailable"): TFunction {
  if (!provided) {
    for (const each of LANGUAGES) for (const [name, catalog] of Object.entries(HOST_CATALOGS[each])) addCatalog(each, name, catalog);
    provided = true;
  }
  return translatorFor(lang).fixedT(namespace);
}

/** An AppError's text as the pages show it (with its details counted); a code with no text reads as the generic one. */
export function hostErrorText(lang: Language, code: string, details: Record<string, string | number> = {}): string {
  const t = hostT(lang, "common");
  const text = errorText(t, { error: code, details });
  return text.startsWith(MISSING_KEY_MARK) ? t("errors.server") : text;
}
