const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The patient's initials, all a verification shows of who the report is for: the first letter of each word of the
 * name ("Anita Rani Das" → "A. R. D."), in any script (a Bengali or Devanagari letter with its sign stays whole).
 * Titles and single letters already initials are kept as they are; an empty name gives "".
 */
export function patientInitials(name: string): string {
  return name
    .split(/[\s.]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => {
      const first = graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "";
      return `${first.toLocaleUpperCase("en-IN")}.`;
    })
    .join(" ");
}
