import { v5 as nameBasedUuid } from "uuid";

/**
 * One order's published results as a FHIR R4 document Bundle shaped by India's NRCeS profiles for ABDM
 * (DiagnosticReportRecord): the Composition first, then the Patient, the lab as Organization, one DiagnosticReport
 * and its Observations. Which NRCeS requirements are met and which wait for ABHA linking: decision 0032.
 */

/** A value the lab reported: a number in a UCUM unit, or an answer from the parameter's fixed list. */
export type ReportedValue = { kind: "quantity"; value: number; unit: string } | { kind: "coded"; answer: string; display: string };

/** How the value reads against its range: numeric High, Low or in range (far: beyond the critical limits), coded normal or not. */
export type ReportedFlag = "high" | "low" | "in-range" | "normal" | "abnormal";

export type ReportObservation = {
  /** The parameter's slug (core/results/parameters.ts). */
  slug: string;
  loinc: string;
  /** The parameter's name as the report prints it. */
  display: string;
  value: ReportedValue;
  /** In the value's own unit; null when no range applies to this person. */
  range: { low: number | null; high: number | null } | null;
  /** null: shown without a flag (no range for this person). */
  flag: ReportedFlag | null;
  far: boolean;
  /** The lab corrected this value after publishing it: the Observation is "corrected", the report and the record amended. */
  corrected: boolean;
};

export type FhirReportInput = {
  orderId: number;
  lab: { name: string };
  /** When the sample was taken (the Observations' effective time); null when not recorded. */
  collectedAt: Date | null;
  /** When the lab published the report. */
  reportedAt: Date;
  /** The ordered tests' names, as the DiagnosticReport's text. */
  tests: readonly string[];
  /** Only what reading the values needs: the name on the report, the sex and, when known, the birth date or year. */
  patient: { name: string; sex: "Male" | "Female" | "Others" | null; birthDate: string | null };
  observations: readonly ReportObservation[];
};

/** A FHIR resource or datatype as JSON: the builder's output is checked against the official R4 schema in tests. */
type Json = { [key: string]: unknown };

export const NRCES_PROFILE = {
  documentBundle: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/DocumentBundle",
  diagnosticReportRecord: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/DiagnosticReportRecord",
  diagnosticReportLab: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/DiagnosticReportLab",
  observation: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/Observation",
  patient: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/Patient",
  organization: "https://nrces.in/ndhm/fhir/r4/StructureDefinition/Organization",
} as const;

const LOINC = "http://loinc.org";
const SNOMED = "http://snomed.info/sct";
const UCUM = "http://unitsofmeasure.org";
export const INTERPRETATION_SYSTEM = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";

/** Nikat's own namespace for name-based ids: the same order always gives the same ids, so an export can be compared with the last one. */
const NIKAT_FHIR_NAMESPACE = "044257d7-8785-45d1-bd88-a058395af3fa";

const INTERPRETATIONS = {
  H: "High",
  L: "Low",
  N: "Normal",
  HH: "Critical high",
  LL: "Critical low",
  A: "Abnormal",
} as const;

type InterpretationCode = keyof typeof INTERPRETATIONS;

/** v3 ObservationInterpretation: far out of range is HH or LL (critical), as the "far" limits are critical limits. */
export function interpretationCode(flag: ReportedFlag | null, far: boolean): InterpretationCode | null {
  switch (flag) {
    case "high":
      return far ? "HH" : "H";
    case "low":
      return far ? "LL" : "L";
    case "in-range":
    case "normal":
      return "N";
    case "abnormal":
      return "A";
    default:
      return null;
  }
}

const GENDER = { Male: "male", Female: "female", Others: "other" } as const;

const quantity = (value: number, unit: string) => ({ value, unit, system: UCUM, code: unit });

function referenceRangeOf(observation: ReportObservation): Json[] | undefined {
  if (!observation.range || observation.value.kind !== "quantity") return undefined;
  const { unit } = observation.value;
  const { low, high } = observation.range;
  if (low === null && high === null) return undefined;
  return [{ ...(low === null ? {} : { low: quantity(low, unit) }), ...(high === null ? {} : { high: quantity(high, unit) }) }];
}

function valueOf(value: ReportedValue): Json {
  // A coded answer has no standard code in our catalogue: its text is sent, never an invented code.
  return value.kind === "quantity" ? { valueQuantity: quantity(value.value, value.unit) } : { valueCodeableConcept: { text: value.display } };
}

export function buildFhirBundle(input: FhirReportInput): Json {
  const id = (name: string) => nameBasedUuid(`order:${input.orderId}:${name}`, NIKAT_FHIR_NAMESPACE);
  const urn = (uuid: string) => `urn:uuid:${uuid}`;
  const ids = {
    bundle: id("bundle"),
    composition: id("composition"),
    patient: id("patient"),
    lab: id("lab"),
    report: id("report"),
    observations: input.observations.map((observation, index) => id(`observation:${index}:${observation.slug}`)),
  };
  const patientRef = { reference: urn(ids.patient), display: input.patient.name };
  const labRef = { reference: urn(ids.lab), display: input.lab.name };
  const reportedAt = input.reportedAt.toISOString();
  const effective = (input.collectedAt ?? input.reportedAt).toISOString();
  const corrected = input.observations.some((observation) => observation.corrected);

  const patient: Json = {
    resourceType: "Patient",
    id: ids.patient,
    meta: { profile: [NRCES_PROFILE.patient] },
    name: [{ text: input.patient.name }],
    gender: input.patient.sex === null ? "unknown" : GENDER[input.patient.sex],
    ...(input.patient.birthDate ? { birthDate: input.patient.birthDate } : {}),
  };
  const lab: Json = { resourceType: "Organization", id: ids.lab, meta: { profile: [NRCES_PROFILE.organization] }, name: input.lab.name };

  const observations: Json[] = input.observations.map((observation, index) => {
    const code = interpretationCode(observation.flag, observation.far);
    const range = referenceRangeOf(observation);
    return {
      resourceType: "Observation",
      id: ids.observations[index],
      meta: { profile: [NRCES_PROFILE.observation] },
      status: observation.corrected ? "corrected" : "final",
      category: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/observation-category", code: "laboratory", display: "Laboratory" }] }],
      code: { coding: [{ system: LOINC, code: observation.loinc, display: observation.display }], text: observation.display },
      subject: patientRef,
      effectiveDateTime: effective,
      issued: reportedAt,
      performer: [labRef],
      ...valueOf(observation.value),
      ...(code ? { interpretation: [{ coding: [{ system: INTERPRETATION_SYSTEM, code, display: INTERPRETATIONS[code] }] }] } : {}),
      ...(range ? { referenceRange: range } : {}),
    };
  });

  const report: Json = {
    resourceType: "DiagnosticReport",
    id: ids.report,
    meta: { profile: [NRCES_PROFILE.diagnosticReportLab] },
    identifier: [{ system: "urn:ietf:rfc:3986", value: urn(ids.report) }],
    status: corrected ? "corrected" : "final",
    category: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: "LAB", display: "Laboratory" }] }],
    code: { coding: [{ system: LOINC, code: "11502-2", display: "Laboratory report" }], text: input.tests.join(", ") || "Laboratory report" },
    subject: patientRef,
    effectiveDateTime: effective,
    issued: reportedAt,
    performer: [labRef],
    result: ids.observations.map((observation, index) => ({ reference: urn(observation), display: input.observations[index]!.display })),
  };

  const composition: Json = {
    resourceType: "Composition",
    id: ids.composition,
    meta: { profile: [NRCES_PROFILE.diagnosticReportRecord] },
    identifier: { system: "urn:ietf:rfc:3986", value: urn(ids.report) },
    status: corrected ? "amended" : "final",
    type: { coding: [{ system: SNOMED, code: "721981007", display: "Diagnostic studies report" }], text: "Diagnostic Report" },
    subject: patientRef,
    date: reportedAt,
    author: [labRef],
    title: "Diagnostic Report",
    custodian: labRef,
    section: [{ title: "Laboratory results", entry: [{ reference: urn(ids.report), type: "DiagnosticReport" }] }],
  };

  const resources = [composition, patient, lab, report, ...observations];
  return {
    resourceType: "Bundle",
    id: ids.bundle,
    meta: { versionId: "1", lastUpdated: reportedAt, profile: [NRCES_PROFILE.documentBundle] },
    identifier: { system: "urn:ietf:rfc:3986", value: urn(ids.bundle) },
    type: "document",
    timestamp: reportedAt,
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id as string), resource })),
  };
}
