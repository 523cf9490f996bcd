/**
 * The season table (`GET /api/v1/teams/{id}/stats/players`, decision 055) on a busy team: a fresh
 * in-memory PGlite with the migrations, a team of 60 members with 80 finished matches of one season,
 * each with a lineup of 16 (11 starters, 5 on the bench), three substitutions, goals with assists,
 * cards, and the team's shots, corners and fouls; the read through the real app (`app.request`).
 * One run: 30 requests of the table and of one player's season after 5 warm-up ones; median and p95.
 */
import { sql } from 'drizzle-orm';
import type { MatchEventType } from '#contract/enums.ts';
import type { PlayerSeasonStats, TeamSeasonStats } from '#contract/stats.ts';
import type { Db } from '#server/db/client.ts';
import { matchEvents, matches, matchUsers, memberships, teams, users } from '#server/db/schema.ts';
import { readBenchSection, seededRandom, type TimedRead } from './in-memory-reads.ts';

const memberCount = 60;
const matchCount = 80;
const season = 2025;
const warmUp = 5;
const requestsPerRun = 30;
const MINUTE = 60_000;

export const seasonStats = readBenchSection(
  {
    id: 'season',
    title: `season table: ${memberCount} members, ${matchCount} finished matches`,
    describe: `PGlite in memory, through app.request; per run ${requestsPerRun} requests of each read after ${warmUp} warm-up`,
  },
  { build, warmUp, requests: requestsPerRun },
);

/** Builds the season; its admin reads. */
async function build(db: Db): Promise<{ readerId: number; reads: TimedRead[] }> {
  const next = seededRandom(19);
  const now = new Date();
  const [team, opponent] = await db
    .insert(teams)
    .values([
      { name: '벤치마크 FC', teamColor: '#1E4FA0', bottomColor: '#FFFFFF', stockingColor: '#1E4FA0', createdAt: now },
      { name: '상대 FC', teamColor: '#A01E1E', bottomColor: '#FFFFFF', stockingColor: '#A01E1E', createdAt: now },
    ])
    .returning();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: memberCount }, (_, n) => ({
        name: `선수${n + 1}`,
        lifecycle: 'ACTIVE' as const,
        socialType: n % 15 === 14 ? ('GUEST' as const) : ('DEV' as const),
        socialId: n % 15 === 14 ? null : `season-bench:${n}`,
        createdAt: now,
      })),
    )
    .returning({ id: users.id });
  await db.insert(memberships).values(
    people.map((p, n) => ({
      teamId: team!.id,
      userId: p.id,
      teamRole: n === 0 ? ('TEAM_ADMIN' as const) : ('USER' as const),
      backNumber: n + 1,
      joinedAt: now,
    })),
  );

  for (let m = 0; m < matchCount; m++) {
    const day = new Date(Date.UTC(season, 0, 1 + Math.floor((m * 360) / matchCount)));
    const kickOff = day.getTime() + 10 * 3_600_000;
    const secondKickOff = kickOff + 60 * MINUTE;
    const [match] = await db
      .insert(matches)
      .values({
        title: `리그 ${m + 1}라운드`,
        homeTeamId: m % 2 ? opponent!.id : team!.id,
        awayTeamId: m % 2 ? team!.id : opponent!.id,
        ownerTeamId: team!.id,
        matchType: 'LEAGUE',
        matchState: 'FINISHED',
        stadium: '벤치마크 구장',
        matchDate: day.toISOString().slice(0, 10),
        plannedStartTime: '10:00:00',
        plannedEndTime: '12:00:00',
        firstHalfPeriod: 45,
        secondHalfPeriod: 45,
        firstHalfStartAt: new Date(kickOff),
        firstHalfEndAt: new Date(kickOff + (46 + Math.floor(next() * 3)) * MINUTE),
        secondHalfStartAt: new Date(secondKickOff),
        secondHalfEndAt: new Date(secondKickOff + (47 + Math.floor(next() * 4)) * MINUTE),
      })
      .returning({ id: matches.id });
    // 16 of the 60, a different window each match, so everyone plays some of the season.
    const squad = Array.from({ length: 16 }, (_, i) => people[(m * 7 + i) % memberCount]!.id);
    const lineup = await db
      .insert(matchUsers)
      .values(
        squad.map((userId, i) => ({
          matchId: match!.id,
          teamId: team!.id,
          userId,
          role: i < 11 ? ('START_PLAYER' as const) : ('SUB_PLAYER' as const),
          matchGrid: i < 11 ? i : null,
        })),
      )
      .returning({ id: matchUsers.id });
    const rows: (typeof matchEvents.$inferInsert)[] = [];
    const at = (minute: number) => new Date(minute < 45 ? kickOff + minute * MINUTE : secondKickOff + (minute - 45) * MINUTE);
    const row = (eventType: MatchEventType, matchUserId: number | null, minute: number) =>
      rows.push({
        matchId: match!.id,
        teamId: team!.id,
        matchUserId,
        eventType,
        createdAt: at(minute),
        halfType: minute < 45 ? 'FIRST_HALF' : 'SECOND_HALF',
        elapsedMinutes: minute % 45,
      });
    for (let s = 0; s < 3; s++) {
      const minute = 50 + s * 12;
      row('SUB_OUT', lineup[1 + s]!.id, minute);
      row('SUB_IN', lineup[11 + s]!.id, minute);
    }
    for (let g = Math.floor(next() * 4); g > 0; g--) {
      const minute = Math.floor(next() * 88);
      row('GOAL', lineup[6 + Math.floor(next() * 5)]!.id, minute);
      row('SHOT', null, minute);
      row('VALID_SHOT', null, minute);
      row('ASSIST', lineup[4 + Math.floor(next() * 2)]!.id, minute);
    }
    if (next() < 0.5) row('YELLOW_CARD', lineup[7]!.id, 30);
    if (next() < 0.1) row('RED_CARD', lineup[8]!.id, 70);
    for (let k = 0; k < 20; k++) row((['SHOT', 'CORNER_KICK', 'FOUL', 'OFFSIDE'] as const)[k % 4], null, Math.floor(next() * 90));
    await db.insert(matchEvents).values(rows);
  }
  await db.execute(sql`analyze`);

  const countsEveryMatch = (data: unknown) => {
    const counted = (data as TeamSeasonStats).matchCount;
    if (counted !== matchCount) throw new Error(`the season counted ${counted} matches, not ${matchCount}`);
  };
  const playedSome = (data: unknown) => {
    if ((data as PlayerSeasonStats).matches.length === 0) throw new Error('the player was in no lineup: the season was not built as intended');
  };
  return {
    readerId: people[0]!.id,
    reads: [
      { label: 'season table', url: `/api/v1/teams/${team!.id}/stats/players?season=${season}`, check: countsEveryMatch },
      { label: "one player's season", url: `/api/v1/teams/${team!.id}/users/${people[10]!.id}/stats?season=${season}`, check: playedSome },
    ],
  };
}
