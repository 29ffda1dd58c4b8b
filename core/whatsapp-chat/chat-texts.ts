import type { Language } from "../i18n/language";

/**
 * The conversation's words: a key of the `whatsappChat` catalogue (app/i18n/locales/{lang}/whatsappChat.json), or
 * another namespace's as "common:errors.…", with its values. Given by the host, which owns the translators.
 */
export type ChatTexts = (language: Language, key: string, values?: Record<string, string | number>) => string;
