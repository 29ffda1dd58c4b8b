import bn from "../app/i18n/locales/bn/common.json" with { type: "json" };
import en from "../app/i18n/locales/en/common.json" with { type: "json" };
import hi from "../app/i18n/locales/hi/common.json" with { type: "json" };
import type { Language } from "../core/i18n/language";

type Common = { errors: Record<string, string>; nav: { home: string } };
const CATALOGS: Record<Language, Common> = { en, hi, bn };

/**
 * The host's own answers (a refused body, a 5xx) in the visitor's language, from the same catalogs as the
 * pages. The host is bundled without Vite, so it reads the common catalog directly instead of through the translator.
 */
export function hostText(lang: Language, key: `errors.${string}` | "nav.home", values: Record<string, string> = {}): string {
  const catalog = CATALOGS[lang];
  const name = key.slice(key.indexOf(".") + 1);
  const text = key === "nav.home" ? catalog.nav.home : (catalog.errors[name] ?? catalog.errors[`${name}_other`] ?? catalog.errors.server ?? "");
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, value: string) => values[value] ?? "");
}
