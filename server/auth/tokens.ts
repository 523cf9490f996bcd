/**
 * Access and refresh tokens (docs/architecture.md §4).
 * - Access: a JWT (HS256, hono/jwt) with sub = user id, sid = its session (the refresh family it was
 *   issued for), iat and exp; checked against the injected clock. A session ends when its family is
 *   revoked (logout, reuse, withdrawal), and the bearer check then refuses its access tokens at once
 *   (decision 030), instead of letting them run for the rest of their lifetime.
 * - Refresh: 32 random bytes, stored as a SHA-256 in a family. Each renewal marks the presented token
 *   used and issues the next one in the same family; presenting a used token again means it was
 *   copied, so the whole family is revoked and everyone holding one must sign in again.
 * - Grace (decision 026): two tabs of one browser share the cookie, so when both renew at the same
 *   instant the second arrives with the token the first just spent. Within `refreshReuseGraceMs` of
 *   its use, the immediately previous token renews again to the same successor (which is derived
 *   from it with the secret, so no raw token is ever stored); later, or once the successor itself
 *   was spent, it is reuse.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Clock } from '../clock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { notifyMembershipChanged } from '../live/log.ts';
import { randomToken, sha256 } from './hashing.ts';

export const refreshTokenTtlMs = 14 * 24 * 60 * 60 * 1000;
/** How long a spent refresh token still renews (to its same successor): a few seconds covers tabs racing on a slow phone network. */
export const refreshReuseGraceMs = 5_000;

export interface TokenServiceOptions {
  db: Db;
  clock: Clock;
  secret: string;
  accessTokenTtlSeconds: number;
}

export type RefreshFailure = 'NO_REFRESH_TOKEN' | 'INVALID_TOKEN' | 'REFRESH_TOKEN_EXPIRED' | 'REFRESH_TOKEN_REUSED';

export type RotateResult = { ok: true; userId: number; sessionId: string; token: string } | { ok: false; error: RefreshFailure };

/** What a valid access token says: who, and in which session (a refresh family id). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** A family id as `randomUUID` makes it (and as refresh_tokens.family_id holds it). */
const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Ends sessions by revoking their refresh families: one family (logout, reuse) or every family of a
 * person (withdrawal). Their access tokens are refused from the next request on, in every process,
 * since the bearer check reads the same rows. Safe inside a transaction (`db` may be one).
 */
export async function revokeSessions(db: DbOrTx, now: Date, which: { sessionId: string } | { userId: number }): Promise<void> {
  const owner = 'sessionId' in which ? eq(refreshTokens.familyId, which.sessionId) : eq(refreshTokens.userId, which.userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(owner, isNull(refreshTokens.revokedAt)));
}

/**
 * Tells the person's open live streams, in every process, to check their access again (the NOTIFY a
 * membership change sends; it goes out when the revocation commits): the stream of an ended session
 * closes at once instead of at its next periodic check.
 */
export async function onSessionsEnded(tx: DbOrTx, userId: number): Promise<void> {
  await notifyMembershipChanged(tx, userId);
}

/** Creates the token service: signing and checking access tokens, issuing and rotating refresh tokens. */
export function createTokenService({ db, clock, secret, accessTokenTtlSeconds }: TokenServiceOptions) {
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  /** The successor of a refresh token: the same for the same token, unguessable without the secret. */
  const successorOf = (token: string) => createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

  /** An access token of `userId` in the session `sessionId` (the refresh family it goes with). */
  async function signAccessToken(userId: number, sessionId: string): Promise<string> {
    const iat = seconds();
    return sign({ sub: String(userId), sid: sessionId, iat, exp: iat + accessTokenTtlSeconds }, secret, 'HS256');
  }

  /**
   * The claims of a well-signed, unexpired access token; ApiError 9002 when expired, 9006 otherwise
   * (a token without a session among them: none has been issued since decision 030, and one from
   * before simply renews). Whether the session is still live is the bearer check's question.
   */
  async function verifyAccessToken(token: string): Promise<AccessClaims> {
    let payload: Record<string, unknown>;
    try {
      // exp is checked below against the injected clock, not the wall clock.
      payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    } catch {
      throw new ApiError('INVALID_TOKEN');
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || typeof payload.exp !== 'number') throw new ApiError('INVALID_TOKEN');
    if (typeof payload.sid !== 'string' || !sessionIdPattern.test(payload.sid)) throw new ApiError('INVALID_TOKEN');
    if (payload.exp <= seconds()) throw new ApiError('ACCESS_TOKEN_EXPIRED');
    return { userId, sessionId: payload.sid };
  }

  /** Issues a refresh token, in a new family unless one is given. Answers the raw token (the cookie value). */
  async function issueRefreshToken(userId: number, familyId: string = randomUUID()): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + refreshTokenTtlMs),
    });
    return token;
  }

  /** Starts a session (sign-in): a new refresh family. Answers its id and the first refresh token. */
  async function startSession(userId: number): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID();
    return { sessionId, refreshToken: await issueRefreshToken(userId, sessionId) };
  }

  /** A new session's first access token, for tools that act as a person without signing in (benchmarks, tests). */
  async function accessTokenInNewSession(userId: number): Promise<string> {
    return signAccessToken(userId, (await startSession(userId)).sessionId);
  }

  /**
   * Spends a refresh token and answers its successor, or why it was refused (revoking on reuse).
   * The row is locked, so of two renewals with the same token the second sees the first one's use.
   */
  async function rotateRefreshToken(token: string | undefined): Promise<RotateResult> {
    if (!token) return { ok: false, error: 'NO_REFRESH_TOKEN' };
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update');
      if (!row) return { ok: false, error: 'INVALID_TOKEN' } as const;
      const next = successorOf(token);
      if (row.usedAt) {
        const [successor] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(next)))
          .for('update');
        const withinGrace = now.getTime() - row.usedAt.getTime() <= refreshReuseGraceMs;
        if (withinGrace && !row.revokedAt && successor && !successor.usedAt && !successor.revokedAt && successor.familyId === row.familyId) {
          return { ok: true, userId: row.userId, sessionId: row.familyId, token: next } as const;
        }
        await revokeSessions(tx, now, { sessionId: row.familyId });
        await onSessionsEnded(tx, row.userId);
        return { ok: false, error: 'REFRESH_TOKEN_REUSED' } as const;
      }
      if (row.revokedAt) return { ok: false, error: 'INVALID_TOKEN' } as const;
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, error: 'REFRESH_TOKEN_EXPIRED' } as const;
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      await tx.insert(refreshTokens).values({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: sha256(next),
        createdAt: now,
        expiresAt: new Date(now.getTime() + refreshTokenTtlMs),
      });
      return { ok: true, userId: row.userId, sessionId: row.familyId, token: next } as const;
    });
  }

  /** Revokes the family of a refresh token (logout), ending its session; unknown tokens are ignored. */
  async function revokeFamily(token: string | undefined): Promise<void> {
    if (!token) return;
    const [row] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (!row) return;
    await db.transaction(async (tx) => {
      await revokeSessions(tx, clock.now(), { sessionId: row.familyId });
      await onSessionsEnded(tx, row.userId);
    });
  }

  return { signAccessToken, verifyAccessToken, issueRefreshToken, startSession, accessTokenInNewSession, rotateRefreshToken, revokeFamily };
}

export type TokenService = ReturnType<typeof createTokenService>;
