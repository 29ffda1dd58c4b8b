import { describe, expect, it } from "vitest";
import { buildFhirBundle, INTERPRETATION_SYSTEM, interpretationCode, NRCES_PROFILE, type FhirReportInput } from "./fhir-bundle";
import { findResultParameter } from "./parameters";
import { fhirSchemaErrors, numericObservation } from "./test-support/fhir-validator";

const woman = { sex: "Female" as const, ageYears: 58 };
const man = { sex: "Male" as const, ageYears: 45 };

const cbc: FhirReportInput = {
  orderId: 4101,
  lab: { name: "Salt Lake Diagnostics" },
  collectedAt: new Date("2026-11-20T02:30:00Z"),
  reportedAt: new Date("2026-11-20T11:00:00Z"),
  tests: ["Complete Blood Count (CBC)"],
  patient: { name: "Anita Das", sex: "Female", birthDate: "1968" },
  observations: [
    numericObservation("haemoglobin", "Haemoglobin", 10.8, woman),
    numericObservation("wbc-count", "Total leucocyte count", 7.2, woman),
    numericObservation("platelet-count", "Platelet count", 30, woman),
    numericObservation("haematocrit", "Haematocrit", 47.5, woman),
  ],
};

const urineProtein = findResultParameter("urine-protein")!;
const lipids: FhirReportInput = {
  orderId: 4102,
  lab: { name: "Salt Lake Diagnostics" },
  collectedAt: null,
  reportedAt: new Date("2026-11-21T09:15:00Z"),
  tests: ["Lipid Profile", "Urine Routine"],
  patient: { name: "Rahul Das", sex: "Male", birthDate: null },
  observations: [
    numericObservation("total-cholesterol", "Total cholesterol", 232, man),
    numericObservation("triglycerides", "Triglycerides", 150, man),
    numericObservation("hdl-cholesterol", "HDL cholesterol", 38, man),
    numericObservation("ldl-cholesterol", "LDL cholesterol", 148, man),
    { slug: "urine-protein", loinc: urineProtein.loinc, display: "Urine protein", value: { kind: "coded", answer: "trace", display: "Trace" }, range: null, flag: "abnormal", far: false, corrected: false },
  ],
};

type Resource = {
  resourceType: string;
  id?: string;
  interpretation?: { coding: { system: string; code: string; display: string }[] }[];
  valueCodeableConcept?: { text: string; coding?: unknown };
  referenceRange?: unknown;
  result?: unknown[];
  birthDate?: string;
  gender?: string;
  [key: string]: unknown;
};
type Entry = { fullUrl: string; resource: Resource };
const entriesOf = (bundle: Record<string, unknown>) => bundle.entry as Entry[];
const ofType = (bundle: Record<string, unknown>, type: string) => entriesOf(bundle).filter((entry) => entry.resource.resourceType === type).map((entry) => entry.resource);
const interpretationOf = (observation: Resource) => observation.interpretation?.[0]?.coding?.[0];

describe("buildFhirBundle", () => {
  it.each([
    ["a blood count", cbc],
    ["a lipid profile with a urine answer", lipids],
  ])("gives %s that the official R4 schema accepts", (_name, input) => {
    const bundle = buildFhirBundle(input);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    // Each resource on its own too: the Bundle's schema checks entries through the resource list.
    for (const entry of entriesOf(bundle)) expect(fhirSchemaErrors(entry.resource)).toEqual([]);
  });

  it("is a document bundle as NRCeS's DocumentBundle and DiagnosticReportRecord expect: the Composition first, every reference inside", () => {
    const bundle = buildFhirBundle(cbc);
    expect(bundle).toMatchObject({ type: "document", meta: { versionId: "1", profile: [NRCES_PROFILE.documentBundle] }, timestamp: "2026-11-20T11:00:00.000Z" });
    expect(bundle.identifier).toMatchObject({ system: "urn:ietf:rfc:3986", value: expect.stringMatching(/^urn:uuid:[0-9a-f-]{36}$/) });
    const [first] = entriesOf(bundle);
    expect(first!.resource).toMatchObject({
      resourceType: "Composition",
      meta: { profile: [NRCES_PROFILE.diagnosticReportRecord] },
      status: "final",
      type: { coding: [{ system: "http://snomed.info/sct", code: "721981007" }] },
    });
    const urls = new Set(entriesOf(bundle).map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(urls.has(reference.slice(13, -1))).toBe(true);
    expect(ofType(bundle, "DiagnosticReport")).toHaveLength(1);
    expect(ofType(bundle, "DiagnosticReport")[0]).toMatchObject({ meta: { profile: [NRCES_PROFILE.diagnosticReportLab] }, category: [{ coding: [{ code: "LAB" }] }] });
    expect(ofType(bundle, "DiagnosticReport")[0]!.result).toHaveLength(4);
  });

  it("writes each value as a UCUM quantity with its range and its interpretation", () => {
    const [haemoglobin, wbc, platelets, haematocrit] = ofType(buildFhirBundle(cbc), "Observation");
    expect(haemoglobin).toMatchObject({
      code: { coding: [{ system: "http://loinc.org", code: "718-7" }] },
      valueQuantity: { value: 10.8, unit: "g/dL", system: "http://unitsofmeasure.org", code: "g/dL" },
      referenceRange: [{ low: { value: 12, code: "g/dL" }, high: { value: 15, code: "g/dL" } }],
      effectiveDateTime: "2026-11-20T02:30:00.000Z",
    });
    expect(interpretationOf(haemoglobin!)).toEqual({ system: INTERPRETATION_SYSTEM, code: "L", display: "Low" });
    expect(interpretationOf(wbc!)).toMatchObject({ code: "N" });
    // 30 thousand platelets is below Kost's critical 37: far out of range.
    expect(interpretationOf(platelets!)).toMatchObject({ code: "LL" });
    expect(interpretationOf(haematocrit!)).toMatchObject({ code: "H" });
  });

  it("gives only one side of a range that has one, and a coded answer as text with no invented code", () => {
    const [total, triglycerides, hdl, ldl, protein] = ofType(buildFhirBundle(lipids), "Observation");
    expect(total!.referenceRange).toEqual([{ high: { value: 200, unit: "mg/dL", system: "http://unitsofmeasure.org", code: "mg/dL" } }]);
    expect(interpretationOf(total!)).toMatchObject({ code: "H" });
    // A value equal to the limit is in range.
    expect(interpretationOf(triglycerides!)).toMatchObject({ code: "N" });
    expect(hdl!.referenceRange).toEqual([{ low: { value: 40, unit: "mg/dL", system: "http://unitsofmeasure.org", code: "mg/dL" } }]);
    expect(interpretationOf(hdl!)).toMatchObject({ code: "L" });
    expect(interpretationOf(ldl!)).toMatchObject({ code: "H" });
    expect(protein).toMatchObject({ valueCodeableConcept: { text: "Trace" } });
    expect(protein!.valueCodeableConcept?.coding).toBeUndefined();
    expect(protein!.referenceRange).toBeUndefined();
    expect(interpretationOf(protein!)).toMatchObject({ code: "A" });
  });

  it("keeps the patient to the name, the sex and the birth date or year given", () => {
    const [anita] = ofType(buildFhirBundle(cbc), "Patient");
    expect(anita).toEqual({ resourceType: "Patient", id: anita!.id, meta: { profile: [NRCES_PROFILE.patient] }, name: [{ text: "Anita Das" }], gender: "female", birthDate: "1968" });
    const [rahul] = ofType(buildFhirBundle(lipids), "Patient");
    expect(rahul!.birthDate).toBeUndefined();
    const [unknown] = ofType(buildFhirBundle({ ...lipids, patient: { name: "R", sex: null, birthDate: null } }), "Patient");
    expect(unknown!.gender).toBe("unknown");
  });

  it("gives the same ids for the same order, and other ids for another", () => {
    expect(buildFhirBundle(cbc).id).toBe(buildFhirBundle(cbc).id);
    expect(buildFhirBundle(cbc).id).not.toBe(buildFhirBundle({ ...cbc, orderId: 4103 }).id);
  });

  it("leaves out the interpretation of a value with no range for the person", () => {
    const child = numericObservation("wbc-count", "Total leucocyte count", 7.2, { sex: "Male", ageYears: 4 });
    const [observation] = ofType(buildFhirBundle({ ...cbc, observations: [child] }), "Observation");
    expect(observation!.interpretation).toBeUndefined();
    expect(observation!.referenceRange).toBeUndefined();
  });

  it("marks a value the lab corrected after publishing as corrected, its report corrected and the record amended, still valid R4", () => {
    expect(ofType(buildFhirBundle(cbc), "DiagnosticReport")[0]?.status).toBe("final");
    const [first, ...rest] = cbc.observations;
    const bundle = buildFhirBundle({ ...cbc, observations: [{ ...first!, corrected: true }, ...rest] });
    expect(ofType(bundle, "Observation").map((observation) => observation.status)).toEqual(["corrected", "final", "final", "final"]);
    expect(ofType(bundle, "DiagnosticReport")[0]?.status).toBe("corrected");
    expect(ofType(bundle, "Composition")[0]?.status).toBe("amended");
    expect(fhirSchemaErrors(bundle)).toEqual([]);
  });
});

describe("interpretationCode", () => {
  it("maps the flags to v3 ObservationInterpretation", () => {
    expect(["high", "low", "in-range", "normal", "abnormal"].map((flag) => interpretationCode(flag as never, false))).toEqual(["H", "L", "N", "N", "A"]);
    expect(interpretationCode("high", true)).toBe("HH");
    expect(interpretationCode("low", true)).toBe("LL");
    expect(interpretationCode(null, false)).toBeNull();
  });
});

describe("the schema check", () => {
  it("refuses what R4 does not allow, so a passing bundle means something", () => {
    const bundle = buildFhirBundle(cbc);
    const observation = ofType(bundle, "Observation")[0]!;
    observation.valueQuantity = { value: "10.8" };
    expect(fhirSchemaErrors(bundle)).not.toEqual([]);
    expect(fhirSchemaErrors({ ...ofType(buildFhirBundle(cbc), "Patient")[0], gender: "woman" })).not.toEqual([]);
  });
});
