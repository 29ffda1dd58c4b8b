/** PostgreSQL refused a row because a unique index already holds its key (SQLSTATE 23505), optionally one named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || name === constraint);
}
