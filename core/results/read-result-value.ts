import { flagAgainstRange, flagCodedResult } from "./flag-value";
import { findResultParameter, type NumericParameter, type ResultParameter } from "./parameters";
import { chooseReferenceRange, type RangePerson } from "./reference-range";
import { convertUnit } from "./unit-conversion";

/** A stored value: a number with the unit the lab printed, or a coded answer. */
export type StoredValue = { parameter: string; valueNumber: number | null; valueCode: string | null; unit: string | null };

export type ResultFlag = "low" | "in-range" | "high" | "normal" | "abnormal";

/** A value as a page or an export shows it: the number in the lab's unit, the range converted to that unit, the flag. */
export type ReadValue = {
  parameter: ResultParameter;
  valueNumber: number | null;
  valueCode: string | null;
  unit: string | null;
  /** The number as the lab typed it, padded to the parameter's decimals in its own unit, as text ("14.5", "12.0"). */
  shown: string;
  /** In the value's unit; null for a coded answer or when the catalogue has no range for the person. */
  range: { low: number | null; high: number | null; basis: "exact" | "union" } | null;
  /** null: no range known for the person (a child where only adult ranges are known). */
  flag: ResultFlag | null;
  far: boolean;
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * Reads a stored value against the person's range. The range is converted to the lab's unit and rounded as the page
 * shows it, so the page matches the printed report, and the value is flagged against that shown range: a value
 * equal to a limit the reader sees is in range (5.2 mmol/L against "up to 5.2 mmol/L", though 5.2 mmol/L is 201
 * mg/dL and the catalogue's limit 200 mg/dL). Far limits are converted unrounded. A value of a parameter the
 * catalogue no longer knows is undefined (it cannot be read).
 */
export function readResultValue(stored: StoredValue, person: RangePerson): ReadValue | undefined {
  const parameter = findResultParameter(stored.parameter);
  if (!parameter) return undefined;
  if (parameter.kind === "coded") {
    if (stored.valueCode === null || !parameter.answers.some((answer) => answer.code === stored.valueCode)) return undefined;
    return { parameter, valueNumber: null, valueCode: stored.valueCode, unit: null, shown: stored.valueCode, range: null, flag: flagCodedResult(parameter, stored.valueCode), far: false };
  }
  if (stored.valueNumber === null || stored.unit === null) return undefined;
  const unit = stored.unit;
  const chosen = chooseReferenceRange(parameter, person);
  const inUnit = (limit: number | null) => (limit === null ? null : round(convertUnit(parameter.slug, limit, parameter.unit, unit), parameter.decimals + (unit === parameter.unit ? 0 : 1)));
  const shownRange = chosen ? { ...chosen, low: inUnit(chosen.low), high: inUnit(chosen.high) } : null;
  const far = parameter.far ? { ...parameter.far, low: farInUnit(parameter, parameter.far.low, unit), high: farInUnit(parameter, parameter.far.high, unit) } : null;
  const flagged = shownRange ? flagAgainstRange(stored.valueNumber, shownRange, far) : null;
  return {
    parameter,
    valueNumber: stored.valueNumber,
    valueCode: null,
    unit,
    shown: shownNumber(stored.valueNumber, unit === parameter.unit ? parameter.decimals : 0),
    range: shownRange ? { low: shownRange.low, high: shownRange.high, basis: shownRange.basis } : null,
    flag: flagged?.flag ?? null,
    far: flagged?.far ?? false,
  };
}

/** How many decimals a stored number carries as typed (99.4: 1); 0 for a whole number or one JavaScript writes with an exponent. */
export function typedDecimals(value: number): number {
  const typed = String(value);
  return typed.includes(".") && !typed.includes("e") ? typed.length - typed.indexOf(".") - 1 : 0;
}

/** The number as the lab typed it, padded to the decimals its unit is reported with: never a digit dropped (99.4 stays 99.4, not 99). */
function shownNumber(value: number, decimals: number): string {
  return typedDecimals(value) >= decimals || String(value).includes("e") ? String(value) : value.toFixed(decimals);
}

const farInUnit = (parameter: NumericParameter, limit: number | null, unit: string) => (limit === null ? null : convertUnit(parameter.slug, limit, parameter.unit, unit));

/** Whether a read value is outside its range (High, Low, or a coded answer that is not normal). */
export const isOutsideRange = (value: Pick<ReadValue, "flag">): boolean => value.flag === "high" || value.flag === "low" || value.flag === "abnormal";
