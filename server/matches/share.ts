/**
 * A match's public scoreboard link (decision 057): its token, turning it on and off, finding the
 * match a token opens, and the snapshot the public page reads.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ShareToken, type PublicMatchSnapshot } from '#contract/match-share.ts';
import * as v from 'valibot';
import type { DbOrTx } from '../db/client.ts';
import { matches, matchShares, matchShareTeams, teams } from '../db/schema.ts';
import { notifyShareChanged } from '../live/log.ts';
import type { MatchAccess, MatchRow } from './access.ts';
import type { NamesShown } from './public-names.ts';
import { publicEvent, publicLineups, publicMatch } from './public-view.ts';
import { matchDetail, matchHistory, matchPlayers } from './queries.ts';

export type ShareRow = typeof matchShares.$inferSelect;

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
export const newShareToken = (): string => randomBytes(18).toString('base64url');

/** Whether a text is shaped like a token (checked before any database read: anything else names no link). */
export const isShareToken = (text: string): boolean => v.is(ShareToken, text);

/** How many days after full time a link answers, unless an admin keeps it (decision 070). */
export const shareDaysAfterFullTime = 7;

/** When a link stops answering: 7 days after full time; null before full time, or when an admin keeps it. */
export function shareExpiresAt(match: Pick<MatchRow, 'matchState' | 'secondHalfEndAt'>, share: Pick<ShareRow, 'keep'>): Date | null {
  if (share.keep || match.matchState !== 'FINISHED' || !match.secondHalfEndAt) return null;
  return new Date(match.secondHalfEndAt.getTime() + shareDaysAfterFullTime * 24 * 60 * 60 * 1000);
}

/** Whether a link no longer answers at `now`. */
export function shareExpired(match: Pick<MatchRow, 'matchState' | 'secondHalfEndAt'>, share: Pick<ShareRow, 'keep'>, now: Date): boolean {
  const expiresAt = shareExpiresAt(match, share);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

/** The teams among home and away the caller administers: theirs is the consent a call to share gives. */
export function adminTeamsOf(access: MatchAccess): number[] {
  return [access.home === 'TEAM_ADMIN' ? access.match.homeTeamId : null, access.away === 'TEAM_ADMIN' ? access.match.awayTeamId : null].filter(
    (id): id is number => id !== null,
  );
}

/**
 * The link that is on for a match, turning it on first when it is off; two callers at once get the
 * same one. The teams the caller administers (`teamIds`) now show their players' names on it.
 */
export async function turnShareOn(handle: DbOrTx, matchId: number, userId: number, now: Date, teamIds: number[] = []): Promise<ShareRow> {
  await handle
    .insert(matchShares)
    .values({ matchId, token: newShareToken(), createdBy: userId, createdAt: now })
    .onConflictDoNothing({ target: matchShares.matchId });
  if (teamIds.length > 0)
    await handle
      .insert(matchShareTeams)
      .values(teamIds.map((teamId) => ({ matchId, teamId })))
      .onConflictDoNothing();
  const [row] = await handle.select().from(matchShares).where(eq(matchShares.matchId, matchId));
  return row;
}

/** Keeps the link answering after the days that follow full time, or lets it stop; null when the link is off. */
export async function keepShare(handle: DbOrTx, matchId: number, keep: boolean): Promise<ShareRow | null> {
  const [row] = await handle.update(matchShares).set({ keep }).where(eq(matchShares.matchId, matchId)).returning();
  return row ?? null;
}

/** Per side, whether the match's link shows its players' names (public-names.ts). */
export async function namesShownOn(handle: DbOrTx, match: Pick<MatchRow, 'id' | 'homeTeamId' | 'awayTeamId'>): Promise<NamesShown> {
  const sides = [match.homeTeamId, match.awayTeamId];
  const temp = await handle
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, sides), eq(teams.isTemp, true)));
  const shared = await handle
    .select({ teamId: matchShareTeams.teamId })
    .from(matchShareTeams)
    .where(and(eq(matchShareTeams.matchId, match.id), inArray(matchShareTeams.teamId, sides)));
  const agreed = new Set([...temp.map((r) => r.id), ...shared.map((r) => r.teamId)]);
  return { HOME: agreed.has(match.homeTeamId), AWAY: agreed.has(match.awayTeamId) };
}

/** Turns the link off (nothing to do when it is off) and tells every process, so its open streams end. */
export async function turnShareOff(tx: DbOrTx, matchId: number): Promise<void> {
  const removed = await tx.delete(matchShares).where(eq(matchShares.matchId, matchId)).returning({ matchId: matchShares.matchId });
  if (removed.length > 0) await notifyShareChanged(tx, matchId);
}

/** The link that is on for a match, or null. */
export async function findShareOf(handle: DbOrTx, matchId: number): Promise<ShareRow | null> {
  const [row] = await handle.select().from(matchShares).where(eq(matchShares.matchId, matchId));
  return row ?? null;
}

/**
 * The match a token opens and its link, read in one query; null for a token that names no link, and for a
 * match the invited team has not accepted (a link turned on before sharing waited for that: decision 029).
 */
export async function findSharedMatch(handle: DbOrTx, token: string): Promise<{ match: MatchRow; share: ShareRow } | null> {
  if (!isShareToken(token)) return null;
  const [row] = await handle
    .select({ match: matches, share: matchShares })
    .from(matchShares)
    .innerJoin(matches, eq(matches.id, matchShares.matchId))
    .where(and(eq(matchShares.token, token), eq(matches.requestState, 'ACCEPTED')));
  return row ?? null;
}

/**
 * The public snapshot of a match: the members' reads, projected. `seq` is the live log's position
 * read before them (the caller passes it), so the snapshot is at least that new.
 */
export async function publicSnapshot(handle: DbOrTx, match: MatchRow, seq: number, now: Date): Promise<PublicMatchSnapshot> {
  const detail = await matchDetail(handle, match, now);
  const history = await matchHistory(handle, match);
  const players = await matchPlayers(handle, match);
  const shown = await namesShownOn(handle, match);
  return {
    seq,
    match: publicMatch(detail),
    namesShown: { home: shown.HOME, away: shown.AWAY },
    timeline: history.map((e) => publicEvent(e, match, shown)),
    lineups: publicLineups(players, shown),
  };
}
