import { findResultParameter } from "./parameters";

/**
 * Other units labs in India print for the same quantity, each as how many of the parameter's own unit
 * (parameters.ts) one of it is worth. A unit missing here is not comparable for that parameter: converting to or
 * from it is refused, never guessed. Molar factors come from the molecular masses (glucose 180.16, cholesterol
 * 386.7, triglycerides as triolein 885.7, creatinine 113.12, urea 60.06, urea nitrogen 28.01, uric acid 168.1,
 * calcium 40.08, bilirubin 584.7, iron 55.85, 25-OH vitamin D 400.6, cobalamin 1355.4, T4 776.9, T3 651.0 g/mol).
 */
const OTHER_UNITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  haemoglobin: { "g/L": 0.1 },
  mchc: { "g/L": 0.1 },
  "rbc-count": { "10*12/L": 1 },
  "wbc-count": { "10*9/L": 1, "/uL": 0.001 },
  // Many Indian reports print platelets in lakhs per cubic millimetre (1.5 lakh = 150 thousand).
  "platelet-count": { "10*9/L": 1, "10*5/uL": 100, "/uL": 0.001 },
  haematocrit: { "L/L": 100 },
  "fasting-glucose": { "mmol/L": 18.016 },
  "post-meal-glucose": { "mmol/L": 18.016 },
  "total-cholesterol": { "mmol/L": 38.67 },
  "hdl-cholesterol": { "mmol/L": 38.67 },
  "ldl-cholesterol": { "mmol/L": 38.67 },
  "vldl-cholesterol": { "mmol/L": 38.67 },
  "non-hdl-cholesterol": { "mmol/L": 38.67 },
  triglycerides: { "mmol/L": 88.57 },
  creatinine: { "umol/L": 1 / 88.42 },
  urea: { "mmol/L": 6.006 },
  bun: { "mmol/L": 2.801 },
  "uric-acid": { "umol/L": 1 / 59.48 },
  calcium: { "mmol/L": 4.008 },
  "bilirubin-total": { "umol/L": 1 / 17.1 },
  "bilirubin-direct": { "umol/L": 1 / 17.1 },
  "bilirubin-indirect": { "umol/L": 1 / 17.1 },
  "total-protein": { "g/L": 0.1 },
  albumin: { "g/L": 0.1 },
  globulin: { "g/L": 0.1 },
  "vitamin-d": { "nmol/L": 1 / 2.496 },
  "vitamin-b12": { "pmol/L": 1 / 0.7378 },
  "serum-iron": { "umol/L": 1 / 0.1791 },
  tibc: { "umol/L": 1 / 0.1791 },
  ferritin: { "ug/L": 1 },
  "total-t4": { "nmol/L": 1 / 12.87 },
  "total-t3": { "nmol/L": 1 / 0.01536 },
  "free-t4": { "pmol/L": 1 / 12.87 },
  "free-t3": { "pmol/L": 1 / 1.536 },
  tsh: { "u[IU]/mL": 1 },
  sodium: { "meq/L": 1 },
  potassium: { "meq/L": 1 },
  chloride: { "meq/L": 1 },
};

/** Converting between units that do not measure the same thing for this parameter (or an unknown parameter). */
export class UnitsNotComparableError extends Error {
  constructor(
    readonly parameterSlug: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${parameterSlug}: ${from} and ${to} are not comparable`);
    this.name = "UnitsNotComparableError";
  }
}

/** How many of the parameter's own unit one `unit` is worth, or undefined when the unit is not one of its own. */
function worthInOwnUnit(parameterSlug: string, unit: string): number | undefined {
  const parameter = findResultParameter(parameterSlug);
  if (!parameter || parameter.kind !== "numeric") return undefined;
  if (unit === parameter.unit) return 1;
  return OTHER_UNITS[parameterSlug]?.[unit];
}

/** The units a value of this parameter may be typed in: its own first. */
export function unitsOf(parameterSlug: string): string[] {
  const parameter = findResultParameter(parameterSlug);
  if (!parameter || parameter.kind !== "numeric") return [];
  return [parameter.unit, ...Object.keys(OTHER_UNITS[parameterSlug] ?? {})];
}

/** `value` in `from` expressed in `to`, unrounded (the page rounds to the parameter's decimals). */
export function convertUnit(parameterSlug: string, value: number, from: string, to: string): number {
  const fromWorth = worthInOwnUnit(parameterSlug, from);
  const toWorth = worthInOwnUnit(parameterSlug, to);
  if (fromWorth === undefined || toWorth === undefined) throw new UnitsNotComparableError(parameterSlug, from, to);
  if (!Number.isFinite(value)) throw new RangeError("a result value must be a finite number");
  return from === to ? value : (value * fromWorth) / toWorth;
}

/** Whether two values of a parameter can be put side by side (a trend joins only these). */
export function areComparableUnits(parameterSlug: string, a: string, b: string): boolean {
  return worthInOwnUnit(parameterSlug, a) !== undefined && worthInOwnUnit(parameterSlug, b) !== undefined;
}
