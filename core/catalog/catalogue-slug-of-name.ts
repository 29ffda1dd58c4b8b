import { TEST_CATALOGUE } from "./test-catalogue";

/** Lowercase words only: "Blood Sugar (Fasting)" and "blood sugar fasting" are the same test. */
const wordsOf = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** The name without its bracketed short form: "HbA1c (Glycated Haemoglobin)" is also "HbA1c". */
const withoutBrackets = (text: string): string => wordsOf(text.replace(/\([^)]*\)/g, " "));

const SLUG_BY_WORDS: ReadonlyMap<string, string> = (() => {
  const bySlug = new Map<string, string>();
  // Full names first, then aliases and short names: a full name is never taken over by another test's alias.
  for (const test of TEST_CATALOGUE) bySlug.set(wordsOf(test.name), test.slug);
  for (const test of TEST_CATALOGUE) {
    for (const words of [withoutBrackets(test.name), ...test.aliases.map(wordsOf)]) if (words && !bySlug.has(words)) bySlug.set(words, test.slug);
  }
  return bySlug;
})();

/**
 * The catalogue slug of a test name as an order stores it (the catalogue's English name, or a name staff or an
 * older booking wrote a little differently), so the page can show the test's name in the reader's language.
 * A name the catalogue does not know (a lab's own test) has none and is shown as written.
 */
export function catalogueSlugOfName(name: string): string | undefined {
  return SLUG_BY_WORDS.get(wordsOf(name)) ?? SLUG_BY_WORDS.get(withoutBrackets(name));
}
