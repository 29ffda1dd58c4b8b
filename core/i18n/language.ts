import { LANGUAGES, type Language } from "./languages";

export { LANGUAGES, type Language };

/** The language a first-time visitor sees before choosing one. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Spec 000 §9: the lang cookie lasts one day. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 86_400;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec 000 §4: each press goes to the next language of the table (bn → en → hi → bn); no or an unknown language goes to hi. */
export function nextLanguage(current: string | null | undefined): Language {
  const at = LANGUAGES.indexOf(isLanguage(current) ? current : DEFAULT_LANGUAGE);
  return LANGUAGES[(at + 1) % LANGUAGES.length] ?? DEFAULT_LANGUAGE;
}

/** Picks the first of our languages that the browser's Accept-Language names, in its order of preference. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** The language to render: a /{lang} path wins, then the cookie, then the browser's preference. */
export function resolveLanguage(input: {
  pathLanguage?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.pathLanguage)) return input.pathLanguage;
  if (isLanguage(input.cookie)) return input.cookie;
  return languageFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** "/hi" → "hi"; any other path → undefined. */
export function languageOfPath(pathname: string): Language | undefined {
  const segment = pathname.replace(/^\/+|\/+$/g, "");
  return isLanguage(segment) ? segment : undefined;
}
