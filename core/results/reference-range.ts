import { ADULT_AGE, type NumericParameter, type RangeSource, type ReferenceRange } from "./parameters";

/** What a member's record says (core/family/member-age gives the age); null when not known. */
export type RangePerson = { sex: "Male" | "Female" | "Others" | null; ageYears: number | null };

/**
 * The range a value is read against. `basis` says how it was found: "exact" when one range fits the person,
 * "union" when the person's sex or age is not known (or is "Others") and several ranges could apply, so the widest
 * span of them is used: a value is then flagged only when it is out of range for every one of them.
 */
export type ChosenRange = { low: number | null; high: number | null; sources: RangeSource[]; basis: "exact" | "union" };

const coversAge = (range: ReferenceRange, age: number) => age >= range.fromAge && (range.belowAge === null || age < range.belowAge);

/** With no age known, every adult band counts: the person is taken as an adult of any age. */
const reachesAdults = (range: ReferenceRange) => range.belowAge === null || range.belowAge > ADULT_AGE;

function fitsSex(range: ReferenceRange, sex: RangePerson["sex"]): boolean {
  if (sex === "Male") return range.sex === "male" || range.sex === "any";
  if (sex === "Female") return range.sex === "female" || range.sex === "any";
  return true;
}

/**
 * The reference range for this person, or null when the catalogue has none for their age (a child where only adult
 * ranges are known): the value is then shown without a flag.
 */
export function chooseReferenceRange(parameter: NumericParameter, person: RangePerson): ChosenRange | null {
  const { ageYears } = person;
  if (ageYears !== null && !(Number.isFinite(ageYears) && ageYears >= 0)) throw new RangeError(`age ${ageYears} is not a number of years`);
  const forAge = parameter.ranges.filter((range) => (ageYears === null ? reachesAdults(range) : coversAge(range, ageYears)));
  let candidates = forAge.filter((range) => fitsSex(range, person.sex));
  // "Others" or unknown: a range valid for any sex wins over joining the male and female ones.
  const forAnySex = candidates.filter((range) => range.sex === "any");
  if ((person.sex === "Others" || person.sex === null) && forAnySex.length > 0) candidates = forAnySex;
  const [first, ...rest] = candidates;
  if (!first) return null;
  if (rest.length === 0) return { low: first.low, high: first.high, sources: [first.source], basis: "exact" };
  const lows = candidates.map((range) => range.low);
  const highs = candidates.map((range) => range.high);
  return {
    low: lows.includes(null) ? null : Math.min(...(lows as number[])),
    high: highs.includes(null) ? null : Math.max(...(highs as number[])),
    sources: [...new Set(candidates.map((range) => range.source))],
    basis: "union",
  };
}
