/**
 * Seeds that once found a bug, replayed on every run so it cannot come back unseen (1009280541: a NUL in the
 * booking's requestKey reached PostgreSQL as a 500, review L1).
 */
export const FIXED_FUZZ_SEEDS = [1009280541] as const;

/**
 * The seeds a fuzz test runs: the fixed ones and one new random seed, printed so a failure can be repeated.
 * FUZZ_SEED=<n> runs only that seed.
 */
export function fuzzSeeds(name: string): number[] {
  const chosen = process.env.FUZZ_SEED;
  if (chosen !== undefined && chosen !== "") return [Number(chosen)];
  const random = Math.floor(Math.random() * 2 ** 31);
  console.log(`${name}: fixed fuzz seeds ${FIXED_FUZZ_SEEDS.join(", ")} and random seed ${random} (repeat one with FUZZ_SEED=<seed>)`);
  return [...FIXED_FUZZ_SEEDS, random];
}
