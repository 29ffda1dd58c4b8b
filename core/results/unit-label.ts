/**
 * How a UCUM unit is printed for people (the codes are for machines: "10*3/uL" is what a report prints as
 * "×10³/µL", "10*5/uL" is lakhs per mm³). A unit without a label here is printed as its code; "1", "{ratio}" and
 * "[pH]" have no unit to print.
 */
const LABELS: Readonly<Record<string, string>> = {
  "10*3/uL": "×10³/µL",
  "10*6/uL": "×10⁶/µL",
  "10*5/uL": "lakh/mm³",
  "10*9/L": "×10⁹/L",
  "10*12/L": "×10¹²/L",
  "/uL": "/µL",
  "ug/dL": "µg/dL",
  "ug/L": "µg/L",
  "umol/L": "µmol/L",
  "u[IU]/mL": "µIU/mL",
  "m[IU]/L": "mIU/L",
  "meq/L": "mEq/L",
  "mm/h": "mm/hr",
  "1": "",
  "{ratio}": "",
  "[pH]": "",
};

export function unitLabel(ucum: string | null): string {
  if (ucum === null) return "";
  return LABELS[ucum] ?? ucum;
}
