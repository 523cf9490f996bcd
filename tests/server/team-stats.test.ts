/**
 * Team statistics against the seed (server/db/seed-matches.ts): FC 한강 won 2:1 and 3:0, drew 2:2
 * away (one of its goals an own goal of 관악) and lost 0:1; one more match is scheduled.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, memberships } from '#server/db/schema.ts';
import { seedPeople, seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const member = seedPerson('lee-seojun');
const gwanakMember = seedPerson('park-sungmin');

describe('team statistics', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenFor(t, member.id);
  });

  it("counts members per position and foot, with the average age by the server clock's year", async () => {
    const response = await call(t, 'GET', '/api/v1/teams/1/members/stats', { token });
    expect(response.status).toBe(200);
    const hangang = seedPeople.flatMap((p) => p.memberships.filter((m) => m.teamKey === 'hangang'));
    const average = hangang.reduce((sum, m) => sum + (2026 - m.birthYear), 0) / hangang.length;
    expect((await body(response)).data).toEqual({
      total: 17,
      byPosition: { FW: 4, MF: 6, DF: 5, GK: 2, NONE: 0 },
      byFoot: { LEFT: 3, RIGHT: 13, BOTH: 1, NONE: 0 },
      averageAge: Math.round(average * 10) / 10,
    });
    expect(Math.round(average * 10) / 10).toBe(30.9);
  });

  it('counts blanks as NONE, leaves unknown birth years out of the age, and moves the age with the clock', async () => {
    const fresh = await database.fresh();
    const db = fresh.database.db;
    await db.update(memberships).set({ position: null, foot: null, birthYear: null }).where(eq(memberships.teamId, 1));
    await db
      .update(memberships)
      .set({ birthYear: 2000 })
      .where(and(eq(memberships.teamId, 1), eq(memberships.userId, member.id)));
    const stats = async () =>
      (
        await body<{ byPosition: object; byFoot: object; averageAge: number | null }>(
          await call(fresh, 'GET', '/api/v1/teams/1/members/stats', { token: await tokenFor(fresh, member.id) }),
        )
      ).data;
    expect(await stats()).toMatchObject({
      byPosition: { FW: 0, MF: 0, DF: 0, GK: 0, NONE: 17 },
      byFoot: { LEFT: 0, RIGHT: 0, BOTH: 0, NONE: 17 },
      averageAge: 26,
    });
    // New Year's Eve, 15:00 UTC, is already January 1st in Seoul.
    fresh.clock.set(new Date('2026-12-31T15:00:00.000Z'));
    expect((await stats()).averageAge).toBe(27);
    await db.update(memberships).set({ birthYear: null }).where(eq(memberships.teamId, 1));
    expect((await stats()).averageAge).toBeNull();
  });

  it('summarises the results: only finished matches counted, as played matches and as results, own goals as goals', async () => {
    const response = await call(t, 'GET', '/api/v1/teams/1/results/summary', { token });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({
      teamName: 'FC 한강',
      teamImageUrl: null,
      // Four played matches beside four results: the scheduled fifth is not played yet (decision 032).
      totalMatchCount: 4,
      // Every member played all four matches but 송민호 (who played one for 관악): the longest-standing account wins the tie.
      mostPlayedPlayerName: '김민준',
      winLossDraw: { win: 2, loss: 1, draw: 1 },
      recentMatchResults: ['LOSE', 'WIN', 'DRAW', 'WIN'],
      goalRatio: { goalsScored: 7, goalsConceded: 4 },
    });
    const gwanak = await call(t, 'GET', '/api/v1/teams/2/results/summary', { token: await tokenFor(t, gwanakMember.id) });
    expect((await body(gwanak)).data).toMatchObject({
      totalMatchCount: 3,
      mostPlayedPlayerName: '이준호',
      winLossDraw: { win: 1, loss: 1, draw: 1 },
      recentMatchResults: ['WIN', 'DRAW', 'LOSE'],
      goalRatio: { goalsScored: 4, goalsConceded: 4 },
    });
  });

  it('names nobody as most played, and counts nothing, for a team without matches', async () => {
    const fresh = await database.fresh();
    const admin = await tokenFor(fresh, seedPerson('kim-minjun').id);
    const team = (
      await body<{ id: number }>(
        await call(fresh, 'POST', '/api/v1/teams', {
          token: admin,
          json: { name: '신생팀', teamColor: '#000000', bottomColor: '#000000', stockingColor: '#000000' },
        }),
      )
    ).data;
    const response = await call(fresh, 'GET', `/api/v1/teams/${team.id}/results/summary`, { token: admin });
    expect((await body(response)).data).toEqual({
      teamName: '신생팀',
      teamImageUrl: null,
      totalMatchCount: 0,
      mostPlayedPlayerName: null,
      winLossDraw: { win: 0, loss: 0, draw: 0 },
      recentMatchResults: [],
      goalRatio: { goalsScored: 0, goalsConceded: 0 },
    });
  });

  it("shows anyone the last finished matches, newest first, from the team's side, with minutes played", async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams/1/result/recent');
    expect(response.status).toBe(200);
    const data = (
      await body<{ title: string; homeScore: number; awayScore: number; result: string; playedMinutes: number; matchDate: string; homeTeamName: string }[]>(
        response,
      )
    ).data;
    expect(data.map((m) => [m.title, m.homeScore, m.awayScore, m.result, m.playedMinutes])).toEqual([
      ['서울 주말리그 3라운드', 0, 1, 'LOSE', 84],
      ['성수 FC 초청 친선전', 3, 0, 'WIN', 74],
      ['관악구청장배 예선', 2, 2, 'DRAW', 84],
      ['봄맞이 친선전', 2, 1, 'WIN', 84],
    ]);
    expect(data[0]).toMatchObject({ matchDate: '2026-05-13', homeTeamName: 'FC 한강', awayTeamName: '관악 유나이티드' });
    const gwanak = (await body<{ result: string }[]>(await call(t, 'GET', '/open-api/v1/teams/2/result/recent'))).data;
    expect(gwanak.map((m) => m.result)).toEqual(['WIN', 'DRAW', 'LOSE']);
    expect((await body<unknown[]>(await call(t, 'GET', '/open-api/v1/teams/3/result/recent'))).data).toHaveLength(1);
  });

  it('keeps only five recent results, and no minutes for a half without an end', async () => {
    const fresh = await database.fresh();
    const [first] = await fresh.database.db.select().from(matches).orderBy(matches.id).limit(1);
    const { id: _id, ...copy } = first;
    for (let i = 0; i < 3; i++) {
      await fresh.database.db
        .insert(matches)
        .values({ ...copy, title: `추가 경기 ${i}`, matchDate: `2026-05-1${5 + i}`, secondHalfEndAt: i === 2 ? null : copy.secondHalfEndAt });
    }
    const data = (await body<{ title: string; playedMinutes: number | null }[]>(await call(fresh, 'GET', '/open-api/v1/teams/1/result/recent'))).data;
    expect(data.map((m) => m.title)).toEqual(['추가 경기 2', '추가 경기 1', '추가 경기 0', '서울 주말리그 3라운드', '성수 FC 초청 친선전']);
    expect(data[0].playedMinutes).toBeNull();
    const summary = (
      await body<{ recentMatchResults: string[]; totalMatchCount: number }>(
        await call(fresh, 'GET', '/api/v1/teams/1/results/summary', { token: await tokenFor(fresh, member.id) }),
      )
    ).data;
    expect(summary.recentMatchResults).toHaveLength(5);
    expect(summary.totalMatchCount).toBe(7);
  });

  it("lists a member's finished matches for the team, newest first, with their goals, assists and cards", async () => {
    const response = await call(t, 'GET', `/api/v1/teams/1/users/${member.id}/matches/summary?limit=10`, { token });
    expect(response.status).toBe(200);
    const data = (
      await body<{
        content: {
          opponentTeamName: string;
          teamScore: number;
          opponentScore: number;
          result: string;
          goals: number;
          assists: number;
          yellowCards: number;
          redCards: number;
          matchDate: string;
        }[];
        totalElements: number;
        size: number;
      }>(response)
    ).data;
    expect(data).toMatchObject({ totalElements: 4, size: 10, page: 0 });
    expect(data.content.map((m) => [m.opponentTeamName, m.teamScore, m.opponentScore, m.result, m.goals, m.assists])).toEqual([
      ['관악 유나이티드', 0, 1, 'LOSE', 0, 0],
      ['성수 FC', 3, 0, 'WIN', 1, 0],
      ['관악 유나이티드', 2, 2, 'DRAW', 1, 0],
      ['관악 유나이티드', 2, 1, 'WIN', 1, 0],
    ]);
    const carded = (await body<typeof data>(await call(t, 'GET', `/api/v1/teams/1/users/${seedPerson('cho-minjae').id}/matches/summary?limit=10`, { token })))
      .data;
    expect(carded.content.map((m) => m.yellowCards)).toEqual([0, 0, 1, 0]);
    const assister = (
      await body<typeof data>(await call(t, 'GET', `/api/v1/teams/1/users/${seedPerson('kang-hyunwoo').id}/matches/summary?limit=10`, { token }))
    ).data;
    expect(assister.content.map((m) => m.assists)).toEqual([0, 1, 0, 1]);
  });

  it("says which of a member's matches they played: a match spent on the bench is not an appearance", async () => {
    const hangang = seedPeople.filter((p) => p.memberships.some((m) => m.teamKey === 'hangang'));
    const seen: boolean[] = [];
    for (const person of hangang) {
      const history = (
        await body<{ content: { matchId: number; appeared: boolean }[] }>(
          await call(t, 'GET', `/api/v1/teams/1/users/${person.id}/matches/summary?limit=20`, { token }),
        )
      ).data;
      const season = (
        await body<{ matches: { matchId: number; appeared: boolean }[] }>(
          await call(t, 'GET', `/api/v1/teams/1/users/${person.id}/stats?season=2026`, { token }),
        )
      ).data;
      // The same rule as the season's match lines (decision 055), match by match.
      const appearedIn = new Map(season.matches.map((m) => [m.matchId, m.appeared]));
      for (const row of history.content) {
        expect(row.appeared, `${person.name}, match ${row.matchId}`).toBe(appearedIn.get(row.matchId));
        seen.push(row.appeared);
      }
    }
    // The seed has both: starters, and substitutes who never came on.
    expect(seen).toContain(true);
    expect(seen).toContain(false);
  });

  it("pages a member's matches by page and limit (5 by default)", async () => {
    const url = (q: string) => `/api/v1/teams/1/users/${member.id}/matches/summary?${q}`;
    const all = (await body<{ content: { matchId: number }[]; size: number }>(await call(t, 'GET', url(''), { token }))).data;
    expect(all.size).toBe(5);
    const first = (await body<{ content: { matchId: number }[] }>(await call(t, 'GET', url('page=0&limit=3'), { token }))).data;
    const second = (await body<{ content: { matchId: number }[]; totalElements: number }>(await call(t, 'GET', url('page=1&limit=3'), { token }))).data;
    expect([...first.content, ...second.content].map((m) => m.matchId)).toEqual(all.content.map((m) => m.matchId));
    expect(second.totalElements).toBe(4);
  });

  it("marks a temporary team in the recent results, the member history and the match list (docs/product.md §10 '[임시]')", async () => {
    // 성수 FC is the seed's temporary team (FC 한강's 3:0 friendly).
    const recent = (
      await body<{ title: string; homeTeamIsTemp: boolean; awayTeamIsTemp: boolean }[]>(await call(t, 'GET', '/open-api/v1/teams/1/result/recent'))
    ).data;
    expect(recent.map((r) => [r.title, r.homeTeamIsTemp, r.awayTeamIsTemp])).toEqual([
      ['서울 주말리그 3라운드', false, false],
      ['성수 FC 초청 친선전', false, true],
      ['관악구청장배 예선', false, false],
      ['봄맞이 친선전', false, false],
    ]);
    const history = (
      await body<{ content: { opponentTeamName: string; opponentIsTemp: boolean }[] }>(
        await call(t, 'GET', `/api/v1/teams/1/users/${member.id}/matches/summary?limit=10`, { token }),
      )
    ).data;
    expect(history.content.map((m) => [m.opponentTeamName, m.opponentIsTemp])).toEqual([
      ['관악 유나이티드', false],
      ['성수 FC', true],
      ['관악 유나이티드', false],
      ['관악 유나이티드', false],
    ]);
    const list = (
      await body<{ content: { awayTeamName: string; homeTeamIsTemp: boolean; awayTeamIsTemp: boolean }[] }>(
        await call(t, 'GET', '/api/v1/teams/1/matches', { token }),
      )
    ).data;
    expect(list.content.filter((m) => m.homeTeamIsTemp || m.awayTeamIsTemp).map((m) => m.awayTeamName)).toEqual(['성수 FC']);
    expect(list.content.every((m) => typeof m.homeTeamIsTemp === 'boolean' && typeof m.awayTeamIsTemp === 'boolean')).toBe(true);
  });

  it('answers 404 5009 for the matches of someone outside the team', async () => {
    const response = await call(t, 'GET', `/api/v1/teams/1/users/${gwanakMember.id}/matches/summary`, { token });
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ code: 5009 });
  });
});
