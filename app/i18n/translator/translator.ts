import type { Catalog, Catalogs } from "./catalog";
import { findText } from "./find-text";
import { interpolate } from "./interpolate";
import { missingKeyText } from "./missing-key";
import { pluralSuffix } from "./plural-suffix";
import { splitNamespace } from "./split-namespace";
import type { Namespace } from "../text-keys";
import type { TFunction, TOptions } from "./t-function";

const DEFAULT_NAMESPACE = "common" satisfies Namespace;

const isSubtree = (value: unknown): value is Catalog => typeof value === "object" && value !== null;

/**
 * The texts of one language. Namespaces are added once and never change, so a translator can be shared by every
 * request on the server and every page in the browser, and the same code renders both sides.
 */
export class Translator {
  readonly language: string;
  private readonly namespaces = new Map<string, Catalog>();
  private readonly fixed = new Map<string, TFunction<Namespace>>();

  constructor(language: string, catalogs: Catalogs = {}) {
    this.language = language;
    for (const [namespace, catalog] of Object.entries(catalogs)) this.namespaces.set(namespace, catalog);
  }

  hasNamespace(namespace: string): boolean {
    return this.namespaces.has(namespace);
  }

  /** A namespace that is already there stays as it is: texts never change once added. */
  addNamespace(namespace: string, catalog: Catalog): void {
    if (!this.namespaces.has(namespace)) this.namespaces.set(namespace, catalog);
  }

  /** t for the common namespace. */
  get t(): TFunction<"common"> {
    return this.fixedT(DEFAULT_NAMESPACE);
  }

  /**
   * The t of a namespace, the same function every time. A page renders hundreds of plain keys ("labs.call"):
   * each one's text is looked up once and remembered. Calls with options (counts, values) are looked up every
   * time, and a missing key is not remembered, as its namespace may still arrive.
   */
  fixedT<N extends Namespace>(namespace: N): TFunction<N> {
    const known = this.fixed.get(namespace);
    if (known) return known as TFunction<N>;
    const remembered = new Map<string, string>();
    const t = ((key: string, options?: TOptions) => {
      if (options !== undefined) return this.translate(namespace, key, options);
      const text = remembered.get(key);
      if (text !== undefined) return text;
      const found = this.translate(namespace, key, undefined);
      if (typeof found === "string" && found !== missingKeyText(splitNamespace(key, namespace)[1])) remembered.set(key, found);
      return found;
    }) as TFunction<N>;
    this.fixed.set(namespace, t as TFunction<Namespace>);
    return t;
  }

  private translate(defaultNamespace: string, fullKey: string, options: TOptions | undefined): unknown {
    const [namespace, key] = splitNamespace(fullKey, defaultNamespace);
    const catalog = this.namespaces.get(namespace);
    const found = this.lookUp(catalog, key, options?.count);
    if (isSubtree(found)) {
      if (!options?.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      const copy: Record<string, unknown> = {};
      for (const child of Object.keys(found)) copy[child] = this.translate(namespace, `${key}.${child}`, options);
      return copy;
    }
    // A name with no translation (a town not in the areas list) reads as itself where the caller gave it as the default.
    if (found === undefined || found === null) return typeof options?.defaultValue === "string" ? interpolate(options.defaultValue, options) : missingKeyText(key);
    return typeof found === "string" ? interpolate(found, options) : found;
  }

  /** With a count, the plural form first (key_zero for 0, then key_one or key_other), then the key itself. */
  private lookUp(catalog: Catalog | undefined, key: string, count: unknown): unknown {
    let found: unknown;
    if (count !== undefined && typeof count !== "string") {
      if (count === 0) found = findText(catalog, `${key}_zero`);
      if (found === undefined || found === null) found = findText(catalog, key + pluralSuffix(this.language, count as number));
    }
    if (found === undefined || found === null) found = findText(catalog, key);
    return found;
  }
}
