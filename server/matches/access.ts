/**
 * Who may see and change a match (docs/product.md §5–6, issue "Matches and lineups", decision 029), checked in one order:
 *   1. an unknown match → 404 6007;
 *   2. someone in neither team → 403 5005 (reads) / a USER of a side, or an outsider → 403 5006 (writes);
 *      while the invited team has not accepted, its plain members are strangers to the match (5005 on reads);
 *   3. for a lineup row: an admin of the other side only → 403 7005 (unless the row's team is temporary);
 *      the invited side's rows wait for its consent → 409 6035.
 * The bearer middleware has already answered 401 for a guest. The ownership rules themselves are the
 * pure ones of machines/match.ownership.ts, shared with the client.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TeamRole } from '#contract/enums.ts';
import type { ErrorName } from '#contract/error-codes.ts';
import { lineupRefusal, type OwnedMatch, readRefusal, recordingSides, type RecordingSides, recordRefusal } from '#machines/match.ownership.ts';
import type { DbOrTx } from '../db/client.ts';
import { matches, memberships, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export type MatchRow = typeof matches.$inferSelect;
export type Side = 'home' | 'away';

/** The caller's roles in the two teams of a match (null: not a member), and which of them are temporary. */
export interface MatchAccess {
  match: MatchRow;
  home: TeamRole | null;
  away: TeamRole | null;
  homeTeamIsTemp: boolean;
  awayTeamIsTemp: boolean;
}

/** The match as the ownership rules read it. */
export function ownedMatch(access: Pick<MatchAccess, 'match' | 'homeTeamIsTemp' | 'awayTeamIsTemp'>): OwnedMatch {
  const { match } = access;
  return {
    ownerTeamId: match.ownerTeamId,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    homeTeamIsTemp: access.homeTeamIsTemp,
    awayTeamIsTemp: access.awayTeamIsTemp,
    matchState: match.matchState,
    requestState: match.requestState,
  };
}

/** Which side a team plays on in a match, or null when it plays in neither. */
export function sideOf(match: Pick<MatchRow, 'homeTeamId' | 'awayTeamId'>, teamId: number): Side | null {
  if (teamId === match.homeTeamId) return 'home';
  if (teamId === match.awayTeamId) return 'away';
  return null;
}

/** The match row or 404 6007; `forUpdate` locks it for the rest of the transaction (lineup edits run one at a time per match). */
export async function findMatch(handle: DbOrTx, matchId: number, { forUpdate = false } = {}): Promise<MatchRow> {
  const query = handle.select().from(matches).where(eq(matches.id, matchId));
  const [match] = forUpdate ? await query.for('update') : await query;
  if (!match) throw new ApiError('NOTFOUND_MATCH');
  return match;
}

/** The person's role in each of the given teams. */
export async function rolesIn(handle: DbOrTx, userId: number, teamIds: number[]): Promise<Map<number, TeamRole>> {
  const rows = await handle
    .select({ teamId: memberships.teamId, role: memberships.teamRole })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.teamId, teamIds)));
  return new Map(rows.map((r) => [r.teamId, r.role]));
}

/** The caller's roles in both teams and which team is temporary, in one query (it runs on every match request). */
export async function accessTo(handle: DbOrTx, userId: number, match: MatchRow): Promise<MatchAccess> {
  const rows = await handle
    .select({ teamId: teams.id, isTemp: teams.isTemp, role: memberships.teamRole })
    .from(teams)
    .leftJoin(memberships, and(eq(memberships.teamId, teams.id), eq(memberships.userId, userId)))
    .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
  const home = rows.find((r) => r.teamId === match.homeTeamId);
  const away = rows.find((r) => r.teamId === match.awayTeamId);
  return {
    match,
    home: home?.role ?? null,
    away: away?.role ?? null,
    homeTeamIsTemp: home?.isTemp ?? false,
    awayTeamIsTemp: away?.isTemp ?? false,
  };
}

/**
 * Any member of either team may read a match, except that a match the invited team has not accepted
 * is none of its plain members' business (its admins read it to decide).
 */
export async function requireMatchMember(handle: DbOrTx, userId: number, matchId: number): Promise<MatchAccess> {
  const access = await accessTo(handle, userId, await findMatch(handle, matchId));
  const refusal = readRefusal(access.match, access);
  if (refusal) throw new ApiError(refusal);
  return access;
}

/** A TEAM_ADMIN of either team (deleting a match, the first bar of every lineup write). */
export async function requireMatchAdmin(handle: DbOrTx, userId: number, matchId: number, options: { forUpdate?: boolean } = {}): Promise<MatchAccess> {
  const access = await accessTo(handle, userId, await findMatch(handle, matchId, options));
  if (access.home !== 'TEAM_ADMIN' && access.away !== 'TEAM_ADMIN') throw new ApiError('NOT_TEAM_ADMIN');
  return access;
}

/** A match's access with the sides the caller records for. */
export interface RecordingAccess extends MatchAccess {
  sides: RecordingSides;
}

/**
 * Every recording write: a TEAM_ADMIN of either team, or the member a side's admin named to record
 * this match, until full time (decision 054); anyone else 403 5006, the named recorder of a finished
 * match 403 6041.
 */
export async function requireMatchRecorder(handle: DbOrTx, userId: number, matchId: number, options: { forUpdate?: boolean } = {}): Promise<RecordingAccess> {
  const access = await accessTo(handle, userId, await findMatch(handle, matchId, options));
  refuseWith(recordRefusal(access.match, access, userId));
  return { ...access, sides: recordingSides(access.match, access, userId) };
}

/**
 * A lineup row of `teamId` may only be changed by an admin of that very team. One exception: a
 * temporary opponent (no people of its own in the app, only typed-in guests) may also be filled in
 * by an admin of the other side, who arranged the match (docs/domain.md §4.2: "상대팀 명단 설정").
 */
export function requireLineupEdit(access: MatchAccess, teamId: number, tempTeamIds: ReadonlySet<number>): Side {
  const side = sideOf(access.match, teamId);
  if (!side) throw new ApiError('TEAM_NOT_PARTICIPATING');
  const other = side === 'home' ? 'away' : 'home';
  const mayEdit = access[side] === 'TEAM_ADMIN' || (tempTeamIds.has(teamId) && access[other] === 'TEAM_ADMIN');
  if (!mayEdit) throw new ApiError('NOT_LINEUP_ADMIN');
  // The invited team's lineup waits for its consent; the owner may prepare its own meanwhile.
  refuseWith(lineupRefusal(access.match, teamId));
  return side;
}

/** Throws the ownership rule's refusal, if any (decision 029). */
export function refuseWith(refusal: ErrorName | null): void {
  if (refusal) throw new ApiError(refusal);
}

/** Which of the match's two teams are temporary. */
export async function tempTeamsOf(handle: DbOrTx, match: MatchRow): Promise<Set<number>> {
  const rows = await handle
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, [match.homeTeamId, match.awayTeamId]), eq(teams.isTemp, true)));
  return new Set(rows.map((r) => r.id));
}

/** Lineups change only before kick-off; afterwards substitutions do that (docs/architecture.md §3.2). */
export function requireScheduled(match: MatchRow): void {
  if (match.matchState !== 'SCHEDULED') throw new ApiError('LINEUP_LOCKED');
}
