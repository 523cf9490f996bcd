/**
 * Team statistics (docs/domain.md §5.8, with its quirks fixed): members per position and foot with the
 * average age, the results summary, the open "recent results", and one member's match history.
 *
 * A side's goals are its GOAL rows plus the other side's OWN_GOAL rows, everywhere (the old summary
 * ignored own goals). Only FINISHED matches count as results, as played matches (출전 경기 수, beside the
 * results it sums up) and as appearances; "newest" means match date, then planned kick-off, then id, descending.
 */
import { aliasedTable, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { MatchResult } from '#contract/enums.ts';
import type { MemberMatchSummary, MemberStats, RecentResult, TeamResultsSummary } from '#contract/teams.ts';
import { seoulYear } from '../clock.ts';
import { matches, matchUsers, memberships, teams, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { awayScore, finishedOf, homeScore, resultFor } from '../matches/results.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

const newestFirst = [desc(matches.matchDate), desc(matches.plannedStartTime), desc(matches.id)];

/** Minutes actually played: both halves from their start and end instants, null until both have ended. */
export function playedMinutes(m: {
  firstHalfStartAt: Date | null;
  firstHalfEndAt: Date | null;
  secondHalfStartAt: Date | null;
  secondHalfEndAt: Date | null;
}): number | null {
  if (!m.firstHalfStartAt || !m.firstHalfEndAt || !m.secondHalfStartAt || !m.secondHalfEndAt) return null;
  const ms = m.firstHalfEndAt.getTime() - m.firstHalfStartAt.getTime() + (m.secondHalfEndAt.getTime() - m.secondHalfStartAt.getTime());
  return Math.max(0, Math.floor(ms / 60_000));
}

/** Counts one member's events of a type in their match-user row (the outer query's "match_users"). */
const eventsOf = (type: string) =>
  sql<number>`(select count(*) from "match_events" as "e" where "e"."match_user_id" = "match_users"."id" and "e"."event_type" = ${type})`.mapWith(Number);

const homeTeam = aliasedTable(teams, 'home_team');
const awayTeam = aliasedTable(teams, 'away_team');

/** The statistics endpoints of the table: a member's figures and matches, and the team's results. */
export function teamStatsEndpoints(deps: AppDeps): Implementation[] {
  return [...memberStatsEndpoints(deps), ...teamResultsEndpoints(deps)];
}

/** A member's season figures and their matches one by one. */
function memberStatsEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('getMemberStats', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      const year = seoulYear(clock);
      const [row] = await db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          FW: count(eq(memberships.position, 'FW')),
          MF: count(eq(memberships.position, 'MF')),
          DF: count(eq(memberships.position, 'DF')),
          GK: count(eq(memberships.position, 'GK')),
          positionNone: count(isNull(memberships.position)),
          LEFT: count(eq(memberships.foot, 'LEFT')),
          RIGHT: count(eq(memberships.foot, 'RIGHT')),
          BOTH: count(eq(memberships.foot, 'BOTH')),
          footNone: count(isNull(memberships.foot)),
          averageAge: sql<number | null>`avg(${year}::int - ${memberships.birthYear})`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, params.id), isNull(users.withdrawnAt)));
      return {
        total: row.total,
        byPosition: { FW: row.FW, MF: row.MF, DF: row.DF, GK: row.GK, NONE: row.positionNone },
        byFoot: { LEFT: row.LEFT, RIGHT: row.RIGHT, BOTH: row.BOTH, NONE: row.footNone },
        averageAge: row.averageAge === null ? null : Math.round(row.averageAge * 10) / 10,
      } satisfies MemberStats;
    }),

    implement('getMemberMatches', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      if (!(await guards.roleOf(params.userId, params.id))) throw new ApiError('NOTFOUND_TEAM_MEMBER');
      const where = and(eq(matchUsers.teamId, params.id), eq(matchUsers.userId, params.userId), finishedOf(params.id));
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(matchUsers)
        .innerJoin(matches, eq(matches.id, matchUsers.matchId))
        .where(where);
      const rows = await db
        .select({
          matchId: matches.id,
          matchDate: matches.matchDate,
          homeTeamId: matches.homeTeamId,
          homeTeamName: homeTeam.name,
          awayTeamName: awayTeam.name,
          homeTeamIsTemp: homeTeam.isTemp,
          awayTeamIsTemp: awayTeam.isTemp,
          homeScore,
          awayScore,
          goals: eventsOf('GOAL'),
          assists: eventsOf('ASSIST'),
          yellowCards: eventsOf('YELLOW_CARD'),
          redCards: eventsOf('RED_CARD'),
          // The minutes rule's "appeared" for a finished match (machines/match.minutes.ts): started, or came on.
          appeared: sql<boolean>`(${matchUsers.role} = 'START_PLAYER' or ${eventsOf('SUB_IN')} > 0)`.mapWith(Boolean),
        })
        .from(matchUsers)
        .innerJoin(matches, eq(matches.id, matchUsers.matchId))
        .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(query.page * query.limit);
      const content = rows.map((m) => {
        const home = m.homeTeamId === params.id;
        const teamScore = home ? m.homeScore : m.awayScore;
        const opponentScore = home ? m.awayScore : m.homeScore;
        return {
          matchId: m.matchId,
          matchDate: m.matchDate,
          opponentTeamName: home ? m.awayTeamName : m.homeTeamName,
          opponentIsTemp: home ? m.awayTeamIsTemp : m.homeTeamIsTemp,
          teamScore,
          opponentScore,
          result: resultFor(teamScore, opponentScore),
          appeared: m.appeared,
          goals: m.goals,
          assists: m.assists,
          yellowCards: m.yellowCards,
          redCards: m.redCards,
        } satisfies MemberMatchSummary;
      });
      return { content, page: query.page, size: query.limit, totalElements: total };
    }),
  ];
}

/** The team's results: the summary with its charts' figures, and the latest matches. */
function teamResultsEndpoints({ db }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('getResultsSummary', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const [team] = await db.select({ name: teams.name, logoImgUrl: teams.logoImgUrl }).from(teams).where(eq(teams.id, params.id));
      // Played matches only: a scheduled or running match is no result yet, so "5경기" beside 4 results was wrong.
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(finishedOf(params.id));
      const finished = await db
        .select({ homeTeamId: matches.homeTeamId, homeScore, awayScore })
        .from(matches)
        .where(finishedOf(params.id))
        .orderBy(...newestFirst);
      const winLossDraw = { win: 0, loss: 0, draw: 0 };
      const goalRatio = { goalsScored: 0, goalsConceded: 0 };
      const results: MatchResult[] = [];
      for (const m of finished) {
        const home = m.homeTeamId === params.id;
        const own = home ? m.homeScore : m.awayScore;
        const other = home ? m.awayScore : m.homeScore;
        const result = resultFor(own, other);
        results.push(result);
        if (result === 'WIN') winLossDraw.win++;
        else if (result === 'LOSE') winLossDraw.loss++;
        else winLossDraw.draw++;
        goalRatio.goalsScored += own;
        goalRatio.goalsConceded += other;
      }
      // The current member with the most appearances (lineup rows of played matches) for this team; ties go to the longest-standing account.
      const [mostPlayed] = await db
        .select({ name: users.name })
        .from(matchUsers)
        .innerJoin(memberships, and(eq(memberships.userId, matchUsers.userId), eq(memberships.teamId, params.id)))
        .innerJoin(users, eq(users.id, matchUsers.userId))
        .innerJoin(matches, eq(matches.id, matchUsers.matchId))
        .where(and(eq(matchUsers.teamId, params.id), finishedOf(params.id)))
        .groupBy(users.id, users.name)
        .orderBy(desc(sql`count(*)`), users.id)
        .limit(1);
      return {
        teamName: team.name,
        teamImageUrl: team.logoImgUrl,
        totalMatchCount: total,
        mostPlayedPlayerName: mostPlayed?.name ?? null,
        winLossDraw,
        recentMatchResults: results.slice(0, 5),
        goalRatio,
      } satisfies TeamResultsSummary;
    }),

    implement('getRecentResults', async (_c, { params }) => {
      await guards.requireTeam(params.id);
      const rows = await db
        .select({
          matchId: matches.id,
          title: matches.title,
          matchDate: matches.matchDate,
          homeTeamId: matches.homeTeamId,
          homeTeamName: homeTeam.name,
          awayTeamId: matches.awayTeamId,
          awayTeamName: awayTeam.name,
          homeTeamIsTemp: homeTeam.isTemp,
          awayTeamIsTemp: awayTeam.isTemp,
          homeScore,
          awayScore,
          firstHalfStartAt: matches.firstHalfStartAt,
          firstHalfEndAt: matches.firstHalfEndAt,
          secondHalfStartAt: matches.secondHalfStartAt,
          secondHalfEndAt: matches.secondHalfEndAt,
        })
        .from(matches)
        .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(finishedOf(params.id))
        .orderBy(...newestFirst)
        .limit(5);
      return rows.map(({ firstHalfStartAt, firstHalfEndAt, secondHalfStartAt, secondHalfEndAt, ...m }) => {
        const home = m.homeTeamId === params.id;
        return {
          ...m,
          result: home ? resultFor(m.homeScore, m.awayScore) : resultFor(m.awayScore, m.homeScore),
          playedMinutes: playedMinutes({ firstHalfStartAt, firstHalfEndAt, secondHalfStartAt, secondHalfEndAt }),
        } satisfies RecentResult;
      });
    }),
  ];
}
