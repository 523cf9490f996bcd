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

/**
 * Connection-level failures: the database could not be reached or dropped the session, so the
 * request was not carried out (an open transaction is rolled back by the server when its session
 * ends) and trying again later can succeed. Answered 503, never 500 (decision 024).
 * - node-postgres: socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT, EPIPE, …; an AggregateError
 *   when every address of the host refused), SQLSTATE class 08 (connection exception), 57P01–57P03
 *   (admin/crash shutdown, cannot connect now), 53300 (too many connections), and the messages the
 *   driver and its pool throw without a code ("Connection terminated…", "timeout exceeded when
 *   trying to connect", "Client has encountered a connection error…").
 * - PGlite: a closed instance ("PGlite is closed").
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const unavailableMessages = new RegExp(
  '^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|' +
    'Cannot use a pool after calling end|PGlite is closed)',
);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The driver's own words for a failure (the innermost cause), for a log line without SQL or parameters. */
export function databaseFailureReason(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    innermost = cause;
  }
  const { code, message } = (innermost ?? {}) as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : null, typeof message === 'string' ? message : null].filter(Boolean).join(' ');
}
