/**
 * A registered match is on its teams' calendars (decision 032): the team that registers it
 * gets a schedule item of kind MATCH linked by matchId (so the schedule list, 다가오는 일정 and the
 * calendar feed show it, and members answer attendance); an invited team gets one once it accepts;
 * a decline or a delete takes them away, answers and all. A temporary team gets none.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchAttendance, Schedule } from '#contract/schedules.ts';
import { schedules } from '#server/db/schema.ts';
import { body, call } from './helpers.ts';
import { createBody, people, teamIds, tokenOf } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const listOf = async (t: TestApp, teamId: number, token: string): Promise<Schedule[]> => {
  const response = await call(t, 'GET', `/api/v1/teams/${teamId}/schedules?startDate=2026-05-20&endDate=2026-06-10`, { token });
  expect(response.status).toBe(200);
  return (await body<Schedule[]>(response)).data;
};
const itemsOf = async (t: TestApp, teamId: number, token: string, matchId: number) => (await listOf(t, teamId, token)).filter((s) => s.matchId === matchId);

async function register(t: TestApp, token: string, over: Parameters<typeof createBody>[0]): Promise<number> {
  const created = await call(t, 'POST', '/api/v1/matches', { token, json: createBody(over) });
  expect(created.status).toBe(201);
  return (await body<{ id: number }>(created)).data.id;
}

describe('matches on the schedule', () => {
  it("puts a match against a temporary team on the registering team's schedule, with its time and place, and members answer attendance", async () => {
    const t = await database.fresh();
    const admin = await tokenOf(t, 'hangangAdmin');
    const matchId = await register(t, admin, { homeTeamId: teamIds.hangang, awayTeamId: teamIds.seongsu, title: '성수 FC 재대결' });
    const [item] = await itemsOf(t, teamIds.hangang, admin, matchId);
    expect(item).toMatchObject({
      teamId: teamIds.hangang,
      kind: 'MATCH',
      title: '성수 FC 재대결',
      place: '보라매공원 축구장',
      matchId,
      startAt: '2026-05-27T01:00:00.000Z',
      endAt: '2026-05-27T03:00:00.000Z',
    });
    // A plain member sees it and answers like any item.
    const member = await tokenOf(t, 'hangangUser');
    expect(await itemsOf(t, teamIds.hangang, member, matchId)).toHaveLength(1);
    const answered = await call(t, 'PUT', `/api/v1/teams/${teamIds.hangang}/schedules/${item.id}/attendance`, { token: member, json: { answer: 'ATTEND' } });
    expect(answered.status).toBe(200);
    expect((await body<Schedule>(answered)).data.attendance).toMatchObject({ attend: 1, myAnswer: 'ATTEND' });
    // The temporary team has no calendar item.
    expect(await t.database.db.select().from(schedules).where(eq(schedules.teamId, teamIds.seongsu))).toEqual([]);
  });

  it("reads a match's answers through the team (the lineup editor's 참석 first): none before the item exists, each member's answer after", async () => {
    const t = await database.fresh();
    const [gwanakAdmin, hangangAdmin, member] = [await tokenOf(t, 'gwanakAdmin'), await tokenOf(t, 'hangangAdmin'), await tokenOf(t, 'hangangUser')];
    const matchId = await register(t, gwanakAdmin, { title: '출석 보는 경기' });
    const answersOf = async (teamId: number, token: string, status = 200) => {
      const response = await call(t, 'GET', `/api/v1/teams/${teamId}/matches/${matchId}/attendance`, { token });
      expect(response.status).toBe(status);
      return response.status === 200 ? (await body<MatchAttendance>(response)).data : (await body<unknown>(response)).code;
    };
    // FC 한강 plays in the request but has no item until it accepts: nobody has answered.
    expect(await answersOf(teamIds.hangang, member)).toEqual({ matchId, scheduleId: null, answers: [] });
    expect((await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: hangangAdmin })).status).toBe(200);
    const [item] = await itemsOf(t, teamIds.hangang, hangangAdmin, matchId);
    for (const [token, answer] of [
      [member, 'ABSENT'],
      [hangangAdmin, 'ATTEND'],
    ] as const) {
      expect((await call(t, 'PUT', `/api/v1/teams/${teamIds.hangang}/schedules/${item.id}/attendance`, { token, json: { answer } })).status).toBe(200);
    }
    // 참석 before 불참, as the schedule's list orders them; only this team's item's answers.
    expect(await answersOf(teamIds.hangang, member)).toEqual({
      matchId,
      scheduleId: item.id,
      answers: [
        { userId: people.hangangAdmin.id, answer: 'ATTEND' },
        { userId: people.hangangUser.id, answer: 'ABSENT' },
      ],
    });
    expect(await answersOf(teamIds.gwanak, gwanakAdmin)).toMatchObject({ matchId, answers: [] });
    // A match the team does not play in, and one that does not exist: 404 6007, not an empty list.
    const other = await register(t, gwanakAdmin, { homeTeamId: teamIds.gwanak, awayTeamId: teamIds.seongsu, title: '관악과 성수' });
    expect((await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches/${other}/attendance`, { token: member })).status).toBe(404);
    const missing = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches/999999/attendance`, { token: member });
    expect([missing.status, (await body<unknown>(missing)).code]).toEqual([404, 6007]);
  });

  it("puts a request on the owner's schedule at once and on the invited team's once it accepts", async () => {
    const t = await database.fresh();
    const [gwanakAdmin, hangangAdmin] = [await tokenOf(t, 'gwanakAdmin'), await tokenOf(t, 'hangangAdmin')];
    const matchId = await register(t, gwanakAdmin, { title: '관악이 보낸 경기' });
    expect(await itemsOf(t, teamIds.gwanak, gwanakAdmin, matchId)).toHaveLength(1);
    expect(await itemsOf(t, teamIds.hangang, hangangAdmin, matchId)).toEqual([]);
    expect((await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: hangangAdmin })).status).toBe(200);
    expect(await itemsOf(t, teamIds.hangang, hangangAdmin, matchId)).toMatchObject([{ kind: 'MATCH', title: '관악이 보낸 경기', teamId: teamIds.hangang }]);
    expect(await itemsOf(t, teamIds.gwanak, gwanakAdmin, matchId)).toHaveLength(1);

    // Deleting the match takes it off both calendars (not left behind as a match item of nothing).
    expect((await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: gwanakAdmin })).status).toBe(204);
    expect(await t.database.db.select().from(schedules).where(eq(schedules.title, '관악이 보낸 경기'))).toEqual([]);
  });

  it("takes a declined request off the owner's schedule and never puts it on the invited team's", async () => {
    const t = await database.fresh();
    const [gwanakAdmin, hangangAdmin] = [await tokenOf(t, 'gwanakAdmin'), await tokenOf(t, 'hangangAdmin')];
    const matchId = await register(t, gwanakAdmin, { title: '거절될 경기' });
    expect(await itemsOf(t, teamIds.gwanak, gwanakAdmin, matchId)).toHaveLength(1);
    expect((await call(t, 'POST', `/api/v1/matches/${matchId}/decline`, { token: hangangAdmin })).status).toBe(200);
    expect(await itemsOf(t, teamIds.gwanak, gwanakAdmin, matchId)).toEqual([]);
    expect(await itemsOf(t, teamIds.hangang, hangangAdmin, matchId)).toEqual([]);
  });
});
