/** One namespace's texts as in locales/{lang}/{namespace}.json: nested objects of strings. */
export type Catalog = { readonly [key: string]: unknown };

/** Namespaces by name, in one language. */
export type Catalogs = Record<string, Catalog>;
