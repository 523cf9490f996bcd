/**
 * Season statistics (decision 055) against an oracle written apart from the server: every
 * figure of the season table is derived here again from the raw rows of the database — minutes by
 * walking each half second by second and asking who is on the pitch, goals and cards by counting
 * rows — for the seeded matches and for a match recorded through the API with substitutions, cards
 * and an own goal at known instants. The player page and the match's minutes must agree with both.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchMinutes, PlayerSeasonStats, RecentMinutes, TeamSeasonStats } from '#contract/stats.ts';
import { matchEvents, matches, matchUsers, users } from '#server/db/schema.ts';
import { body, call, tokenFor } from './helpers.ts';
import { people, teamIds, tokenOf } from './match-fixtures.ts';
import { exchangeCall, recordingScene, recordOk, setTime, type RecordingScene } from './recording-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const MINUTE = 60_000;

interface OracleRow {
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  attackPoints: number;
  yellowCards: number;
  sentOffs: number;
  ownGoals: number;
}

/** The season's figures per user, from the raw rows only (no server code but the schema). */
async function oracle(t: TestApp, teamId: number, season: number): Promise<Map<number, OracleRow>> {
  const db = t.database.db;
  const all = await db
    .select()
    .from(matches)
    .where(and(eq(matches.matchState, 'FINISHED'), or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))));
  const played = all.filter((m) => m.matchDate.startsWith(`${season}-`) && (m.ownerTeamId === teamId || m.requestState === 'ACCEPTED'));
  const out = new Map<number, OracleRow>();
  if (played.length === 0) return out;
  const lineup = await db
    .select()
    .from(matchUsers)
    .where(
      and(
        inArray(
          matchUsers.matchId,
          played.map((m) => m.id),
        ),
        eq(matchUsers.teamId, teamId),
      ),
    );
  const rows = await db
    .select()
    .from(matchEvents)
    .where(
      inArray(
        matchEvents.matchId,
        played.map((m) => m.id),
      ),
    );
  for (const m of played) {
    // Every match here ended through the API or the seed: both halves have both instants.
    const halves = [
      [m.firstHalfStartAt, m.firstHalfEndAt],
      [m.secondHalfStartAt, m.secondHalfEndAt],
    ].map(([a, b]) => {
      expect(a && b, `match ${m.id} has its half instants`).toBeTruthy();
      return [a!.getTime(), b!.getTime()] as const;
    });
    for (const p of lineup.filter((l) => l.matchId === m.id && l.userId !== null && !l.isTeamPlaceholder)) {
      const mine = rows.filter((r) => r.matchUserId === p.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      const n = (type: string) => mine.filter((r) => r.eventType === type).length;
      // Who is on at instant `at`: a starter until taken off; a substitute from coming on; nobody back after a red.
      const onAt = (at: number) => {
        let on = p.role === 'START_PLAYER';
        let red = false;
        for (const r of mine) {
          if (r.createdAt.getTime() > at || red) break;
          if (r.eventType === 'SUB_IN') on = true;
          if (r.eventType === 'SUB_OUT') on = false;
          if (r.eventType === 'RED_CARD') {
            on = false;
            red = true;
          }
        }
        return on;
      };
      let seconds = 0;
      for (const [start, end] of halves) for (let at = start + 500; at < end; at += 1000) if (onAt(at)) seconds += 1;
      const row = out.get(p.userId!) ?? {
        appearances: 0,
        starts: 0,
        minutes: 0,
        goals: 0,
        assists: 0,
        attackPoints: 0,
        yellowCards: 0,
        sentOffs: 0,
        ownGoals: 0,
      };
      row.starts += p.role === 'START_PLAYER' ? 1 : 0;
      row.appearances += p.role === 'START_PLAYER' || n('SUB_IN') > 0 ? 1 : 0;
      row.minutes += Math.round(seconds / 60);
      row.goals += n('GOAL');
      row.assists += n('ASSIST');
      row.attackPoints += n('GOAL') + n('ASSIST');
      row.yellowCards += n('YELLOW_CARD');
      row.sentOffs += n('RED_CARD') > 0 || n('YELLOW_CARD') >= 2 ? 1 : 0;
      row.ownGoals += n('OWN_GOAL');
      out.set(p.userId!, row);
    }
  }
  return out;
}

const figures = ['appearances', 'starts', 'minutes', 'goals', 'assists', 'attackPoints', 'yellowCards', 'sentOffs', 'ownGoals'] as const;
const pick = (row: OracleRow) => Object.fromEntries(figures.map((f) => [f, row[f]]));

async function seasonOf(t: TestApp, teamId: number, token: string, season = 2026): Promise<TeamSeasonStats> {
  const response = await call(t, 'GET', `/api/v1/teams/${teamId}/stats/players?season=${season}`, { token });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await body<TeamSeasonStats>(response)).data;
}

async function expectMatchesOracle(t: TestApp, teamId: number, token: string) {
  const stats = await seasonOf(t, teamId, token);
  const expected = await oracle(t, teamId, 2026);
  expect(expected.size, 'the season has players to compare').toBeGreaterThan(0);
  for (const [userId, row] of expected) {
    const got = stats.players.find((p) => p.userId === userId);
    expect(got, `user ${userId} has a season row`).toBeDefined();
    expect(pick(got!), `user ${userId}`).toEqual(pick(row));
  }
  // Nobody else has a figure: the rest are members with zeros.
  for (const p of stats.players.filter((x) => !expected.has(x.userId))) expect(pick(p)).toEqual(Object.fromEntries(figures.map((f) => [f, 0])));
  return stats;
}

/**
 * 관악 (home) against 한강 (away), recorded through the API with the clock moved by hand: a goal with an
 * assist, a substitution at 20:00, a yellow at 30:00, added time to 42:00, a change at the second
 * half's kick-off, a second yellow at 55:30, an own goal, full time at 83:00 of play.
 */
async function recordedMatch(s: RecordingScene) {
  // Moves the server's clock and signs the admins and the member in again (an access token lasts minutes).
  const clock = {
    advance: async (ms: number) => {
      s.t.clock.advance(ms);
      s.tokens.homeAdmin = await tokenFor(s.t, people.gwanakAdmin.id);
      s.tokens.awayAdmin = await tokenFor(s.t, people.hangangAdmin.id);
      s.tokens.homeUser = await tokenFor(s.t, people.gwanakUser.id);
    },
  };
  const [scorer, assister, booked] = s.home.starters;
  const [benchA, benchB] = s.home.bench;
  await clock.advance(10 * MINUTE);
  const goal = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: scorer, eventType: 'GOAL' });
  expect(goal).toBeDefined();
  await recordOk(s, { teamId: teamIds.gwanak, matchUserId: assister, eventType: 'ASSIST' });
  await clock.advance(10 * MINUTE);
  expect((await exchangeCall(s, scorer!, benchA!)).status).toBe(201);
  await clock.advance(10 * MINUTE);
  await recordOk(s, { teamId: teamIds.gwanak, matchUserId: booked, eventType: 'YELLOW_CARD' });
  await clock.advance(12 * MINUTE);
  expect((await setTime(s, 'FIRST_HALF', 'END_TIME')).status).toBe(200);
  await clock.advance(10 * MINUTE);
  expect((await setTime(s, 'SECOND_HALF', 'START_TIME')).status).toBe(200);
  // The change made as the second half kicks off (recording is closed at half time).
  expect((await exchangeCall(s, assister!, benchB!)).status).toBe(201);
  await clock.advance(13 * MINUTE + 30_000);
  await recordOk(s, { teamId: teamIds.gwanak, matchUserId: booked, eventType: 'YELLOW_CARD' });
  await clock.advance(5 * MINUTE);
  await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'OWN_GOAL' }, s.tokens.awayAdmin);
  await clock.advance(22 * MINUTE + 30_000);
  expect((await setTime(s, 'SECOND_HALF', 'END_TIME')).status).toBe(200);
}

describe('season statistics', () => {
  it('every figure of the seeded season equals an independent count of the raw rows', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'hangangUser');
    const stats = await expectMatchesOracle(t, teamIds.hangang, token);
    expect(stats).toMatchObject({ teamId: teamIds.hangang, season: 2026, seasons: [2026] });
    expect(stats.matchCount).toBeGreaterThan(0);
    await expectMatchesOracle(t, teamIds.gwanak, await tokenOf(t, 'gwanakUser'));
  });

  it('a match recorded through the API adds exactly what the raw rows say: substitutions, added time, cards, an own goal', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const before = await seasonOf(t, teamIds.gwanak, s.tokens.homeUser);
    await recordedMatch(s);
    const after = await expectMatchesOracle(t, teamIds.gwanak, s.tokens.homeUser);
    expect(after.matchCount).toBe(before.matchCount + 1);

    // The same figures as the match's own minutes, and as the decision reads them: first half 42:00, second 41:00.
    const minutes = (await body<MatchMinutes>(await call(t, 'GET', `/api/v1/matches/${s.matchId}/minutes`, { token: s.tokens.homeUser }))).data;
    const [scorer, assister, booked] = s.home.starters;
    const of = (id: number) => minutes.home.players.find((p) => p.matchUserId === id)!;
    expect(of(scorer!)).toMatchObject({ started: true, appeared: true, minutes: 20 });
    expect(of(s.home.bench[0]!)).toMatchObject({ started: false, appeared: true, minutes: 63 });
    expect(of(assister!)).toMatchObject({ minutes: 42 });
    expect(of(s.home.bench[1]!)).toMatchObject({ started: false, appeared: true, minutes: 41 });
    expect(of(booked!)).toMatchObject({ minutes: 56 });
    expect(minutes.away.players.map((p) => p.minutes)).toEqual([83, 83, 83, 0]);
    const diff = (userId: number) => {
      const a = after.players.find((p) => p.userId === userId)!;
      const b = before.players.find((p) => p.userId === userId)!;
      return Object.fromEntries(figures.map((f) => [f, a[f] - b[f]]));
    };
    const userOf = async (matchUserId: number) =>
      (await t.database.db.select({ userId: matchUsers.userId }).from(matchUsers).where(eq(matchUsers.id, matchUserId)))[0]!.userId!;
    expect(diff(await userOf(booked!))).toEqual({
      appearances: 1,
      starts: 1,
      minutes: 56,
      goals: 0,
      assists: 0,
      attackPoints: 0,
      yellowCards: 2,
      sentOffs: 1,
      ownGoals: 0,
    });
    expect(diff(await userOf(scorer!))).toMatchObject({ appearances: 1, starts: 1, minutes: 20, goals: 1, attackPoints: 1 });
  });

  it("a player's season is the sum of their match lines, and the same as their row in the table", async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'hangangUser');
    const table = await seasonOf(t, teamIds.hangang, token);
    const busiest = table.players[0]!;
    expect(busiest.appearances).toBeGreaterThan(0);
    const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/users/${busiest.userId}/stats?season=2026`, { token });
    expect(response.status).toBe(200);
    const mine = (await body<PlayerSeasonStats>(response)).data;
    expect(mine.player).toEqual(busiest);
    expect(mine.matches.reduce((sum, m) => sum + m.minutes, 0)).toBe(busiest.minutes);
    expect(mine.matches.reduce((sum, m) => sum + m.goals, 0)).toBe(busiest.goals);
    expect(mine.matches.filter((m) => m.appeared)).toHaveLength(busiest.appearances);
    // Newest first, as the member's 최근 경기 beside it in the member panel.
    expect([...mine.matches].map((m) => m.matchDate)).toEqual(
      [...mine.matches]
        .map((m) => m.matchDate)
        .sort()
        .reverse(),
    );
  });

  it('another season answers its own (empty) table with every current member at zero; the default is this year in Seoul', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'hangangUser');
    const empty = await seasonOf(t, teamIds.hangang, token, 2019);
    expect(empty).toMatchObject({ season: 2019, matchCount: 0, seasons: [2026] });
    expect(empty.players.length).toBeGreaterThan(0);
    expect(empty.players.every((p) => p.isMember && p.minutes === 0 && p.appearances === 0)).toBe(true);
    const current = (await body<TeamSeasonStats>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/stats/players`, { token }))).data;
    expect(current.season).toBe(2026);
  });

  it('marks guest players, and keeps the lines of someone who is not (or no longer) a member', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '관악 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: teamIds.gwanak, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(matchUsers).values({ matchId: s.matchId, teamId: teamIds.gwanak, userId: guest!.id, role: 'SUB_PLAYER' });
    await recordedMatch(s);
    const stats = await seasonOf(t, teamIds.gwanak, s.tokens.homeUser);
    // Not a member (never added to the team), but in a lineup: a row of their own, marked.
    expect(stats.players.find((p) => p.userId === guest!.id)).toMatchObject({ isGuest: true, isMember: false, appearances: 0 });
    expect(stats.players.filter((p) => p.isMember).every((p) => !p.isGuest)).toBe(true);
  });

  it("the last N matches' minutes are the sum of each player's newest N match lines", async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'hangangUser');
    const table = await seasonOf(t, teamIds.hangang, token);
    const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/stats/recent-minutes?matches=2`, { token });
    expect(response.status).toBe(200);
    const recent = (await body<RecentMinutes>(response)).data;
    expect(recent.matchCount).toBe(Math.min(2, table.matchCount));
    // The team's two newest finished matches, read from the table itself.
    const all = await t.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.matchState, 'FINISHED'), or(eq(matches.homeTeamId, teamIds.hangang), eq(matches.awayTeamId, teamIds.hangang))));
    const lastTwo = new Set(
      all
        .filter((m) => m.ownerTeamId === teamIds.hangang || m.requestState === 'ACCEPTED')
        .sort((a, b) => b.matchDate.localeCompare(a.matchDate) || b.plannedStartTime.localeCompare(a.plannedStartTime) || b.id - a.id)
        .slice(0, 2)
        .map((m) => m.id),
    );
    for (const player of table.players.filter((p) => p.appearances > 0)) {
      const mine = (await body<PlayerSeasonStats>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/users/${player.userId}/stats?season=2026`, { token })))
        .data;
      const expected = mine.matches.filter((m) => lastTwo.has(m.matchId)).reduce((sum, m) => sum + m.minutes, 0);
      expect(recent.players.find((p) => p.userId === player.userId)?.minutes ?? 0, player.name).toBe(expected);
    }
    const fallback = (await body<RecentMinutes>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/stats/recent-minutes`, { token }))).data;
    expect(fallback.matchCount).toBe(Math.min(5, table.matchCount));
    expect((await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/stats/recent-minutes?matches=21`, { token })).status).toBe(400);
  });

  it('refuses a bad season with a precise message, and a player who is not a member with 404', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'hangangUser');
    for (const season of ['abc', '1999', '2101', '20.5']) {
      const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/stats/players?season=${season}`, { token });
      expect(response.status, season).toBe(400);
      expect(((await response.json()) as { code: number }).code).toBe(400);
    }
    const notMember = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/users/${people.gwanakUser.id}/stats`, { token });
    expect(notMember.status).toBe(404);
  });

  it("a match being played: its minutes run to the server's now", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    t.clock.advance(17 * MINUTE + 40_000);
    const token = await tokenFor(t, people.gwanakUser.id);
    const minutes = (await body<MatchMinutes>(await call(t, 'GET', `/api/v1/matches/${s.matchId}/minutes`, { token }))).data;
    expect(minutes.matchState).toBe('PLAY_FIRST_HALF');
    expect(minutes.home.players.map((p) => [p.started, p.minutes])).toEqual([
      [true, 18],
      [true, 18],
      [true, 18],
      [false, 0],
      [false, 0],
    ]);
  });
});
