import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from "../i18n/language";
import { cookieOptions, type CookieOptions } from "./cookie-options";

/**
 * The lang cookie, the one way it is written: by the globe (app/routes/language.ts) and by opening a /{lang}
 * address (server/app.ts). Spec 000 §9: it lasts one day.
 */
export function languageCookie(lang: Language, options: { secure: boolean }): { name: string; value: Language; options: CookieOptions } {
  return { name: LANGUAGE_COOKIE, value: lang, options: cookieOptions(LANGUAGE_COOKIE_MAX_AGE_SECONDS, options) };
}
