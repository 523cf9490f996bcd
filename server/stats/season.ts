/**
 * A team's season (decision 055): its finished matches of one calendar year, each player's minutes by
 * the one rule (machines/match.minutes.ts, decision 055) and their goals, assists and cards from the
 * event log, added up per player. Three reads whatever the season's size (matches, lineups, player
 * rows of the log); the sums are made here, so a season total is the sum of its match lines.
 */
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MatchEventType, Position } from '#contract/enums.ts';
import type { PlayerMatchLine, PlayerSeasonRow, PlayerTotals } from '#contract/stats.ts';
import { matchMinutes, type MinutesEvent } from '#machines/match.minutes.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents, matches, matchUsers, memberships, teams, users } from '../db/schema.ts';
import { awayScore, finishedOf, homeScore, resultFor } from '../matches/results.ts';
import { isGuestPlayer } from '../teams/guests.ts';
import { minutesMatchOf } from './match-minutes.ts';

/** The rows of the log a season reads: what moves the clock, and what a player line counts. */
const seasonEventTypes = ['SUB_IN', 'SUB_OUT', 'RED_CARD', 'GOAL', 'ASSIST', 'OWN_GOAL', 'YELLOW_CARD'] as const satisfies readonly MatchEventType[];

const oldestFirst = [asc(matches.matchDate), asc(matches.plannedStartTime), asc(matches.id)];
const newestFirst = [desc(matches.matchDate), desc(matches.plannedStartTime), desc(matches.id)];
const inSeason = (season: number) => sql`${matches.matchDate} between ${`${season}-01-01`} and ${`${season}-12-31`}`;

/** One player's line in one match, with who they are. */
export interface SeasonLine extends PlayerMatchLine {
  userId: number;
}

/** Who a season row is about. */
export interface SeasonPlayer {
  userId: number;
  name: string;
  profileImg: string | null;
  backNumber: number | null;
  position: Position | null;
  isGuest: boolean;
  isMember: boolean;
}

/** Calendar years with a finished match of the team, newest first. */
export async function seasonsOf(db: DbOrTx, teamId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${matches.matchDate})::int`.mapWith(Number) })
    .from(matches)
    .where(finishedOf(teamId));
  return rows.map((r) => r.year).sort((a, b) => b - a);
}

/** Which of the team's finished matches: a calendar year's, or the last few (the lineup editor's fairness). */
export type MatchSelection = { season: number } | { lastMatches: number };

/** Every lineup line of the team's players (people, not typed-in names) in the selected finished matches, oldest match first. */
export async function seasonLines(
  db: DbOrTx,
  teamId: number,
  which: MatchSelection,
  nowMs: number,
  onlyUserId?: number,
): Promise<{ matchCount: number; lines: SeasonLine[] }> {
  const homeTeam = aliasedTable(teams, 'home_team');
  const awayTeam = aliasedTable(teams, 'away_team');
  const matchRows = db
    .select({
      id: matches.id,
      title: matches.title,
      matchDate: matches.matchDate,
      matchState: matches.matchState,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeTeamName: homeTeam.name,
      awayTeamName: awayTeam.name,
      homeTeamIsTemp: homeTeam.isTemp,
      awayTeamIsTemp: awayTeam.isTemp,
      homeGoals: homeScore,
      awayGoals: awayScore,
      firstHalfPeriod: matches.firstHalfPeriod,
      secondHalfPeriod: matches.secondHalfPeriod,
      firstHalfStartAt: matches.firstHalfStartAt,
      firstHalfEndAt: matches.firstHalfEndAt,
      secondHalfStartAt: matches.secondHalfStartAt,
      secondHalfEndAt: matches.secondHalfEndAt,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .$dynamic();
  // A season oldest first; the last few newest first (so the limit keeps the newest), then turned around.
  const played =
    'season' in which
      ? await matchRows.where(and(finishedOf(teamId), inSeason(which.season))).orderBy(...oldestFirst)
      : (
          await matchRows
            .where(finishedOf(teamId))
            .orderBy(...newestFirst)
            .limit(which.lastMatches)
        ).reverse();
  if (played.length === 0) return { matchCount: 0, lines: [] };

  // A season's matches by their condition rather than their ids (one plan, no long list); the last few by id.
  const chosen =
    'season' in which
      ? and(finishedOf(teamId), inSeason(which.season))
      : inArray(
          matches.id,
          played.map((m) => m.id),
        );
  const seasonMatch = and(eq(matches.id, matchUsers.matchId), chosen);
  const lineup = await db
    .select({ matchUserId: matchUsers.id, matchId: matchUsers.matchId, userId: matchUsers.userId, role: matchUsers.role })
    .from(matchUsers)
    .innerJoin(matches, seasonMatch)
    .where(
      and(
        eq(matchUsers.teamId, teamId),
        isNotNull(matchUsers.userId),
        eq(matchUsers.isTeamPlaceholder, false),
        onlyUserId === undefined ? undefined : eq(matchUsers.userId, onlyUserId),
      ),
    );
  if (lineup.length === 0) return { matchCount: played.length, lines: [] };

  const rows = await db
    .select({
      id: matchEvents.id,
      matchId: matchEvents.matchId,
      matchUserId: matchEvents.matchUserId,
      eventType: matchEvents.eventType,
      createdAt: matchEvents.createdAt,
    })
    .from(matchEvents)
    .innerJoin(matchUsers, eq(matchUsers.id, matchEvents.matchUserId))
    .innerJoin(matches, seasonMatch)
    .where(
      and(
        eq(matchUsers.teamId, teamId),
        inArray(matchEvents.eventType, seasonEventTypes),
        onlyUserId === undefined ? undefined : eq(matchUsers.userId, onlyUserId),
      ),
    );

  const eventsByMatch = groupBy(rows, (r) => r.matchId);
  const lineupByMatch = groupBy(lineup, (p) => p.matchId);
  const lines: SeasonLine[] = [];
  for (const m of played) {
    const players = lineupByMatch.get(m.id) ?? [];
    if (players.length === 0) continue;
    const events = eventsByMatch.get(m.id) ?? [];
    const minutesEvents: MinutesEvent[] = events.map((e) => ({ id: e.id, matchUserId: e.matchUserId, eventType: e.eventType, atMs: e.createdAt.getTime() }));
    const minutes = matchMinutes(minutesMatchOf(m), players, minutesEvents, nowMs);
    const isHome = m.homeTeamId === teamId;
    const teamScore = isHome ? m.homeGoals : m.awayGoals;
    const opponentScore = isHome ? m.awayGoals : m.homeGoals;
    for (const [i, p] of players.entries()) {
      const count = (type: MatchEventType) => events.filter((e) => e.matchUserId === p.matchUserId && e.eventType === type).length;
      const yellowCards = count('YELLOW_CARD');
      lines.push({
        userId: p.userId!,
        matchId: m.id,
        matchDate: m.matchDate,
        title: m.title,
        opponentTeamName: isHome ? m.awayTeamName : m.homeTeamName,
        opponentIsTemp: isHome ? m.awayTeamIsTemp : m.homeTeamIsTemp,
        teamScore,
        opponentScore,
        result: resultFor(teamScore, opponentScore),
        started: minutes[i]!.started,
        appeared: minutes[i]!.appeared,
        minutes: minutes[i]!.minutes,
        goals: count('GOAL'),
        assists: count('ASSIST'),
        ownGoals: count('OWN_GOAL'),
        yellowCards,
        // Sent off by a red card, or by two yellows (the second's derived red is a RED_CARD row too).
        sentOff: count('RED_CARD') > 0 || yellowCards >= 2,
      });
    }
  }
  return { matchCount: played.length, lines };
}

/** A player's totals over their lines. */
export function totalsOf(lines: readonly PlayerMatchLine[]): PlayerTotals {
  const t: PlayerTotals = { appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, attackPoints: 0, yellowCards: 0, sentOffs: 0, ownGoals: 0 };
  for (const l of lines) {
    t.appearances += l.appeared ? 1 : 0;
    t.starts += l.started ? 1 : 0;
    t.minutes += l.minutes;
    t.goals += l.goals;
    t.assists += l.assists;
    t.yellowCards += l.yellowCards;
    t.sentOffs += l.sentOff ? 1 : 0;
    t.ownGoals += l.ownGoals;
  }
  t.attackPoints = t.goals + t.assists;
  return t;
}

/**
 * The people of the season table: the team's current members (or only `onlyUserId` of them) and
 * whoever else of `userIds` has lines.
 */
export async function seasonPlayers(db: DbOrTx, teamId: number, userIds: readonly number[], onlyUserId?: number): Promise<SeasonPlayer[]> {
  const isGuest = isGuestPlayer;
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      profileImg: users.profileImg,
      backNumber: memberships.backNumber,
      position: memberships.position,
      isGuest,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), isNull(users.withdrawnAt), onlyUserId === undefined ? undefined : eq(users.id, onlyUserId)));
  const memberIds = new Set(members.map((m) => m.userId));
  const others = userIds.filter((id) => !memberIds.has(id));
  const former =
    others.length === 0
      ? []
      : await db.select({ userId: users.id, name: users.name, profileImg: users.profileImg, isGuest }).from(users).where(inArray(users.id, others));
  return [...members.map((m) => ({ ...m, isMember: true })), ...former.map((f) => ({ ...f, backNumber: null, position: null, isMember: false }))];
}

/** Season rows: each player with their totals, most minutes first (then name). */
export function seasonRows(players: readonly SeasonPlayer[], lines: readonly SeasonLine[]): PlayerSeasonRow[] {
  const byUser = groupBy(lines, (l) => l.userId);
  return players
    .map((p) => ({ ...p, ...totalsOf(byUser.get(p.userId) ?? []) }))
    .sort((a, b) => b.minutes - a.minutes || b.appearances - a.appearances || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
}

/** A season's table: every player with their totals, as `getTeamSeasonStats` and the season's CSV export read it. */
export async function seasonTable(db: DbOrTx, teamId: number, season: number, nowMs: number): Promise<{ matchCount: number; players: PlayerSeasonRow[] }> {
  const { matchCount, lines } = await seasonLines(db, teamId, { season }, nowMs);
  const players = await seasonPlayers(db, teamId, [...new Set(lines.map((l) => l.userId))]);
  return { matchCount, players: seasonRows(players, lines) };
}

/** Appearances, starts and minutes per player over their lines (the lineup editor's fairness column). */
export function minutesPerPlayer(lines: readonly SeasonLine[]): { userId: number; appearances: number; starts: number; minutes: number }[] {
  return [...groupBy(lines, (l) => l.userId)].map(([userId, own]) => {
    const { appearances, starts, minutes } = totalsOf(own);
    return { userId, appearances, starts, minutes };
  });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
