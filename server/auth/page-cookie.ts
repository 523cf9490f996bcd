/**
 * The page cookie (decision 104): who is signed in, on a document request, so the server can render
 * the address's first screen. The refresh cookie never goes there (path-limited and Strict, decision
 * 030); this one names the person and the session (the refresh family) and nothing else, signed with
 * the server's secret under its own purpose label, so it is no credential anywhere but here: it is
 * not a JWT the bearer check would take, and it renews nothing. It is believed only while its
 * session is live and its person active (the bearer's one-query check), and for the refresh token's
 * lifetime after it was written (each sign-in and renewal writes it again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserLifecycle } from '#contract/enums.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sessionStanding } from '../http/bearer.ts';
import { refreshTokenTtlMs } from './tokens.ts';

export const pageCookieName = 'pitchside_page';

const purpose = 'page-cookie:';
const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PagePerson {
  userId: number;
  sessionId: string;
}

export interface LivePagePerson extends PagePerson {
  userLifecycle: UserLifecycle;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(purpose + payload)
    .digest('base64url');

/** The cookie's value for `person`, written at `now`: `<userId>.<sessionId>.<seconds>.<signature>`. */
export function pageCookieValue(secret: string, person: PagePerson, now: Date): string {
  const payload = `${person.userId}.${person.sessionId}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The person and session a well-signed, unexpired value names, or null. Says nothing of whether the session is live. */
export function readPageCookie(secret: string, value: string | undefined, now: Date): PagePerson | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [user, sessionId, seconds, given] = parts;
  const expected = Buffer.from(signature(secret, `${user}.${sessionId}.${seconds}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const userId = Number(user);
  const writtenMs = Number(seconds) * 1000;
  if (!Number.isInteger(userId) || userId < 1 || !sessionIdPattern.test(sessionId) || !Number.isFinite(writtenMs)) return null;
  if (writtenMs + refreshTokenTtlMs <= now.getTime()) return null;
  return { userId, sessionId };
}

/** The person of a document request's page cookie while their session is live and they are active; else null. */
export async function pagePerson(deps: { db: Db; clock: Clock; secret: string }, value: string | undefined): Promise<LivePagePerson | null> {
  const person = readPageCookie(deps.secret, value, deps.clock.now());
  if (!person) return null;
  const { standing, lifecycle } = await sessionStanding(deps.db, person.userId, person.sessionId);
  return standing === 'live' && lifecycle ? { ...person, userLifecycle: lifecycle } : null;
}
