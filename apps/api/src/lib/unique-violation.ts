/**
 * Whether `error` (or an error in its cause chain: Drizzle wraps the driver's) is PostgreSQL's
 * unique violation (23505) of the named constraint. For the race a check-then-insert cannot
 * close on its own: two requests that each hold a different lock both find nothing, both
 * insert, and the index refuses the second.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}
