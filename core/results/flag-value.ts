import type { CodedParameter, FarLimits, NumericParameter } from "./parameters";
import { chooseReferenceRange, type ChosenRange, type RangePerson } from "./reference-range";

export type NumericFlag = "low" | "in-range" | "high";

/** `far`: outside the far (critical) limits, so the value must stand out; only ever set with "low" or "high". */
export type FlaggedValue = { flag: NumericFlag; far: boolean; range: ChosenRange };

/**
 * Boundaries: a value equal to a range limit is in range (a range of 70 to 99 holds 70 and 99, not 99.5), and a
 * value equal to a far limit is not far (Kost's critical limits read "below 46", "above 484"). A missing limit
 * never flags.
 */
export function flagAgainstRange(value: number, range: ChosenRange, far: FarLimits | null): FlaggedValue {
  if (!Number.isFinite(value)) throw new RangeError("a result value must be a finite number");
  const flag: NumericFlag = range.low !== null && value < range.low ? "low" : range.high !== null && value > range.high ? "high" : "in-range";
  const beyondFar = far !== null && ((far.low !== null && value < far.low) || (far.high !== null && value > far.high));
  return { flag, far: flag !== "in-range" && beyondFar, range };
}

/** A numeric result read against the person's range; null when no range is known for them (shown unflagged). */
export function flagNumericResult(parameter: NumericParameter, value: number, person: RangePerson): FlaggedValue | null {
  const range = chooseReferenceRange(parameter, person);
  return range ? flagAgainstRange(value, range, parameter.far) : null;
}

export type CodedFlag = "normal" | "abnormal";

export class UnknownAnswerError extends Error {
  constructor(
    readonly parameterSlug: string,
    readonly answer: string,
  ) {
    super(`"${answer}" is not an answer of ${parameterSlug}`);
    this.name = "UnknownAnswerError";
  }
}

/** A qualitative answer (urine colour, "trace", "3-5 /hpf") as normal or not; an answer not in the list is refused. */
export function flagCodedResult(parameter: CodedParameter, answer: string): CodedFlag {
  const known = parameter.answers.find((candidate) => candidate.code === answer);
  if (!known) throw new UnknownAnswerError(parameter.slug, answer);
  return known.normal ? "normal" : "abnormal";
}
