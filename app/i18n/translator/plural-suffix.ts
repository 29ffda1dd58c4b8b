const rules = new Map<string, Intl.PluralRules>();

/** The catalog suffix for a count in a language: "_one", "_other" (Hindi and Bengali say "one" for 0 and 1). */
export function pluralSuffix(lang: string, count: number): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return `_${rule.select(count)}`;
}
