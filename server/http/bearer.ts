/**
 * `Authorization: Bearer <access token>` on every /api/* call: missing → 401 9000, not of that form →
 * 401 9001, expired → 401 9002, its session ended (logout, a reused refresh token, withdrawal) →
 * 401 9011, anything else wrong (signature, claims, a person the token names who does not exist) → 401 9006.
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { UserLifecycle } from '#contract/enums.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';
import type { AppEnv } from './endpoint.ts';
import { ApiError } from './errors.ts';

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The token of an Authorization header; ApiError 9001 when it is not `Bearer <jwt>`. */
export function bearerToken(header: string): string {
  const match = bearerPattern.exec(header.trim());
  if (!match) throw new ApiError('INVALID_BEARER');
  return match[1];
}

/**
 * The person of an access token that is valid now: well signed, unexpired, of a person who has not
 * withdrawn, in a session that has not ended (decision 030). The person and the session are read in
 * ONE query (an index probe on refresh_tokens.family_id beside the users row this check always
 * read), so ending sessions at once costs no extra round trip, and it holds across processes: every
 * one of them reads the same rows.
 */
export async function authenticateAccessToken(token: string, tokens: TokenService, db: Db): Promise<number> {
  const { userId, sessionId } = await tokens.verifyAccessToken(token);
  const { standing } = await sessionStanding(db, userId, sessionId);
  if (standing === 'unknown') throw new ApiError('INVALID_TOKEN');
  // Withdrawal ends every session of the person (decision 030): their old tokens hear what a logout's do.
  if (standing === 'ended') throw new ApiError('SESSION_ENDED');
  return userId;
}

/**
 * Whether `sessionId` of `userId` is live: the person exists, has not withdrawn, and the session's
 * refresh family is not revoked (logout, reuse, withdrawal). One query; the bearer check and the page
 * cookie of a document request (server/auth/page-cookie.ts, decision 104) ask it the same way.
 */
export async function sessionStanding(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<{ standing: 'live' | 'ended' | 'unknown'; lifecycle: UserLifecycle | null }> {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt)))
    .limit(1);
  const [person] = await db
    .select({ withdrawnAt: users.withdrawnAt, lifecycle: users.lifecycle, sessionLive: sql<boolean>`${exists(live)}`.mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return { standing: 'unknown', lifecycle: null };
  return { standing: person.withdrawnAt || !person.sessionLive ? 'ended' : 'live', lifecycle: person.lifecycle };
}

/** The middleware; on success the person's id is `c.get('userId')`. */
export function bearerAuth(tokens: TokenService, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new ApiError('UNAUTHORIZED');
    c.set('userId', await authenticateAccessToken(bearerToken(header), tokens, db));
    await next();
  };
}
