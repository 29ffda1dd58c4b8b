/** Spec 001 §5: lab cities are grouped; a missing, 'null' or 'undefined' city goes under 'Unknown'. */
export const UNKNOWN_CITY = "Unknown";

export function cityGroupOf(city: string | null | undefined): string {
  const trimmed = city?.trim() ?? "";
  return trimmed === "" || trimmed === "null" || trimmed === "undefined" ? UNKNOWN_CITY : trimmed;
}

/** Groups in alphabetical order with 'Unknown' last; labs keep their order inside a group. */
export function groupLabsByCity<T extends { city: string | null }>(labs: readonly T[]): { city: string; labs: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const lab of labs) {
    const city = cityGroupOf(lab.city);
    groups.set(city, [...(groups.get(city) ?? []), lab]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === UNKNOWN_CITY ? 1 : b === UNKNOWN_CITY ? -1 : a.localeCompare(b)))
    .map(([city, list]) => ({ city, labs: list }));
}
