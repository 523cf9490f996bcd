/**
 * Reading matches: a match with its teams, a team's paged list, and what a match's rows add up to
 * (score, players with counters, the event log, the summary). Computations live in stats.ts.
 */
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type MatchEventType, matchStates, matchTypes } from '#contract/enums.ts';
import type { Paged } from '#contract/envelope.ts';
import type { Match, MatchEvent, MatchListItem, MatchPlayer, MatchPlayers, MatchScore, MatchSummary, TeamMatchQuery } from '#contract/matches.ts';
import { matchEvents, matches, matchUsers, memberships, teams, users } from '../db/schema.ts';
import type { MatchRow } from './access.ts';
import type { DbOrTx } from '../db/client.ts';
import { type CountedRow, playerCounters, scoreOf } from '#machines/match.scoring.ts';
import { eventMinute } from './stats.ts';
import { matchOfTeam } from './visibility.ts';

const homeTeam = aliasedTable(teams, 'home_team');
const awayTeam = aliasedTable(teams, 'away_team');

/** `%`, `_` and `\` typed by a person are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Position of a value in a closed set, so states sort by the lifecycle and types by the contract's order. */
const orderOf = (column: SQL | typeof matches.matchState, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

const sortColumns = {
  id: matches.id,
  title: matches.title,
  matchDate: matches.matchDate,
  plannedStartTime: matches.plannedStartTime,
  homeTeamName: homeTeam.name,
  awayTeamName: awayTeam.name,
  matchType: orderOf(sql`${matches.matchType}`, matchTypes),
  matchState: orderOf(matches.matchState, matchStates),
} as const;

const listColumns = {
  id: matches.id,
  title: matches.title,
  matchDate: matches.matchDate,
  plannedStartTime: matches.plannedStartTime,
  homeTeamId: matches.homeTeamId,
  homeTeamName: homeTeam.name,
  awayTeamId: matches.awayTeamId,
  awayTeamName: awayTeam.name,
  homeTeamIsTemp: homeTeam.isTemp,
  awayTeamIsTemp: awayTeam.isTemp,
  matchType: matches.matchType,
  matchState: matches.matchState,
  stadium: matches.stadium,
  ownerTeamId: matches.ownerTeamId,
  requestState: matches.requestState,
};

/** The goals of each side per match, own goals of the opponent included. */
export async function goalsOf(
  handle: DbOrTx,
  list: { id: number; homeTeamId: number; awayTeamId: number }[],
): Promise<Map<number, { home: number; away: number }>> {
  const result = new Map(list.map((m) => [m.id, { home: 0, away: 0 }]));
  if (list.length === 0) return result;
  const rows = await handle
    .select({ matchId: matchEvents.matchId, teamId: matchEvents.teamId, eventType: matchEvents.eventType, n: count() })
    .from(matchEvents)
    .where(
      and(
        inArray(
          matchEvents.matchId,
          list.map((m) => m.id),
        ),
        inArray(matchEvents.eventType, ['GOAL', 'OWN_GOAL']),
      ),
    )
    .groupBy(matchEvents.matchId, matchEvents.teamId, matchEvents.eventType);
  for (const m of list) {
    const events = rows.filter((r) => r.matchId === m.id).flatMap((r) => Array.from({ length: r.n }, (): CountedRow => r));
    const score = scoreOf(events, m.homeTeamId, m.awayTeamId);
    result.set(m.id, { home: score.home.goalCount, away: score.away.goalCount });
  }
  return result;
}

/**
 * `GET /api/v1/teams/{id}/matches`: filtered, sorted by the requested fields in order (id breaks ties), paged.
 * A request another team has not answered yet, or declined, is not the invited team's match (decision 029).
 */
export async function listTeamMatches(handle: DbOrTx, teamId: number, query: TeamMatchQuery): Promise<Paged<MatchListItem>> {
  const conditions: (SQL | undefined)[] = [matchOfTeam(teamId)];
  if (query.opponentTeamIds.length > 0) {
    conditions.push(
      or(
        and(eq(matches.homeTeamId, teamId), inArray(matches.awayTeamId, query.opponentTeamIds)),
        and(eq(matches.awayTeamId, teamId), inArray(matches.homeTeamId, query.opponentTeamIds)),
      ),
    );
  }
  if (query.matchStates.length > 0) conditions.push(inArray(matches.matchState, query.matchStates));
  if (query.matchTypes.length > 0) conditions.push(inArray(matches.matchType, query.matchTypes));
  if (query.searchTitle) conditions.push(ilike(matches.title, `%${escapeLike(query.searchTitle)}%`));
  if (query.matchDateTo) conditions.push(lte(matches.matchDate, query.matchDateTo));
  const where = and(...conditions);

  const requested =
    query.sort.length > 0
      ? query.sort
      : ([
          { field: 'matchDate', direction: 'desc' },
          { field: 'plannedStartTime', direction: 'desc' },
        ] as const);
  const order = requested.map((s) => (s.direction === 'desc' ? desc(sortColumns[s.field]) : asc(sortColumns[s.field])));
  // A stable order across pages: the id last, in the direction of the last field.
  if (!requested.some((s) => s.field === 'id')) order.push(requested.at(-1)?.direction === 'desc' ? desc(matches.id) : asc(matches.id));

  const [{ total }] = await handle.select({ total: count() }).from(matches).where(where);
  const rows = await handle
    .select(listColumns)
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  const goals = await goalsOf(handle, rows);
  const content = rows.map((r) => ({ ...r, homeScore: goals.get(r.id)!.home, awayScore: goals.get(r.id)!.away }));
  return { content, page: query.page, size: query.size, totalElements: total };
}

/** A match request waiting for `teamId`'s answer: another team registered it against this one, PENDING. */
function awaitingAnswerOf(teamId: number): SQL | undefined {
  return and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), ne(matches.ownerTeamId, teamId), eq(matches.requestState, 'PENDING'));
}

/**
 * `GET /api/v1/teams/{id}/match-requests`: matches other teams registered against this one that wait
 * for its answer, newest request first.
 */
export async function listMatchRequests(handle: DbOrTx, teamId: number): Promise<MatchListItem[]> {
  const invited = awaitingAnswerOf(teamId);
  const rows = await handle
    .select(listColumns)
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(invited)
    .orderBy(desc(matches.createdAt), desc(matches.id));
  // Nothing is recorded before acceptance: the score is 0:0.
  return rows.map((r) => ({ ...r, homeScore: 0, awayScore: 0 }));
}

/**
 * How many match requests wait for each of `teamIds`' answer (what `listMatchRequests` lists), for the
 * teams a person runs (`GET /api/v1/users/{id}/teams`: one or two, as a rule).
 */
export async function pendingRequestCounts(handle: DbOrTx, teamIds: readonly number[]): Promise<Map<number, number>> {
  const counted = await Promise.all(
    teamIds.map(async (teamId) => {
      const [{ waiting }] = await handle.select({ waiting: count() }).from(matches).where(awaitingAnswerOf(teamId));
      return [teamId, waiting] as const;
    }),
  );
  return new Map(counted);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `GET /api/v1/matches/{id}`: the match with both teams and the current score. */
export async function matchDetail(handle: DbOrTx, match: MatchRow, now: Date): Promise<Match> {
  const [home] = await handle.select().from(teams).where(eq(teams.id, match.homeTeamId));
  const [away] = await handle.select().from(teams).where(eq(teams.id, match.awayTeamId));
  const goals = (await goalsOf(handle, [match])).get(match.id)!;
  const recorderIds = [match.homeRecorderId, match.awayRecorderId].filter((id) => id !== null);
  const recorders = recorderIds.length === 0 ? [] : await handle.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, recorderIds));
  const nameOf = (id: number | null) => recorders.find((r) => r.id === id)?.name ?? null;
  return {
    id: match.id,
    title: match.title,
    matchDate: match.matchDate,
    plannedStartTime: match.plannedStartTime,
    plannedEndTime: match.plannedEndTime,
    homeTeamId: home.id,
    homeTeamName: home.name,
    awayTeamId: away.id,
    awayTeamName: away.name,
    homeTeamColor: home.teamColor,
    awayTeamColor: away.teamColor,
    homeTeamLogoUrl: home.logoImgUrl,
    awayTeamLogoUrl: away.logoImgUrl,
    homeTeamIsTemp: home.isTemp,
    awayTeamIsTemp: away.isTemp,
    matchType: match.matchType,
    matchState: match.matchState,
    stadium: match.stadium,
    homeScore: goals.home,
    awayScore: goals.away,
    ownerTeamId: match.ownerTeamId,
    requestState: match.requestState,
    firstHalfPeriod: match.firstHalfPeriod,
    secondHalfPeriod: match.secondHalfPeriod,
    mainRefereeName: match.mainRefereeName,
    assistantReferee1: match.assistantReferee1,
    assistantReferee2: match.assistantReferee2,
    fourthReferee: match.fourthReferee,
    firstHalfStartAt: iso(match.firstHalfStartAt),
    firstHalfEndAt: iso(match.firstHalfEndAt),
    secondHalfStartAt: iso(match.secondHalfStartAt),
    secondHalfEndAt: iso(match.secondHalfEndAt),
    homeRecorderId: match.homeRecorderId,
    homeRecorderName: nameOf(match.homeRecorderId),
    awayRecorderId: match.awayRecorderId,
    awayRecorderName: nameOf(match.awayRecorderId),
    serverNow: now.toISOString(),
  };
}

async function countedEvents(handle: DbOrTx, matchId: number): Promise<CountedRow[]> {
  return handle.select({ teamId: matchEvents.teamId, eventType: matchEvents.eventType }).from(matchEvents).where(eq(matchEvents.matchId, matchId));
}

/** `GET /api/v1/matches/{id}/score`. */
export async function matchScore(handle: DbOrTx, match: MatchRow): Promise<MatchScore> {
  const score = scoreOf(await countedEvents(handle, match.id), match.homeTeamId, match.awayTeamId);
  return { matchId: match.id, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, homeScore: score.home, awayScore: score.away };
}

/**
 * `GET /api/v1/matches/{id}/players`: both lineups (team placeholders left out) with counters.
 * Members show their name, photo and back number in the team; guests of a temporary team their
 * typed name and number with userId null. Starters run by grid cell, substitutes by when they were added.
 */
export async function matchPlayers(handle: DbOrTx, match: MatchRow): Promise<MatchPlayers> {
  const rows = await handle
    .select({
      id: matchUsers.id,
      teamId: matchUsers.teamId,
      userId: matchUsers.userId,
      guestName: matchUsers.guestName,
      guestNumber: matchUsers.guestNumber,
      role: matchUsers.role,
      matchPosition: matchUsers.matchPosition,
      matchGrid: matchUsers.matchGrid,
      userName: users.name,
      profileImg: users.profileImg,
      backNumber: memberships.backNumber,
    })
    .from(matchUsers)
    .leftJoin(users, eq(users.id, matchUsers.userId))
    .leftJoin(memberships, and(eq(memberships.userId, matchUsers.userId), eq(memberships.teamId, matchUsers.teamId)))
    .where(and(eq(matchUsers.matchId, match.id), eq(matchUsers.isTeamPlaceholder, false)))
    .orderBy(asc(matchUsers.matchGrid), asc(matchUsers.id));
  const counts = await handle
    .select({ matchUserId: matchEvents.matchUserId, eventType: matchEvents.eventType, n: count() })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, match.id))
    .groupBy(matchEvents.matchUserId, matchEvents.eventType);
  const byUser = new Map<number, Map<MatchEventType, number>>();
  for (const c of counts) {
    if (c.matchUserId === null) continue;
    const map = byUser.get(c.matchUserId) ?? new Map<MatchEventType, number>();
    map.set(c.eventType, c.n);
    byUser.set(c.matchUserId, map);
  }
  // A starter who left the pitch (substituted off, sent off) has no cell now; the row that took them
  // off kept it (`grid_before`), and nobody moves on the grid after kick-off, so that is where they started.
  const leftRows = await handle
    .select({ matchUserId: matchEvents.matchUserId, gridBefore: matchEvents.gridBefore })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, match.id), inArray(matchEvents.eventType, ['SUB_OUT', 'RED_CARD']), isNotNull(matchEvents.gridBefore)))
    .orderBy(asc(matchEvents.id));
  const cellLeft = new Map<number, number>();
  for (const e of leftRows) if (e.matchUserId !== null && e.gridBefore !== null && !cellLeft.has(e.matchUserId)) cellLeft.set(e.matchUserId, e.gridBefore);
  const result: MatchPlayers = { homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } };
  for (const r of rows) {
    const side = r.teamId === match.homeTeamId ? result.homeTeam : r.teamId === match.awayTeamId ? result.awayTeam : null;
    if (!side) continue;
    const player: MatchPlayer = {
      id: r.id,
      userId: r.userId,
      teamId: r.teamId,
      name: r.userName ?? r.guestName ?? '',
      number: r.userId === null ? r.guestNumber : r.backNumber,
      profileImg: r.profileImg ?? null,
      role: r.role,
      matchPosition: r.matchPosition,
      matchGrid: r.matchGrid,
      startGrid: r.role === 'START_PLAYER' ? (cellLeft.get(r.id) ?? r.matchGrid) : null,
      ...playerCounters(byUser.get(r.id)),
    };
    (r.role === 'START_PLAYER' ? side.starters : side.substitutes).push(player);
  }
  // Substitutes by when they were added (the grid order above means nothing on the bench).
  for (const side of [result.homeTeam, result.awayTeam]) side.substitutes.sort((a, b) => a.id - b.id);
  return result;
}

/** `GET /api/v1/matches/{id}/history`: every row, derived ones included, by time then id, with its half and minute. */
export async function matchHistory(handle: DbOrTx, match: MatchRow): Promise<MatchEvent[]> {
  const rows = await handle
    .select({
      id: matchEvents.id,
      clientId: matchEvents.clientId,
      eventType: matchEvents.eventType,
      teamId: matchEvents.teamId,
      teamName: teams.name,
      matchUserId: matchEvents.matchUserId,
      userId: matchUsers.userId,
      userName: users.name,
      guestName: matchUsers.guestName,
      parentId: matchEvents.parentId,
      recordedByTeamId: matchEvents.recordedByTeamId,
      createdAt: matchEvents.createdAt,
      halfType: matchEvents.halfType,
      elapsedMinutes: matchEvents.elapsedMinutes,
    })
    .from(matchEvents)
    .innerJoin(teams, eq(teams.id, matchEvents.teamId))
    .leftJoin(matchUsers, eq(matchUsers.id, matchEvents.matchUserId))
    .leftJoin(users, eq(users.id, matchUsers.userId))
    .where(eq(matchEvents.matchId, match.id))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
  return rows.map((r) => ({
    id: r.id,
    clientId: r.clientId,
    eventType: r.eventType,
    teamId: r.teamId,
    teamName: r.teamName,
    matchUserId: r.matchUserId,
    userId: r.userId ?? null,
    userName: r.userName ?? r.guestName ?? null,
    parentId: r.parentId,
    recordedByTeamId: r.recordedByTeamId,
    ...eventMinute(r.createdAt, match, r),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * `GET /api/v1/matches/{id}/summary`: per team its counters, cards, substitutions (SUB_IN rows) and
 * how many players took part (starters, and substitutes who came on).
 */
export async function matchSummary(handle: DbOrTx, match: MatchRow): Promise<MatchSummary> {
  const events = await handle
    .select({ teamId: matchEvents.teamId, eventType: matchEvents.eventType, matchUserId: matchEvents.matchUserId })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, match.id));
  const lineup = await handle
    .select({ id: matchUsers.id, teamId: matchUsers.teamId, role: matchUsers.role })
    .from(matchUsers)
    .where(and(eq(matchUsers.matchId, match.id), eq(matchUsers.isTeamPlaceholder, false)));
  const [home] = await handle.select({ name: teams.name }).from(teams).where(eq(teams.id, match.homeTeamId));
  const [away] = await handle.select({ name: teams.name }).from(teams).where(eq(teams.id, match.awayTeamId));
  const score = scoreOf(events, match.homeTeamId, match.awayTeamId);
  const cameOn = new Set(events.filter((e) => e.eventType === 'SUB_IN').map((e) => e.matchUserId));
  const team = (teamId: number, teamName: string, counts: MatchSummary['home']['counts']) => {
    const own = events.filter((e) => e.teamId === teamId);
    const n = (type: MatchEventType) => own.filter((e) => e.eventType === type).length;
    return {
      teamId,
      teamName,
      counts,
      yellowCards: n('YELLOW_CARD'),
      redCards: n('RED_CARD'),
      substitutions: n('SUB_IN'),
      playerCount: lineup.filter((u) => u.teamId === teamId && (u.role === 'START_PLAYER' || cameOn.has(u.id))).length,
    };
  };
  return {
    matchId: match.id,
    matchState: match.matchState,
    home: team(match.homeTeamId, home.name, score.home),
    away: team(match.awayTeamId, away.name, score.away),
  };
}
