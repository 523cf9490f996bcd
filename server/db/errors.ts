/** Recognising database refusals that mean something to the caller (both drivers, through drizzle's wrapper). */

/** Whether `error` (or what it wraps) is PostgreSQL's unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** Whether `error` (or what it wraps) is PostgreSQL's foreign key violation (23503), optionally of one named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503') return constraint === undefined || name === constraint;
  }
  return false;
}
