import { SPECIALITIES, type Speciality } from "./specialities";
import { SPECIALITY_WORDS } from "./speciality-words";

/** Lower case, no accents, punctuation as spaces: "Dr. Sen, ENT!" → "dr sen ent". */
export function normaliseQuery(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}/]+/gu, " ")
    .trim()
    .slice(0, 100);
}

/** Two edits apart at most (short words one): catches "cardiolgy", "dermatolgy", "pediatric". */
function closeEnough(word: string, target: string): boolean {
  if (word === target) return true;
  const allowed = target.length >= 8 ? 2 : target.length >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(word.length - target.length) > allowed) return false;
  let previous = Array.from({ length: target.length + 1 }, (_, i) => i);
  for (let i = 1; i <= word.length; i++) {
    const current = [i];
    for (let j = 1; j <= target.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (word[i - 1] === target[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return (previous[target.length] ?? Infinity) <= allowed;
}

const TERMS: readonly { speciality: Speciality; term: string }[] = SPECIALITIES.flatMap((speciality) =>
  [speciality.name, speciality.slug.replace(/-/g, " "), ...SPECIALITY_WORDS[speciality.slug]].map((term) => ({ speciality, term: normaliseQuery(term) })),
);

/**
 * The speciality a search means, if it names one ("cardiology", "heart doctor", "cardiolgy", "दांत", "OB/GYN"):
 * a term found whole in the query, or a query word within a typo or two of a one-word term.
 */
export function matchSpeciality(query: string): Speciality | null {
  const text = normaliseQuery(query);
  if (!text) return null;
  const padded = ` ${text} `;
  for (const { speciality, term } of TERMS) if (padded.includes(` ${term} `)) return speciality;
  const words = text.split(" ").filter((word) => word.length >= 4);
  for (const { speciality, term } of TERMS) {
    if (term.includes(" ")) continue;
    if (words.some((word) => closeEnough(word, term) || (word.length >= 5 && term.startsWith(word)))) return speciality;
  }
  return null;
}
