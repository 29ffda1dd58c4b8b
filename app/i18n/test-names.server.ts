import { catalogueSlugOfName } from "../../core/catalog/catalogue-slug-of-name";
import type { Language } from "../../core/i18n/language";
import { serverT } from "./server-t.server";

/**
 * A test's name as an order stores it (the catalogue's English name) in the reader's language, from the tests
 * catalog, on the server: the page gets the name, not the whole catalog. A lab's own test keeps its name.
 */
export function testNameIn(lang: Language, name: string): string {
  const slug = catalogueSlugOfName(name);
  return slug ? serverT(lang, "tests")(`tests.${slug}.name`, { defaultValue: name }) : name;
}
