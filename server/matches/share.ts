/**
 * A match's public scoreboard link (decision 057): its token, turning it on and off, finding the
 * match a token opens, and the snapshot the public page reads.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ShareToken, type PublicMatchSnapshot } from '#contract/match-share.ts';
import * as v from 'valibot';
import type { DbOrTx } from '../db/client.ts';
import { matches, matchShares } from '../db/schema.ts';
import { notifyShareChanged } from '../live/log.ts';
import type { MatchRow } from './access.ts';
import { publicEvent, publicLineups, publicMatch } from './public-view.ts';
import { matchDetail, matchHistory, matchPlayers } from './queries.ts';

export type ShareRow = typeof matchShares.$inferSelect;

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
export const newShareToken = (): string => randomBytes(18).toString('base64url');

/** Whether a text is shaped like a token (checked before any database read: anything else names no link). */
export const isShareToken = (text: string): boolean => v.is(ShareToken, text);

/** The link that is on for a match, turning it on first when it is off; two callers at once get the same one. */
export async function turnShareOn(handle: DbOrTx, matchId: number, userId: number, now: Date): Promise<ShareRow> {
  await handle.insert(matchShares).values({ matchId, token: newShareToken(), createdBy: userId, createdAt: now })
    .onConflictDoNothing({ target: matchShares.matchId });
  const [row] = await handle.select().from(matchShares).where(eq(matchShares.matchId, matchId));
  return row;
}

/** Turns the link off (nothing to do when it is off) and tells every process, so its open streams end. */
export async function turnShareOff(tx: DbOrTx, matchId: number): Promise<void> {
  const removed = await tx.delete(matchShares).where(eq(matchShares.matchId, matchId)).returning({ matchId: matchShares.matchId });
  if (removed.length > 0) await notifyShareChanged(tx, matchId);
}

/** The link a token names, or null for a token that names none (malformed, never made, turned off, its match deleted). */
export async function findShare(handle: DbOrTx, token: string): Promise<ShareRow | null> {
  if (!isShareToken(token)) return null;
  const [row] = await handle.select().from(matchShares).where(eq(matchShares.token, token));
  return row ?? null;
}

/** The link that is on for a match, or null. */
export async function findShareOf(handle: DbOrTx, matchId: number): Promise<ShareRow | null> {
  const [row] = await handle.select().from(matchShares).where(eq(matchShares.matchId, matchId));
  return row ?? null;
}

/**
 * The match a token opens, read with its link in one query; null as for findShare, and for a match
 * the invited team has not accepted (a link turned on before sharing waited for that: decision 029).
 */
export async function findSharedMatch(handle: DbOrTx, token: string): Promise<MatchRow | null> {
  if (!isShareToken(token)) return null;
  const [row] = await handle.select({ match: matches }).from(matchShares)
    .innerJoin(matches, eq(matches.id, matchShares.matchId)).where(and(eq(matchShares.token, token), eq(matches.requestState, 'ACCEPTED')));
  return row?.match ?? null;
}

/**
 * The public snapshot of a match: the members' reads, projected. `seq` is the live log's position
 * read before them (the caller passes it), so the snapshot is at least that new.
 */
export async function publicSnapshot(handle: DbOrTx, match: MatchRow, seq: number, now: Date): Promise<PublicMatchSnapshot> {
  const detail = await matchDetail(handle, match, now);
  const history = await matchHistory(handle, match);
  const players = await matchPlayers(handle, match);
  return {
    seq,
    match: publicMatch(detail),
    timeline: history.map((e) => publicEvent(e, match)),
    lineups: publicLineups(players),
  };
}
