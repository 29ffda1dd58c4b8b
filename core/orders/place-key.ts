/** Two spellings of one address ("14, Diamond Harbour Rd." and "14 diamond harbour rd") are one place; vowel signs count. */
export const placeKey = (address: string | null): string => (address ?? "").toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
