/** pino's numbers, so start-up lines sort and filter with Fastify's own. */
const LEVELS = { info: 30, error: 50 } as const;

/**
 * One start-up or background line (migrations, demo data, Redis switching stores, a failed start). In production it
 * is a JSON line like Fastify's, so a log pipeline reads every line the same way; in demo mode it stays the plain
 * `[nikat] …` a person at a terminal reads.
 */
export function startupLine(text: string, options: { json: boolean; level?: keyof typeof LEVELS; now?: Date }): string {
  if (!options.json) return `[nikat] ${text}`;
  const level = LEVELS[options.level ?? "info"];
  return JSON.stringify({ level, time: (options.now ?? new Date()).getTime(), pid: process.pid, msg: text });
}
