import { kolkataDay } from "../time/kolkata-day";

/** DPDP Act 2023 s.2(j): a child is a person under 18; their data is processed with a parent's or guardian's consent (s.9). */
export const ADULT_AGE = 18;
/** The oldest age the form accepts. */
export const MAX_AGE = 120;

export type BirthFacts = { birth_date: string | null; birth_year: number | null };

/**
 * An age given today becomes the year of birth it implies, so the member is a year older next year without anyone
 * editing them. Approximate by up to a year: good enough for reference ranges, never shown as a birthday.
 */
export function birthYearFromAge(age: number, now: Date): number {
  return Number(kolkataDay(now).date.slice(0, 4)) - age;
}

/** Age in whole years today in Kolkata: exact from a birth date, approximate from a birth year; null when unknown. */
export function ageOf(member: BirthFacts, now: Date): number | null {
  const today = kolkataDay(now).date;
  const year = Number(today.slice(0, 4));
  if (member.birth_date) {
    const hadBirthday = today.slice(5) >= member.birth_date.slice(5);
    return year - Number(member.birth_date.slice(0, 4)) - (hadBirthday ? 0 : 1);
  }
  return member.birth_year === null ? null : year - member.birth_year;
}

/**
 * Under 18 by the facts we hold. From a year alone the member may already be 18; we treat the year in which they
 * turn 18 as still a child's, so consent is asked for rather than assumed.
 */
export function isMinor(member: BirthFacts, now: Date): boolean {
  const age = ageOf(member, now);
  if (age === null) return false;
  return member.birth_date ? age < ADULT_AGE : age <= ADULT_AGE;
}
