import type { NumericParameter } from "./parameters";

/** False for a value no sample gives (a typing slip such as 1450 for 14.5): the lab form asks to confirm it. */
export function isPlausibleValue(parameter: NumericParameter, value: number): boolean {
  return value >= parameter.plausible.min && value <= parameter.plausible.max;
}
