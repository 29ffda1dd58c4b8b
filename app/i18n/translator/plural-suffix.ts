/**
 * The catalog suffix for a count in a language: "_one" or "_other". Our languages' cardinal rules (CLDR) are written
 * out: English says "one" for exactly 1; Hindi and Bengali for 0 and 1 and what lies between (i = 0 or n = 1); the
 * sign does not count.
 * Making Intl.PluralRules cost a 4×-slowed phone 20 ms the first time a page counted something (issue #31);
 * plural-suffix.test.ts holds the rules against Intl's. Another language asks Intl.
 */
export function pluralSuffix(lang: string, count: number): string {
  const n = Math.abs(count);
  if (lang === "en") return n === 1 ? "_one" : "_other";
  if (lang === "hi" || lang === "bn") return Math.trunc(n) === 0 || n === 1 ? "_one" : "_other";
  return `_${new Intl.PluralRules(lang).select(count)}`;
}
