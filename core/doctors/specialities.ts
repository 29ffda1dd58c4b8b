/** The 18 specialities of the `specialist` table; the first twelve are spec 001 §2.2's popular ones, in its order. */
export const SPECIALITIES = [
  { name: "Cardiology", slug: "cardiology" },
  { name: "Dermatology", slug: "dermatology" },
  { name: "Pediatrics", slug: "pediatrics" },
  { name: "Orthopedics", slug: "orthopedics" },
  { name: "Ophthalmology", slug: "ophthalmology" },
  { name: "Psychiatry", slug: "psychiatry" },
  { name: "Immunology", slug: "immunology" },
  { name: "OB/GYN", slug: "ob-gyn" },
  { name: "ENT", slug: "ent" },
  { name: "Neurology", slug: "neurology" },
  { name: "Pulmonology", slug: "pulmonology" },
  { name: "Oncology", slug: "oncology" },
  { name: "General Medicine", slug: "general-medicine" },
  { name: "Gastroenterology", slug: "gastroenterology" },
  { name: "Nephrology", slug: "nephrology" },
  { name: "Urology", slug: "urology" },
  { name: "Endocrinology", slug: "endocrinology" },
  { name: "Dentistry", slug: "dentistry" },
] as const;

export type Speciality = (typeof SPECIALITIES)[number];
export type SpecialitySlug = Speciality["slug"];

export const POPULAR_SPECIALITIES: readonly Speciality[] = SPECIALITIES.slice(0, 12);

/** Spec 001 §9: specialist suggestions. */
export const SPECIALITY_SUGGESTIONS = 18;

const bySlug = new Map<string, Speciality>(SPECIALITIES.map((s) => [s.slug, s]));
const byName = new Map<string, Speciality>(SPECIALITIES.map((s) => [s.name.toLowerCase(), s]));

/** The words people put in /speciality/{word}: the slug ("ob-gyn"), the name in any case ("OB/GYN", "cardiology"). */
export function specialityOf(word: string): Speciality | null {
  const text = word.trim().toLowerCase();
  return bySlug.get(text) ?? byName.get(text) ?? bySlug.get(text.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")) ?? null;
}

export function isSpecialitySlug(value: string): value is SpecialitySlug {
  return bySlug.has(value);
}
