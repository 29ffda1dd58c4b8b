/**
 * The values a lab reports for the common tests (issue #28): each parameter with its LOINC code, its UCUM unit,
 * the catalogue tests (core/catalog/test-catalogue.ts) that report it, reference ranges by sex and age band with
 * the source of each, limits beyond which a typed value is almost surely a typing error, and "far" limits beyond
 * which a value must stand out. Names and plain-language lines per language live in
 * app/i18n/locales/{lang}/results.json under parameters.<slug>. How ranges, bands and units are chosen:
 * docs/decisions/0025-result-parameters.md.
 *
 * LOINC codes: each code below was seen with the same meaning in at least one published LOINC mapping found while
 * writing this file, unless its `loincNote` says otherwise. Every range must be replaced by the partner lab's own
 * printed interval where that lab differs: a lab's report is the legal copy.
 */

/** Where a range or a limit comes from. */
export const RANGE_SOURCES = {
  "dacie-lewis-2017":
    "Dacie and Lewis Practical Haematology, 12th edition (2017): adult and child reference ranges, the ones most Indian labs print for the blood count",
  "ada-2025":
    "American Diabetes Association, Standards of Care in Diabetes 2025: section 2 (normal fasting glucose below 100 mg/dL, 2-hour glucose below 140 mg/dL, HbA1c below 5.7 %) and section 6 (level 1 hypoglycaemia below 70 mg/dL)",
  "ncep-atp3-2001":
    "NCEP Adult Treatment Panel III (2001): total cholesterol below 200, LDL below 100 (optimal), triglycerides below 150, HDL 40 or more (50 or more for women, as in its metabolic-syndrome criteria), non-HDL below LDL goal + 30 mg/dL; VLDL as triglycerides/5 (Friedewald), so up to 30",
  "endocrine-society-2011":
    "Endocrine Society clinical practice guideline on vitamin D deficiency (Holick et al., 2011): sufficiency 30 to 100 ng/mL. Its 2024 guideline no longer sets thresholds; Indian labs still print these",
  "tietz-2018":
    "Tietz Textbook of Clinical Chemistry and Molecular Diagnostics, 6th edition (2018): adult reference intervals for electrolytes, calcium and proteins",
  "indian-lab-typical":
    "Reference intervals printed on reports of large Indian lab chains (2024 to 2026), mostly taken from the analyser makers' kit inserts (Roche, Siemens, Abbott); to be replaced by the partner lab's own intervals",
  "esr-westergren-india":
    "Westergren ESR upper limits as Indian labs commonly print them (higher for women and after 50); not one published standard, close to Miller, Green and Robinson, BMJ 1983",
  "strasinger-2014":
    "Strasinger and Di Lorenzo, Urinalysis and Body Fluids, 6th edition (2014): urine specific gravity, pH and microscopy",
  "kost-1990":
    "Critical limits for urgent clinician notification at US medical centres (Kost, JAMA 1990), as widely copied into hospital critical-value lists; to be checked against the partner lab's list",
  "endocrine-society-2011-severe":
    "Vitamin D below 10 ng/mL is commonly called severe deficiency, above 150 ng/mL possible toxicity (Endocrine Society guideline, 2011)",
  "nikat-typing-guard":
    "Nikat's own typing-error guard: values no living patient's sample gives, so the lab form asks to confirm them; not a clinical limit",
} as const;

export type RangeSource = keyof typeof RANGE_SOURCES;

export type RangeSex = "male" | "female" | "any";

/** Years: fromAge inclusive, belowAge exclusive (null: no upper age). Ranges of one parameter never overlap. */
export type ReferenceRange = {
  sex: RangeSex;
  fromAge: number;
  belowAge: number | null;
  /** null: no lower limit (as for LDL cholesterol); a value equal to a limit is in range. */
  low: number | null;
  high: number | null;
  source: RangeSource;
};

/** Beyond these a value is far out of range (a critical value); null on a side where no list names one. */
export type FarLimits = { low: number | null; high: number | null; source: RangeSource };

type Common = {
  slug: string;
  loinc: string;
  /** Set when the code could not be checked against a published mapping while writing this file. */
  loincNote?: string;
  /** Catalogue test slugs whose report carries this parameter. */
  tests: readonly string[];
};

export type NumericParameter = Common & {
  kind: "numeric";
  /** UCUM code of the unit values are stored in; other units convert to it (unit-conversion.ts). */
  unit: string;
  /** Decimals a lab reports. */
  decimals: number;
  ranges: readonly ReferenceRange[];
  /** Outside [min, max] a typed value is almost surely a typing error: the lab form asks to confirm. */
  plausible: { min: number; max: number };
  far: FarLimits | null;
};

/** A qualitative answer from a fixed list (urine colour, "trace", "2+"), each known to be normal or not. */
export type CodedAnswer = { code: string; normal: boolean };

export type CodedParameter = Common & {
  kind: "coded";
  answers: readonly CodedAnswer[];
  source: RangeSource;
};

export type ResultParameter = NumericParameter | CodedParameter;

export const ADULT_AGE = 18;

const adult = (low: number | null, high: number | null, source: RangeSource): ReferenceRange[] => [
  { sex: "any", fromAge: ADULT_AGE, belowAge: null, low, high, source },
];

const adultBySex = (male: [number | null, number | null], female: [number | null, number | null], source: RangeSource): ReferenceRange[] => [
  { sex: "male", fromAge: ADULT_AGE, belowAge: null, low: male[0], high: male[1], source },
  { sex: "female", fromAge: ADULT_AGE, belowAge: null, low: female[0], high: female[1], source },
];

const typingGuard = (min: number, max: number) => ({ min, max });
const kost = (low: number | null, high: number | null): FarLimits => ({ low, high, source: "kost-1990" });

const CBC = ["cbc", "full-body-checkup", "fever-panel"] as const;
const LIPIDS = ["lipid-profile", "full-body-checkup", "diabetes-package"] as const;
const THYROID = ["thyroid-profile", "full-body-checkup"] as const;
const LIVER = ["lft", "full-body-checkup"] as const;
const KIDNEY = ["kft", "full-body-checkup"] as const;
const ELECTROLYTES = ["kft", "electrolytes", "full-body-checkup"] as const;
const URINE = ["urine-routine", "full-body-checkup", "diabetes-package", "fever-panel"] as const;
const IRON = ["iron-studies", "full-body-checkup"] as const;

const numeric = (parameter: Omit<NumericParameter, "kind">): NumericParameter => ({ kind: "numeric", ...parameter });
const coded = (parameter: Omit<CodedParameter, "kind">): CodedParameter => ({ kind: "coded", ...parameter });

const notFromSearch = "Not found in a published mapping while writing this file; code from the LOINC table as remembered, to be checked on loinc.org.";

/** Dipstick grades: only "nil" is normal. */
const DIPSTICK: readonly CodedAnswer[] = [
  { code: "nil", normal: true },
  { code: "trace", normal: false },
  { code: "plus1", normal: false },
  { code: "plus2", normal: false },
  { code: "plus3", normal: false },
  { code: "plus4", normal: false },
];

/** Cells per high-power field as Indian labs print them; the normal bands follow Strasinger and Di Lorenzo. */
const perHpf = (normalUpTo: "hpf0to2" | "hpf3to5"): CodedAnswer[] =>
  (["hpf0to2", "hpf3to5", "hpf6to10", "hpf11to20", "hpfOver20", "hpfPlenty"] as const).map((code, index) => ({
    code,
    normal: index <= (normalUpTo === "hpf0to2" ? 0 : 1),
  }));

export const RESULT_PARAMETERS: readonly ResultParameter[] = [
  // Blood count (CBC)
  numeric({
    slug: "haemoglobin",
    loinc: "718-7",
    tests: [...CBC, "haemoglobin"],
    unit: "g/dL",
    decimals: 1,
    ranges: [
      { sex: "any", fromAge: 2, belowAge: 6, low: 11.5, high: 13.5, source: "dacie-lewis-2017" },
      { sex: "any", fromAge: 6, belowAge: 12, low: 11.5, high: 15.5, source: "dacie-lewis-2017" },
      { sex: "male", fromAge: 12, belowAge: ADULT_AGE, low: 13, high: 16, source: "dacie-lewis-2017" },
      { sex: "female", fromAge: 12, belowAge: ADULT_AGE, low: 12, high: 16, source: "dacie-lewis-2017" },
      ...adultBySex([13, 17], [12, 15], "dacie-lewis-2017"),
    ],
    plausible: typingGuard(2, 25),
    far: kost(6.6, 19.9),
  }),
  numeric({
    slug: "rbc-count",
    loinc: "789-8",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "10*6/uL",
    decimals: 2,
    ranges: adultBySex([4.5, 5.5], [3.8, 4.8], "dacie-lewis-2017"),
    plausible: typingGuard(0.5, 9),
    far: null,
  }),
  numeric({
    slug: "wbc-count",
    loinc: "6690-2",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "10*3/uL",
    decimals: 1,
    ranges: adult(4, 10, "dacie-lewis-2017"),
    plausible: typingGuard(0.1, 500),
    far: kost(2, 37),
  }),
  numeric({
    slug: "platelet-count",
    loinc: "777-3",
    loincNote: notFromSearch,
    tests: [...CBC, "platelet-count"],
    unit: "10*3/uL",
    decimals: 0,
    ranges: adult(150, 410, "dacie-lewis-2017"),
    plausible: typingGuard(1, 2000),
    far: kost(37, 910),
  }),
  numeric({
    slug: "haematocrit",
    loinc: "4544-3",
    tests: CBC,
    unit: "%",
    decimals: 1,
    ranges: adultBySex([40, 50], [36, 46], "dacie-lewis-2017"),
    plausible: typingGuard(8, 75),
    far: kost(18, 61),
  }),
  numeric({
    slug: "mcv",
    loinc: "787-2",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "fL",
    decimals: 1,
    ranges: adult(83, 101, "dacie-lewis-2017"),
    plausible: typingGuard(40, 150),
    far: null,
  }),
  numeric({
    slug: "mch",
    loinc: "785-6",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "pg",
    decimals: 1,
    ranges: adult(27, 32, "dacie-lewis-2017"),
    plausible: typingGuard(10, 50),
    far: null,
  }),
  numeric({
    slug: "mchc",
    loinc: "786-4",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "g/dL",
    decimals: 1,
    ranges: adult(31.5, 34.5, "dacie-lewis-2017"),
    plausible: typingGuard(20, 45),
    far: null,
  }),
  numeric({
    slug: "rdw-cv",
    loinc: "788-0",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 1,
    ranges: adult(11.6, 14, "dacie-lewis-2017"),
    plausible: typingGuard(8, 40),
    far: null,
  }),
  numeric({
    slug: "neutrophils",
    loinc: "770-8",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 0,
    ranges: adult(40, 80, "dacie-lewis-2017"),
    plausible: typingGuard(0, 100),
    far: null,
  }),
  numeric({
    slug: "lymphocytes",
    loinc: "736-9",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 0,
    ranges: adult(20, 40, "dacie-lewis-2017"),
    plausible: typingGuard(0, 100),
    far: null,
  }),
  numeric({
    slug: "monocytes",
    loinc: "5905-5",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 0,
    ranges: adult(2, 10, "dacie-lewis-2017"),
    plausible: typingGuard(0, 100),
    far: null,
  }),
  numeric({
    slug: "eosinophils",
    loinc: "713-8",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 0,
    ranges: adult(1, 6, "dacie-lewis-2017"),
    plausible: typingGuard(0, 100),
    far: null,
  }),
  numeric({
    slug: "basophils",
    loinc: "706-2",
    loincNote: notFromSearch,
    tests: CBC,
    unit: "%",
    decimals: 0,
    ranges: adult(0, 2, "dacie-lewis-2017"),
    plausible: typingGuard(0, 100),
    far: null,
  }),

  // Lipid profile
  numeric({
    slug: "total-cholesterol",
    loinc: "2093-3",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(null, 200, "ncep-atp3-2001"),
    plausible: typingGuard(30, 1000),
    far: null,
  }),
  numeric({
    slug: "triglycerides",
    loinc: "2571-8",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(null, 150, "ncep-atp3-2001"),
    plausible: typingGuard(10, 10000),
    far: null,
  }),
  numeric({
    slug: "hdl-cholesterol",
    loinc: "2085-9",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adultBySex([40, null], [50, null], "ncep-atp3-2001"),
    plausible: typingGuard(5, 200),
    far: null,
  }),
  numeric({
    slug: "ldl-cholesterol",
    loinc: "13457-7",
    loincNote: "13457-7 is LDL by calculation (Friedewald), what most Indian labs report; a directly measured LDL is 18262-6.",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(null, 100, "ncep-atp3-2001"),
    plausible: typingGuard(5, 700),
    far: null,
  }),
  numeric({
    slug: "vldl-cholesterol",
    loinc: "13458-5",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(null, 30, "ncep-atp3-2001"),
    plausible: typingGuard(1, 2000),
    far: null,
  }),
  numeric({
    slug: "non-hdl-cholesterol",
    loinc: "43396-1",
    tests: LIPIDS,
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(null, 130, "ncep-atp3-2001"),
    plausible: typingGuard(10, 1000),
    far: null,
  }),

  // Sugar
  numeric({
    slug: "hba1c",
    loinc: "4548-4",
    tests: ["hba1c", "full-body-checkup", "diabetes-package"],
    unit: "%",
    decimals: 1,
    // ADA sets the upper limit (below 5.7 %); the lower one is the one Indian labs print.
    ranges: adult(4, 5.6, "ada-2025"),
    plausible: typingGuard(2, 20),
    far: null,
  }),
  numeric({
    slug: "fasting-glucose",
    loinc: "1558-6",
    tests: ["fasting-blood-sugar", "full-body-checkup", "diabetes-package"],
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(70, 99, "ada-2025"),
    plausible: typingGuard(10, 1500),
    far: kost(46, 484),
  }),
  numeric({
    slug: "post-meal-glucose",
    loinc: "1521-4",
    tests: ["pp-blood-sugar"],
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(70, 139, "ada-2025"),
    plausible: typingGuard(10, 1500),
    far: kost(46, 484),
  }),

  // Thyroid
  numeric({
    slug: "total-t3",
    loinc: "3053-6",
    tests: THYROID,
    unit: "ng/dL",
    decimals: 0,
    ranges: adult(80, 200, "indian-lab-typical"),
    plausible: typingGuard(10, 1000),
    far: null,
  }),
  numeric({
    slug: "total-t4",
    loinc: "3026-2",
    loincNote: notFromSearch,
    tests: THYROID,
    unit: "ug/dL",
    decimals: 1,
    ranges: adult(5.1, 14.1, "indian-lab-typical"),
    plausible: typingGuard(0.5, 40),
    far: null,
  }),
  numeric({
    slug: "tsh",
    loinc: "3016-3",
    tests: [...THYROID, "tsh"],
    unit: "m[IU]/L",
    decimals: 2,
    ranges: adult(0.27, 4.2, "indian-lab-typical"),
    plausible: typingGuard(0.005, 500),
    far: null,
  }),
  numeric({
    slug: "free-t3",
    loinc: "3051-0",
    tests: ["thyroid-profile"],
    unit: "pg/mL",
    decimals: 2,
    ranges: adult(2, 4.4, "indian-lab-typical"),
    plausible: typingGuard(0.2, 40),
    far: null,
  }),
  numeric({
    slug: "free-t4",
    loinc: "3024-7",
    tests: ["thyroid-profile"],
    unit: "ng/dL",
    decimals: 2,
    ranges: adult(0.93, 1.7, "indian-lab-typical"),
    plausible: typingGuard(0.05, 10),
    far: null,
  }),

  // Liver function (LFT)
  numeric({
    slug: "bilirubin-total",
    loinc: "1975-2",
    loincNote: notFromSearch,
    tests: LIVER,
    unit: "mg/dL",
    decimals: 2,
    ranges: adult(0.3, 1.2, "tietz-2018"),
    plausible: typingGuard(0.05, 50),
    far: null,
  }),
  numeric({
    slug: "bilirubin-direct",
    loinc: "1968-7",
    tests: LIVER,
    unit: "mg/dL",
    decimals: 2,
    ranges: adult(0, 0.3, "indian-lab-typical"),
    plausible: typingGuard(0, 40),
    far: null,
  }),
  numeric({
    slug: "bilirubin-indirect",
    loinc: "1971-1",
    loincNote: notFromSearch,
    tests: LIVER,
    unit: "mg/dL",
    decimals: 2,
    ranges: adult(0.2, 0.9, "indian-lab-typical"),
    plausible: typingGuard(0, 40),
    far: null,
  }),
  numeric({
    slug: "ast",
    loinc: "1920-8",
    tests: LIVER,
    unit: "U/L",
    decimals: 0,
    ranges: adultBySex([null, 40], [null, 32], "indian-lab-typical"),
    plausible: typingGuard(1, 20000),
    far: null,
  }),
  numeric({
    slug: "alt",
    loinc: "1742-6",
    tests: [...LIVER, "sgpt"],
    unit: "U/L",
    decimals: 0,
    ranges: adultBySex([null, 41], [null, 33], "indian-lab-typical"),
    plausible: typingGuard(1, 20000),
    far: null,
  }),
  numeric({
    slug: "alp",
    loinc: "6768-6",
    loincNote: notFromSearch,
    tests: LIVER,
    unit: "U/L",
    decimals: 0,
    ranges: adultBySex([40, 129], [35, 104], "indian-lab-typical"),
    plausible: typingGuard(5, 5000),
    far: null,
  }),
  numeric({
    slug: "ggt",
    loinc: "2324-2",
    loincNote: notFromSearch,
    tests: LIVER,
    unit: "U/L",
    decimals: 0,
    ranges: adultBySex([10, 71], [6, 42], "indian-lab-typical"),
    plausible: typingGuard(1, 5000),
    far: null,
  }),
  numeric({
    slug: "total-protein",
    loinc: "2885-2",
    tests: LIVER,
    unit: "g/dL",
    decimals: 1,
    ranges: adult(6.4, 8.3, "tietz-2018"),
    plausible: typingGuard(1, 15),
    far: null,
  }),
  numeric({
    slug: "albumin",
    loinc: "1751-7",
    tests: LIVER,
    unit: "g/dL",
    decimals: 1,
    ranges: adult(3.5, 5.2, "tietz-2018"),
    plausible: typingGuard(0.5, 8),
    far: null,
  }),
  numeric({
    slug: "globulin",
    loinc: "10834-0",
    tests: LIVER,
    unit: "g/dL",
    decimals: 1,
    ranges: adult(2, 3.5, "indian-lab-typical"),
    plausible: typingGuard(0.5, 10),
    far: null,
  }),
  numeric({
    slug: "ag-ratio",
    loinc: "1759-0",
    tests: LIVER,
    unit: "{ratio}",
    decimals: 2,
    ranges: adult(0.9, 2, "indian-lab-typical"),
    plausible: typingGuard(0.1, 6),
    far: null,
  }),

  // Kidney function (KFT) and electrolytes
  numeric({
    slug: "urea",
    loinc: "3091-6",
    loincNote: "Mappings found disagree on whether 3091-6 is urea or urea nitrogen; as remembered from the LOINC table it is Urea [Mass/volume] in Serum or Plasma (urea nitrogen is 3094-0). To be checked on loinc.org.",
    tests: [...KIDNEY, "blood-urea"],
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(17, 43, "indian-lab-typical"),
    plausible: typingGuard(2, 600),
    far: null,
  }),
  numeric({
    slug: "bun",
    loinc: "3094-0",
    loincNote: notFromSearch,
    tests: [...KIDNEY, "blood-urea"],
    unit: "mg/dL",
    decimals: 0,
    ranges: adult(8, 20, "indian-lab-typical"),
    plausible: typingGuard(1, 300),
    far: kost(null, 104),
  }),
  numeric({
    slug: "creatinine",
    loinc: "2160-0",
    tests: [...KIDNEY, "creatinine", "diabetes-package"],
    unit: "mg/dL",
    decimals: 2,
    ranges: adultBySex([0.7, 1.3], [0.5, 1.1], "indian-lab-typical"),
    plausible: typingGuard(0.1, 30),
    far: kost(null, 7.4),
  }),
  numeric({
    slug: "uric-acid",
    loinc: "3084-1",
    loincNote: notFromSearch,
    tests: [...KIDNEY, "uric-acid"],
    unit: "mg/dL",
    decimals: 1,
    ranges: adultBySex([3.4, 7], [2.4, 5.7], "indian-lab-typical"),
    plausible: typingGuard(0.2, 30),
    far: null,
  }),
  numeric({
    slug: "sodium",
    loinc: "2951-2",
    tests: ELECTROLYTES,
    unit: "mmol/L",
    decimals: 0,
    ranges: adult(136, 145, "tietz-2018"),
    plausible: typingGuard(90, 200),
    far: kost(120, 158),
  }),
  numeric({
    slug: "potassium",
    loinc: "2823-3",
    loincNote: notFromSearch,
    tests: ELECTROLYTES,
    unit: "mmol/L",
    decimals: 1,
    ranges: adult(3.5, 5.1, "tietz-2018"),
    plausible: typingGuard(1, 12),
    far: kost(2.8, 6.2),
  }),
  numeric({
    slug: "chloride",
    loinc: "2075-0",
    loincNote: notFromSearch,
    tests: ELECTROLYTES,
    unit: "mmol/L",
    decimals: 0,
    ranges: adult(98, 107, "tietz-2018"),
    plausible: typingGuard(60, 150),
    far: null,
  }),

  // Vitamins
  numeric({
    slug: "vitamin-d",
    loinc: "62292-8",
    tests: ["vitamin-d", "full-body-checkup"],
    unit: "ng/mL",
    decimals: 1,
    ranges: adult(30, 100, "endocrine-society-2011"),
    plausible: typingGuard(1, 400),
    far: { low: 10, high: 150, source: "endocrine-society-2011-severe" },
  }),
  numeric({
    slug: "vitamin-b12",
    loinc: "2132-9",
    tests: ["vitamin-b12", "full-body-checkup"],
    unit: "pg/mL",
    decimals: 0,
    ranges: adult(211, 911, "indian-lab-typical"),
    plausible: typingGuard(20, 5000),
    far: null,
  }),

  // Urine routine
  coded({
    slug: "urine-colour",
    loinc: "5778-6",
    tests: URINE,
    answers: [
      { code: "paleYellow", normal: true },
      { code: "yellow", normal: true },
      { code: "colourless", normal: false },
      { code: "darkYellow", normal: false },
      { code: "red", normal: false },
      { code: "brown", normal: false },
    ],
    source: "strasinger-2014",
  }),
  coded({
    slug: "urine-appearance",
    loinc: "5767-9",
    tests: URINE,
    answers: [
      { code: "clear", normal: true },
      { code: "slightlyTurbid", normal: false },
      { code: "turbid", normal: false },
    ],
    source: "strasinger-2014",
  }),
  numeric({
    slug: "urine-specific-gravity",
    loinc: "5811-5",
    tests: URINE,
    unit: "1",
    decimals: 3,
    ranges: adult(1.005, 1.03, "strasinger-2014"),
    plausible: typingGuard(1, 1.06),
    far: null,
  }),
  numeric({
    slug: "urine-ph",
    loinc: "5803-2",
    tests: URINE,
    unit: "[pH]",
    decimals: 1,
    ranges: adult(4.5, 8, "strasinger-2014"),
    plausible: typingGuard(4, 9.5),
    far: null,
  }),
  coded({ slug: "urine-protein", loinc: "20454-5", tests: URINE, answers: DIPSTICK, source: "strasinger-2014" }),
  coded({ slug: "urine-glucose", loinc: "25428-4", tests: URINE, answers: DIPSTICK, source: "strasinger-2014" }),
  coded({ slug: "urine-ketones", loinc: "2514-8", tests: URINE, answers: DIPSTICK, source: "strasinger-2014" }),
  coded({ slug: "urine-blood", loinc: "5794-3", tests: URINE, answers: DIPSTICK, source: "strasinger-2014" }),
  coded({ slug: "urine-pus-cells", loinc: "5821-4", tests: URINE, answers: perHpf("hpf3to5"), source: "strasinger-2014" }),
  coded({ slug: "urine-rbc", loinc: "13945-1", tests: URINE, answers: perHpf("hpf0to2"), source: "strasinger-2014" }),
  coded({ slug: "urine-epithelial-cells", loinc: "5787-7", tests: URINE, answers: perHpf("hpf3to5"), source: "strasinger-2014" }),

  // ESR and calcium
  numeric({
    slug: "esr",
    loinc: "30341-2",
    tests: ["esr", "fever-panel"],
    unit: "mm/h",
    decimals: 0,
    ranges: [
      { sex: "male", fromAge: ADULT_AGE, belowAge: 50, low: 0, high: 15, source: "esr-westergren-india" },
      { sex: "male", fromAge: 50, belowAge: null, low: 0, high: 20, source: "esr-westergren-india" },
      { sex: "female", fromAge: ADULT_AGE, belowAge: 50, low: 0, high: 20, source: "esr-westergren-india" },
      { sex: "female", fromAge: 50, belowAge: null, low: 0, high: 30, source: "esr-westergren-india" },
    ],
    plausible: typingGuard(0, 160),
    far: null,
  }),
  numeric({
    slug: "calcium",
    loinc: "17861-6",
    tests: ["calcium"],
    unit: "mg/dL",
    decimals: 1,
    ranges: adult(8.6, 10.3, "tietz-2018"),
    plausible: typingGuard(3, 20),
    far: kost(6.6, 12.9),
  }),

  // Iron studies
  numeric({
    slug: "serum-iron",
    loinc: "2498-4",
    tests: IRON,
    unit: "ug/dL",
    decimals: 0,
    ranges: adultBySex([65, 175], [50, 170], "indian-lab-typical"),
    plausible: typingGuard(5, 1000),
    far: null,
  }),
  numeric({
    slug: "tibc",
    loinc: "2500-7",
    tests: IRON,
    unit: "ug/dL",
    decimals: 0,
    ranges: adult(250, 450, "indian-lab-typical"),
    plausible: typingGuard(50, 1000),
    far: null,
  }),
  numeric({
    slug: "transferrin-saturation",
    loinc: "2502-3",
    tests: IRON,
    unit: "%",
    decimals: 0,
    ranges: adultBySex([20, 50], [15, 50], "indian-lab-typical"),
    plausible: typingGuard(1, 100),
    far: null,
  }),
  numeric({
    slug: "ferritin",
    loinc: "2276-4",
    tests: ["ferritin"],
    unit: "ng/mL",
    decimals: 0,
    ranges: adultBySex([30, 400], [13, 150], "indian-lab-typical"),
    plausible: typingGuard(1, 100000),
    far: null,
  }),
];

const bySlug = new Map(RESULT_PARAMETERS.map((parameter) => [parameter.slug, parameter]));

export function findResultParameter(slug: string): ResultParameter | undefined {
  return bySlug.get(slug);
}

/** The parameters a catalogue test reports, in catalogue order. */
export function parametersOfTest(testSlug: string): ResultParameter[] {
  return RESULT_PARAMETERS.filter((parameter) => parameter.tests.includes(testSlug));
}
