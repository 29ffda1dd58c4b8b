/**
 * The rule for a production SESSION_SECRET, named in the error: at least 128 bits estimated as
 * length × log2(number of distinct characters), and not one short piece repeated. 32 × 'a' has 0 bits;
 * `openssl rand -base64 48` has about 340.
 */
export const MIN_SECRET_BITS = 128;

export function secretStrengthProblem(secret: string): string | null {
  const distinct = new Set(secret).size;
  const bits = distinct > 1 ? secret.length * Math.log2(distinct) : 0;
  if (bits < MIN_SECRET_BITS) {
    return `too guessable: about ${Math.floor(bits)} bits by length × log2(distinct characters), at least ${MIN_SECRET_BITS} needed (generate one with: openssl rand -base64 48)`;
  }
  const period = smallestPeriod(secret);
  if (period <= secret.length / 2) {
    return `too guessable: it is one piece of ${period} characters repeated (generate one with: openssl rand -base64 48)`;
  }
  return null;
}

/** The length of the shortest piece whose repetition makes the whole text (its own length when none does). */
function smallestPeriod(text: string): number {
  for (let period = 1; period <= text.length / 2; period += 1) {
    let repeats = true;
    for (let i = period; i < text.length && repeats; i += 1) repeats = text[i] === text[i - period];
    if (repeats) return period;
  }
  return text.length;
}
