/**
 * The blood tests patients book most for home collection, with typical Indian private-lab prices
 * (2024–2026). The lead loads this list into the `tests` table; texts per language live in
 * app/i18n/locales/{lang}/tests.json under tests.<slug>.
 */

export type SampleType = "blood" | "urine" | "blood-and-urine";

export type CatalogueTest = {
  slug: string;
  /** English name; the same as tests.<slug>.name in the en catalog. */
  name: string;
  /** Lowercase words people type, single-spaced, no punctuation, so they match a decoded URL word. */
  aliases: string[];
  pricePaise: number;
  sampleType: SampleType;
  /** Minimum fasting before the sample; 0 when none is needed. */
  fastingHours: number;
  turnaroundHours: number;
  /** A health package: the catalogue tests it is made of, done from one visit's samples at the package's price. */
  includes?: readonly string[];
};

const rupees = (amount: number) => amount * 100;

// Spec 001 §7 static content: results within 24 hours for basic tests, 2-3 days for specialised.
const BASIC = 24;
const SPECIALISED = 48;
const CULTURE = 72;

export const TEST_CATALOGUE: readonly CatalogueTest[] = [
  // Blood count
  {
    slug: "cbc",
    name: "Complete Blood Count (CBC)",
    aliases: ["complete blood count", "cbc test", "blood count", "full blood count", "hemogram", "haemogram"],
    pricePaise: rupees(300),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "haemoglobin",
    name: "Haemoglobin (Hb)",
    aliases: ["hemoglobin", "hb", "hb test", "hemoglobin test", "haemoglobin test", "hgb"],
    pricePaise: rupees(100),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "esr",
    name: "ESR (Erythrocyte Sedimentation Rate)",
    aliases: ["erythrocyte sedimentation rate", "esr test", "sed rate"],
    pricePaise: rupees(150),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "platelet-count",
    name: "Platelet Count",
    aliases: ["platelet", "platelets", "platelet test", "plt", "platelet count test"],
    pricePaise: rupees(150),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "blood-group",
    name: "Blood Group (ABO and Rh)",
    aliases: ["blood group test", "blood grouping", "blood type", "abo rh", "abo", "rh factor"],
    pricePaise: rupees(100),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },

  // Sugar
  {
    slug: "fasting-blood-sugar",
    name: "Fasting Blood Sugar (FBS)",
    aliases: [
      "fbs",
      "blood sugar fasting",
      "fasting sugar",
      "sugar fasting",
      "fasting glucose",
      "glucose fasting",
      "fasting blood glucose",
      "sugar",
      "sugar test",
      "blood sugar",
      "glucose",
    ],
    pricePaise: rupees(80),
    sampleType: "blood",
    fastingHours: 8,
    turnaroundHours: BASIC,
  },
  {
    slug: "pp-blood-sugar",
    name: "Post-Prandial Blood Sugar (PPBS)",
    aliases: [
      "ppbs",
      "pp sugar",
      "sugar pp",
      "blood sugar pp",
      "post prandial",
      "post prandial sugar",
      "post prandial blood sugar",
      "glucose pp",
      "after food sugar",
      "sugar after food",
    ],
    pricePaise: rupees(80),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "random-blood-sugar",
    name: "Random Blood Sugar (RBS)",
    aliases: ["rbs", "random sugar", "sugar random", "blood sugar random", "random glucose", "glucose random"],
    pricePaise: rupees(70),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "hba1c",
    name: "HbA1c (Glycated Haemoglobin)",
    aliases: [
      "hba1c test",
      "a1c",
      "glycated haemoglobin",
      "glycated hemoglobin",
      "glycosylated hemoglobin",
      "glycosylated haemoglobin",
      "average sugar",
      "3 month sugar",
    ],
    pricePaise: rupees(450),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },

  // Heart, liver, kidney
  {
    slug: "lipid-profile",
    name: "Lipid Profile",
    aliases: ["lipid", "lipid test", "lipid panel", "cholesterol", "cholesterol test", "triglycerides", "hdl ldl"],
    pricePaise: rupees(600),
    sampleType: "blood",
    fastingHours: 10,
    turnaroundHours: BASIC,
  },
  {
    slug: "lft",
    name: "Liver Function Test (LFT)",
    aliases: ["liver function test", "liver test", "liver function", "liver profile", "liver panel", "bilirubin", "jaundice test"],
    pricePaise: rupees(650),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "sgpt",
    name: "SGPT (ALT)",
    aliases: ["alt", "sgpt test", "alanine aminotransferase", "alanine transaminase"],
    pricePaise: rupees(200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "kft",
    name: "Kidney Function Test (KFT/RFT)",
    aliases: ["rft", "kidney function test", "renal function test", "kidney test", "kidney profile", "renal profile", "kidney function"],
    pricePaise: rupees(600),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "creatinine",
    name: "Serum Creatinine",
    aliases: ["serum creatinine", "creatinine test", "s creatinine"],
    pricePaise: rupees(200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "blood-urea",
    name: "Blood Urea (BUN)",
    aliases: ["urea", "bun", "blood urea nitrogen", "serum urea", "urea test"],
    pricePaise: rupees(200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "uric-acid",
    name: "Uric Acid",
    aliases: ["serum uric acid", "uric acid test", "gout test"],
    pricePaise: rupees(200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "electrolytes",
    name: "Electrolytes (Sodium, Potassium, Chloride)",
    aliases: ["serum electrolytes", "electrolyte", "electrolyte test", "sodium potassium", "na k", "sodium", "potassium"],
    pricePaise: rupees(500),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "calcium",
    name: "Serum Calcium",
    aliases: ["serum calcium", "calcium test", "total calcium"],
    pricePaise: rupees(200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },

  // Thyroid and hormones
  {
    slug: "thyroid-profile",
    name: "Thyroid Profile (T3, T4, TSH)",
    aliases: ["thyroid", "thyroid test", "t3 t4 tsh", "thyroid profile total", "thyroid function test", "tft"],
    pricePaise: rupees(500),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "tsh",
    name: "TSH (Thyroid Stimulating Hormone)",
    aliases: ["thyroid stimulating hormone", "tsh test", "ultrasensitive tsh", "us tsh"],
    pricePaise: rupees(250),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "prolactin",
    name: "Prolactin",
    aliases: ["prolactin test", "serum prolactin", "prl"],
    pricePaise: rupees(500),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "beta-hcg",
    name: "Beta hCG (Pregnancy Blood Test)",
    aliases: ["hcg", "beta hcg test", "bhcg", "serum hcg", "pregnancy test", "pregnancy blood test"],
    pricePaise: rupees(550),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "psa",
    name: "PSA (Prostate-Specific Antigen)",
    aliases: ["prostate specific antigen", "total psa", "psa test", "prostate test"],
    pricePaise: rupees(700),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },

  // Vitamins and iron
  {
    slug: "vitamin-d",
    name: "Vitamin D (25-OH)",
    aliases: ["vitamin d test", "vit d", "vitamin d3", "vit d3", "25 oh vitamin d", "25 hydroxy vitamin d"],
    pricePaise: rupees(1200),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: SPECIALISED,
  },
  {
    slug: "vitamin-b12",
    name: "Vitamin B12",
    aliases: ["b12", "vit b12", "vitamin b12 test", "b12 test", "cobalamin"],
    pricePaise: rupees(1000),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: SPECIALISED,
  },
  {
    slug: "iron-studies",
    name: "Iron Studies (Iron, TIBC, Transferrin Saturation)",
    aliases: ["iron", "iron test", "iron profile", "iron panel", "serum iron", "tibc"],
    pricePaise: rupees(800),
    sampleType: "blood",
    fastingHours: 8,
    turnaroundHours: BASIC,
  },
  {
    slug: "ferritin",
    name: "Serum Ferritin",
    aliases: ["serum ferritin", "ferritin test"],
    pricePaise: rupees(600),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: SPECIALISED,
  },

  // Inflammation, clotting
  {
    slug: "crp",
    name: "CRP (C-Reactive Protein)",
    aliases: ["c reactive protein", "crp test", "crp quantitative"],
    pricePaise: rupees(450),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "pt-inr",
    name: "Prothrombin Time (PT/INR)",
    aliases: ["prothrombin time", "pt", "inr", "pt inr test", "inr test"],
    pricePaise: rupees(350),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },

  // Fever and infections
  {
    slug: "dengue-ns1",
    name: "Dengue NS1 Antigen",
    aliases: ["dengue", "dengue test", "ns1", "ns1 antigen", "dengue antigen", "dengue ns1 test"],
    pricePaise: rupees(600),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "dengue-igg-igm",
    name: "Dengue Antibodies (IgG and IgM)",
    aliases: ["dengue antibody", "dengue antibodies", "dengue igm", "dengue igg", "dengue serology"],
    pricePaise: rupees(800),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "malaria-antigen",
    name: "Malaria Antigen (Rapid Test)",
    aliases: ["malaria", "malaria test", "malaria card test", "malaria rapid test", "mp", "mp test", "malaria parasite"],
    pricePaise: rupees(400),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "widal",
    name: "Typhoid Test (Widal)",
    aliases: ["widal test", "typhoid", "typhoid test", "enteric fever test"],
    pricePaise: rupees(250),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "typhidot",
    name: "Typhidot (Typhoid IgM)",
    aliases: ["typhi dot", "typhidot test", "typhidot igm", "typhoid igm"],
    pricePaise: rupees(600),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "hiv",
    name: "HIV 1 and 2 Antibody",
    aliases: ["hiv test", "hiv 1 2", "hiv 1 and 2", "hiv 1 2 antibody", "aids test"],
    pricePaise: rupees(500),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "hbsag",
    name: "Hepatitis B Surface Antigen (HBsAg)",
    aliases: ["hepatitis b", "hepatitis b test", "hbsag test", "australia antigen", "hep b"],
    pricePaise: rupees(350),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "hcv",
    name: "Hepatitis C Antibody (Anti-HCV)",
    aliases: ["hepatitis c", "hepatitis c test", "anti hcv", "hcv test", "hep c"],
    pricePaise: rupees(700),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: SPECIALISED,
  },

  // Urine
  {
    slug: "urine-routine",
    name: "Urine Routine and Microscopy",
    aliases: [
      "urine test",
      "urine re",
      "urine rm",
      "urine r m",
      "urine routine examination",
      "urine analysis",
      "urinalysis",
      "urine",
    ],
    pricePaise: rupees(150),
    sampleType: "urine",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "urine-culture",
    name: "Urine Culture and Sensitivity",
    aliases: ["urine culture sensitivity", "urine cs", "urine c s", "urine culture test", "culture urine"],
    pricePaise: rupees(750),
    sampleType: "urine",
    fastingHours: 0,
    turnaroundHours: CULTURE,
  },

  // Packages
  {
    slug: "full-body-checkup",
    name: "Full Body Check-up",
    aliases: [
      "full body",
      "full body test",
      "full body check up",
      "full body checkup package",
      "body checkup",
      "health checkup",
      "health check up",
      "master health checkup",
      "whole body checkup",
    ],
    pricePaise: rupees(2499),
    sampleType: "blood-and-urine",
    fastingHours: 10,
    turnaroundHours: SPECIALISED,
    includes: ["cbc", "fasting-blood-sugar", "hba1c", "lipid-profile", "lft", "kft", "thyroid-profile", "vitamin-d", "vitamin-b12", "iron-studies", "urine-routine"],
  },
  {
    slug: "diabetes-package",
    name: "Diabetes Check-up Package",
    aliases: ["diabetes", "diabetes test", "diabetes panel", "diabetes profile", "diabetes checkup", "sugar package"],
    pricePaise: rupees(999),
    sampleType: "blood-and-urine",
    fastingHours: 10,
    turnaroundHours: BASIC,
    includes: ["fasting-blood-sugar", "hba1c", "lipid-profile", "creatinine", "urine-routine"],
  },
  {
    slug: "fever-panel",
    name: "Fever Panel",
    aliases: ["fever", "fever test", "fever profile", "fever package", "fever checkup"],
    pricePaise: rupees(1299),
    sampleType: "blood-and-urine",
    fastingHours: 0,
    turnaroundHours: BASIC,
  },
  {
    slug: "thyroid-care-package",
    name: "Thyroid Care Package",
    aliases: ["thyroid package", "thyroid care", "thyroid checkup", "thyroid check up"],
    pricePaise: rupees(1199),
    sampleType: "blood",
    fastingHours: 0,
    turnaroundHours: SPECIALISED,
    includes: ["thyroid-profile", "cbc", "calcium", "vitamin-d"],
  },
  {
    slug: "heart-care-package",
    name: "Heart Care Package",
    aliases: ["heart package", "heart checkup", "heart check up", "cardiac package", "cardiac profile", "heart health"],
    pricePaise: rupees(1499),
    sampleType: "blood",
    fastingHours: 10,
    turnaroundHours: BASIC,
    includes: ["lipid-profile", "crp", "hba1c", "creatinine", "electrolytes", "cbc"],
  },
  {
    slug: "senior-citizen-package",
    name: "Senior Citizen Health Package",
    aliases: ["senior citizen", "senior citizen checkup", "elderly checkup", "old age checkup"],
    pricePaise: rupees(2999),
    sampleType: "blood-and-urine",
    fastingHours: 10,
    turnaroundHours: SPECIALISED,
    includes: ["cbc", "fasting-blood-sugar", "hba1c", "lipid-profile", "lft", "kft", "thyroid-profile", "vitamin-d", "vitamin-b12", "calcium", "uric-acid", "urine-routine"],
  },
  {
    slug: "womens-health-package",
    name: "Women's Health Package",
    aliases: ["women health", "womens health", "women package", "womens package", "women checkup", "ladies checkup"],
    pricePaise: rupees(2299),
    sampleType: "blood-and-urine",
    fastingHours: 8,
    turnaroundHours: SPECIALISED,
    includes: ["cbc", "thyroid-profile", "iron-studies", "vitamin-d", "vitamin-b12", "calcium", "hba1c", "urine-routine"],
  },
];

/** "Lipid-Profile", "blood sugar" or "T3, T4 & TSH" as a lookup key: lowercase words, single spaces. */
export function testLookupKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const bySlugOrAlias = new Map<string, CatalogueTest>();
for (const test of TEST_CATALOGUE) {
  bySlugOrAlias.set(testLookupKey(test.slug), test);
  for (const alias of test.aliases) bySlugOrAlias.set(alias, test);
}

/** The catalogue test that a typed word or a decoded URL word ({ty}) names by its slug or an alias. */
export function findCatalogueTest(word: string): CatalogueTest | undefined {
  return bySlugOrAlias.get(testLookupKey(word));
}
