import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../core/i18n/language";
import { pluralSuffix } from "./plural-suffix";

const COUNTS = [0, 1, 2, 3, 5, 10, 11, 21, 100, 101, 1_000_000, 0.5, 1.5, 2.5, 0.1, -1, -0, -2];

describe("plural suffixes", () => {
  it.each(LANGUAGES)("are Intl's cardinal rules in %s", (lang) => {
    const intl = new Intl.PluralRules(lang);
    for (const count of COUNTS) expect(pluralSuffix(lang, count), `${lang} ${count}`).toBe(`_${intl.select(count)}`);
  });

  it("say 'one' for 0 in Hindi and Bengali, not in English", () => {
    expect([pluralSuffix("hi", 0), pluralSuffix("bn", 0), pluralSuffix("en", 0)]).toEqual(["_one", "_one", "_other"]);
  });
});
