/** Characters of natural language: a key containing them is read as a sentence unless its first part is a path. */
const NATURAL_LANGUAGE = /[ ,?!;]/;

/**
 * `ns:key` names another namespace. As under i18next, a key that reads like a sentence ("areas.Some Town: East")
 * is still split when its first part looks like a path, and further colons join the rest with dots.
 */
export function splitNamespace(key: string, namespace: string): [namespace: string, key: string] {
  if (!key.includes(":")) return [namespace, key];
  const dot = key.indexOf(".");
  const looksLikePath = !NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)));
  if (!looksLikePath) return [namespace, key];
  const [first = "", ...rest] = key.split(":");
  return [first, rest.join(".")];
}
