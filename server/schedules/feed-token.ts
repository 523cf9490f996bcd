/**
 * The credential in a private calendar feed address (decision 015). A phone calendar fetches the
 * address with no header and no cookie, so the address is the secret: it must be unguessable, and
 * resetting it must kill the old one. Rather than storing tokens, the token is an HMAC-SHA256 over
 * (person, team, membership, version) with a key derived from the server secret:
 * - reset bumps the stored version, so every older token stops verifying;
 * - leaving the team deletes the membership row and a rejoin makes a new one (a new id), so an
 *   address handed out before someone left never works again, even after they come back;
 * - nothing in the database is enough to rebuild a working address.
 * The token reads `{userId}-{teamId}-{mac}`: the ids say which row to check, the MAC proves it.
 */
import { maxId } from '#contract/fields.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface FeedSubject {
  userId: number;
  teamId: number;
  membershipId: number;
  version: number;
}

const tokenPattern = /^([1-9]\d{0,9})-([1-9]\d{0,9})-([A-Za-z0-9_-]{43})$/;

/** A key for feed tokens only, so a feed MAC can never stand in for an access-token signature. */
export function feedKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pitchside calendar feed v1').digest();
}

function mac(key: Buffer, s: FeedSubject): string {
  return createHmac('sha256', key).update(`${s.userId}\n${s.teamId}\n${s.membershipId}\n${s.version}`).digest('base64url');
}

export function feedToken(key: Buffer, subject: FeedSubject): string {
  return `${subject.userId}-${subject.teamId}-${mac(key, subject)}`;
}

/** The ids a token claims, or null when it is not shaped like one (checked before any database read). */
export function readFeedToken(token: string): { userId: number; teamId: number; mac: string } | null {
  const match = tokenPattern.exec(token);
  if (!match) return null;
  const [userId, teamId] = [Number(match[1]), Number(match[2])];
  // An id past the database's range names nobody (and must not reach a query as one).
  if (userId > maxId || teamId > maxId) return null;
  return { userId, teamId, mac: match[3] };
}

/**
 * Whether the claimed MAC is the one for this subject, compared in constant time. The text is
 * compared rather than decoded bytes, so exactly one spelling of a token works.
 */
export function feedMacMatches(key: Buffer, claimed: string, subject: FeedSubject): boolean {
  const expected = Buffer.from(mac(key, subject));
  const given = Buffer.from(claimed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
