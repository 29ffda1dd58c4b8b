import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../core/i18n/languages";

const LOCALES = path.resolve(import.meta.dirname, "../../app/i18n/locales");
const catalogs = new Map<string, Record<string, unknown>>();

function catalog(lang: string, namespace: string): Record<string, unknown> | undefined {
  const name = `${lang}/${namespace}`;
  if (!catalogs.has(name)) {
    const file = path.join(LOCALES, lang, `${namespace}.json`);
    catalogs.set(name, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {});
  }
  return catalogs.get(name);
}

/** The languages whose catalog lacks a message key as the app writes it: `errors.x` (common) or `ns:errors.x`. */
export function languagesMissing(key: string): string[] {
  const [namespace, dotted] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const parts = dotted.split(".");
  const last = parts.pop()!;
  return LANGUAGES.filter((lang) => {
    let node: unknown = catalog(lang, namespace);
    for (const part of parts) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    const parent = node && typeof node === "object" ? (node as Record<string, unknown>) : {};
    // A counted message (a number in its details) is kept as its plural forms, key_one and key_other.
    const worded = (value: unknown) => typeof value === "string" && value.trim() !== "";
    return !worded(parent[last]) && !(worded(parent[`${last}_one`]) && worded(parent[`${last}_other`]));
  });
}

/** Message keys a data answer (JSON, or React Router's .data stream) names: quoted `errors.someKey`, with or without a namespace. */
export const ERROR_KEY = /"((?:[a-zA-Z]+:)?errors\.[a-z][A-Za-z_]*)"/g;
export const errorKeysIn = (body: string): string[] => [...new Set([...body.matchAll(ERROR_KEY)].map((match) => match[1]!))];

/** zod's own messages, which mean a schema rule was given no catalog key. */
const ZOD_DEFAULT = /"(?:Too (?:big|small):|Invalid (?:input|option|string|type)|Expected [a-z]+, received)[^"]*"/g;

/**
 * What a reader of a rendered page would see untranslated: our missing-key mark, a placeholder left unfilled,
 * or an `errors.` key shown as text. The page's scripts carry the whole catalog and are left out.
 */
export function untranslatedShown(html: string): string[] {
  const shown = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " ");
  return [...(shown.match(/⟦[^⟧]*⟧?/g) ?? []), ...(shown.match(/\{\{[^}]*\}\}/g) ?? []), ...(shown.match(/(?<![\w.:/-])(?:[a-zA-Z]+:)?errors\.[a-z][A-Za-z_]*\b/g) ?? [])];
}

/**
 * Every problem with how a refusal is worded: for a data answer, each message key it names must exist in every
 * language's catalog (and a form's refusal must name one); for a page, nothing may be shown untranslated; a
 * refusal told by a redirect (`?changeError=…`, `?uploadError=…`) must name an `errors.<code>` the catalogs have.
 */
export function wordingProblems(response: { statusCode: number; headers: Record<string, unknown>; body: string }, options: { formRefusal: boolean }): string[] {
  const problems: string[] = [];
  const type = String(response.headers["content-type"] ?? "");
  const location = String(response.headers.location ?? response.headers["x-remix-redirect"] ?? "");
  const redirected = /[?&](?:changeError|uploadError)=([^&#"\s]*)/.exec(`${location} ${response.body}`);
  if (redirected) {
    for (const lang of languagesMissing(`errors.${decodeURIComponent(redirected[1]!)}`)) problems.push(`errors.${redirected[1]} missing in ${lang}`);
    return problems;
  }
  if (type.includes("text/html")) return untranslatedShown(response.body).map((fragment) => `shown untranslated: ${fragment}`);
  if (type.includes("text/plain")) return (response.body.match(/\berrors\.[a-z][A-Za-z]*\b|⟦/g) ?? []).map((fragment) => `shown untranslated: ${fragment}`);
  const keys = errorKeysIn(response.body);
  for (const fragment of response.body.match(ZOD_DEFAULT) ?? []) problems.push(`a schema's default English instead of a key: ${fragment}`);
  // The host's own refusals (a body too large or unreadable before any route) carry the message already worded.
  const worded = hostMessage(response.body);
  if (worded !== undefined) return /^(?:[a-zA-Z]+:)?errors\.|⟦/.test(worded) || worded.trim() === "" ? [...problems, `host message not worded: ${worded}`] : problems;
  if (options.formRefusal && keys.length === 0) problems.push(`no message key in a ${response.statusCode} answer: ${response.body.slice(0, 200)}`);
  for (const key of keys) for (const lang of languagesMissing(key)) problems.push(`${key} missing in ${lang}`);
  return problems;
}

function hostMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed?.error?.message === "string" ? parsed.error.message : undefined;
  } catch {
    return undefined;
  }
}
