/**
 * One line for an address from its parts (house and street, village or locality, city, state, pincode), in that
 * order, each piece once. The booking form asks for the locality and the city beside a free address, and families
 * often type them into the address too ("12 School Road, Mohanbati, Raiganj" with Mohanbati and Raiganj again):
 * a piece already written, in any case or spacing, is left out. Null when nothing is left.
 */
export function formatAddress(parts: readonly (string | null | undefined)[]): string | null {
  const seen = new Set<string>();
  const pieces: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? "").split(",")) {
      const tidy = piece.replace(/\s+/g, " ").trim();
      const key = tidy.toLocaleLowerCase("en-IN").replace(/\.$/, "");
      if (!key || seen.has(key)) continue;
      seen.add(key);
      pieces.push(tidy);
    }
  }
  return pieces.length > 0 ? pieces.join(", ") : null;
}
