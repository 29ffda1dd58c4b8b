/** Spec 001 §2.10: the partner categories and their /partner/{category} slugs, in the spec's order. */
export const PARTNER_CATEGORIES = ["hospital", "clinic", "pharmacy", "laboratory", "nursing-home", "doctor"] as const;

export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export function isPartnerCategory(value: unknown): value is PartnerCategory {
  return typeof value === "string" && (PARTNER_CATEGORIES as readonly string[]).includes(value);
}
