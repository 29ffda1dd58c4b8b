import type { Catalog } from "./catalog";

const isObject = (value: unknown): value is Catalog => typeof value === "object" && value !== null;

/** The value at a dotted key ("form.privacy"): a text, a subtree, or undefined. Only a catalog's own keys count. */
export function findText(catalog: Catalog | undefined, key: string): unknown {
  if (!catalog) return undefined;
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return findDottedKey(catalog, key);
    node = node[part];
  }
  return node === undefined || node === null || node === "" ? findDottedKey(catalog, key) : node;
}

/** A key whose own name holds dots ({"St. Thomas": …}), tried the way i18next's deepFind did. */
function findDottedKey(catalog: Catalog, key: string): unknown {
  const whole = catalog[key];
  if (whole) return Object.hasOwn(catalog, key) ? whole : undefined;
  const parts = key.split(".");
  let node: unknown = catalog;
  for (let i = 0; i < parts.length; ) {
    if (!isObject(node)) return undefined;
    let next: unknown;
    let path = "";
    for (let j = i; j < parts.length; ++j) {
      path += (j === i ? "" : ".") + parts[j];
      next = Object.hasOwn(node, path) ? node[path] : undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < parts.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    if (next === undefined) return undefined;
    node = next;
  }
  return node;
}
