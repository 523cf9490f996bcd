/** Creating, editing and deleting schedule items (TEAM_ADMIN), and the rules every stored item keeps. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schedule } from '#contract/schedules.ts';
import { scheduleAttendance } from '#server/db/schema.ts';
import { body, call, tokenFor } from './helpers.ts';
import { answer, createItem, expectCall, itemPath, matchIdByTitle, people, schedulesPath, trainingBody } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let adminToken: string;
let memberToken: string;
beforeEach(async () => {
  t = await database.fresh();
  adminToken = await tokenFor(t, people.admin.id);
  memberToken = await tokenFor(t, people.member.id);
});

async function refusal(response: Response) {
  const envelope = await body<{ field: string; message: string }[] | null>(response);
  return {
    status: response.status,
    code: envelope.code,
    fields: envelope.data?.map((f) => f.field) ?? null,
    messages: envelope.data?.map((f) => f.message) ?? [],
  };
}

describe('create', () => {
  it('creates an item that members then read, in the list and on its own', async () => {
    const created = await createItem(t, adminToken);
    expect(created).toMatchObject({
      teamId: 1,
      title: '토요 오전 훈련',
      kind: 'TRAINING',
      startAt: '2026-05-30T00:00:00.000Z',
      endAt: '2026-05-30T02:00:00.000Z',
      place: '망원한강공원 축구장',
      note: '조끼 지참',
      matchId: null,
      attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null },
    });
    expect(await expectCall<Schedule>(t, 'GET', itemPath(created.id), memberToken, 200)).toEqual(created);
    const listed = await expectCall<Schedule[]>(t, 'GET', `${schedulesPath()}?startDate=2026-05-30&endDate=2026-05-30`, memberToken, 200);
    expect(listed.find((s) => s.id === created.id)).toEqual(created);
  });

  it('trims the title and stores blank place and note as none', async () => {
    const created = await createItem(t, adminToken, trainingBody({ title: '  번개 모임 ', kind: 'SOCIAL', place: '   ', note: '' }));
    expect(created).toMatchObject({ title: '번개 모임', place: null, note: null });
  });

  it('allows an item that ends when it starts, refuses one that ends before, naming endAt in Korean', async () => {
    await createItem(t, adminToken, trainingBody({ endAt: '2026-05-30T09:00:00+09:00' }));
    const response = await call(t, 'POST', schedulesPath(), { token: adminToken, json: trainingBody({ endAt: '2026-05-30T08:59:00+09:00' }) });
    expect(await refusal(response)).toEqual({ status: 400, code: 400, fields: ['endAt'], messages: ['종료 시각은 시작 시각과 같거나 그 뒤여야 합니다.'] });
  });

  it('refuses a day that does not exist rather than rolling it over', async () => {
    const response = await call(t, 'POST', schedulesPath(), { token: adminToken, json: trainingBody({ startAt: '2026-02-30T09:00:00+09:00' }) });
    expect(await refusal(response)).toMatchObject({ status: 400, fields: ['startAt'] });
  });
});

describe('match link', () => {
  it('links a MATCH item to a match this team plays, at home or away', async () => {
    const home = await matchIdByTitle(t, '봄맞이 친선전');
    const away = await matchIdByTitle(t, '관악구청장배 예선');
    for (const matchId of [home, away]) {
      const created = await createItem(t, adminToken, trainingBody({ kind: 'MATCH', title: '경기', matchId }));
      expect(created).toMatchObject({ kind: 'MATCH', matchId });
    }
  });

  it('refuses a match the team does not play, an unknown match, and a link on another kind, naming matchId', async () => {
    const foreign = await matchIdByTitle(t, '성수 FC 초청 친선전');
    const gwanakToken = await tokenFor(t, people.outsider.id);
    const notOurs = await call(t, 'POST', schedulesPath(2), { token: gwanakToken, json: trainingBody({ kind: 'MATCH', matchId: foreign }) });
    expect(await refusal(notOurs)).toEqual({ status: 400, code: 400, fields: ['matchId'], messages: ['이 팀이 참가하는 경기만 연결할 수 있습니다.'] });
    const unknown = await call(t, 'POST', schedulesPath(), { token: adminToken, json: trainingBody({ kind: 'MATCH', matchId: 999_999 }) });
    expect(await refusal(unknown)).toMatchObject({ status: 400, fields: ['matchId'] });
    const training = await call(t, 'POST', schedulesPath(), { token: adminToken, json: trainingBody({ matchId: foreign }) });
    expect(await refusal(training)).toEqual({ status: 400, code: 400, fields: ['matchId'], messages: ['경기 일정만 경기와 연결할 수 있습니다.'] });
  });

  it('keeps the rule through a PATCH: changing a linked item to another kind must drop the link', async () => {
    const matchId = await matchIdByTitle(t, '봄맞이 친선전');
    const created = await createItem(t, adminToken, trainingBody({ kind: 'MATCH', matchId }));
    const kindOnly = await call(t, 'PATCH', itemPath(created.id), { token: adminToken, json: { kind: 'SOCIAL' } });
    expect(await refusal(kindOnly)).toMatchObject({ status: 400, fields: ['matchId'] });
    const both = await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, { kind: 'SOCIAL', matchId: null });
    expect(both).toMatchObject({ kind: 'SOCIAL', matchId: null });
  });
});

describe('edit', () => {
  it('changes only the fields it names and keeps every attendance answer', async () => {
    const created = await createItem(t, adminToken);
    await answer(t, memberToken, created.id, 'ATTEND');
    await answer(t, adminToken, created.id, 'UNDECIDED');
    const edited = await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, {
      title: '장소 변경: 토요 훈련',
      place: '난지한강공원 축구장',
      startAt: '2026-05-30T10:00:00+09:00',
      endAt: '2026-05-30T12:00:00+09:00',
    });
    expect(edited).toMatchObject({
      title: '장소 변경: 토요 훈련',
      kind: 'TRAINING',
      place: '난지한강공원 축구장',
      note: '조끼 지참',
      startAt: '2026-05-30T01:00:00.000Z',
      endAt: '2026-05-30T03:00:00.000Z',
      attendance: { attend: 1, absent: 0, undecided: 1, myAnswer: 'UNDECIDED' },
    });
    const stored = await t.database.db.select().from(scheduleAttendance).where(eq(scheduleAttendance.scheduleId, created.id));
    expect(stored.map((a) => a.answer).sort()).toEqual(['ATTEND', 'UNDECIDED']);
  });

  it('answers the item unchanged for an empty PATCH', async () => {
    const created = await createItem(t, adminToken);
    expect(await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, {})).toEqual(created);
  });

  it('links an existing MATCH item to a match later, and unlinks it', async () => {
    const created = await createItem(t, adminToken, trainingBody({ kind: 'MATCH', title: '상대 미정 경기' }));
    expect(created.matchId).toBeNull();
    const matchId = await matchIdByTitle(t, '서울 주말리그 3라운드');
    expect((await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, { matchId })).matchId).toBe(matchId);
    expect((await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, { matchId: null })).matchId).toBeNull();
  });

  it('clears place and note with null', async () => {
    const created = await createItem(t, adminToken);
    expect(await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, { place: null, note: null })).toMatchObject({
      place: null,
      note: null,
    });
  });

  it('checks the order against the stored other end when a PATCH moves only one', async () => {
    const created = await createItem(t, adminToken);
    const startAfterEnd = await call(t, 'PATCH', itemPath(created.id), { token: adminToken, json: { startAt: '2026-05-30T12:00:00+09:00' } });
    expect(await refusal(startAfterEnd)).toMatchObject({ status: 400, fields: ['endAt'] });
    const endBeforeStart = await call(t, 'PATCH', itemPath(created.id), { token: adminToken, json: { endAt: '2026-05-30T08:00:00+09:00' } });
    expect(await refusal(endBeforeStart)).toMatchObject({ status: 400, fields: ['endAt'] });
    const moved = await expectCall<Schedule>(t, 'PATCH', itemPath(created.id), adminToken, 200, { endAt: '2026-05-30T13:00:00+09:00' });
    expect(moved).toMatchObject({ startAt: '2026-05-30T00:00:00.000Z', endAt: '2026-05-30T04:00:00.000Z' });
  });

  it('answers 404 5011 for an unknown item and for an item of another team', async () => {
    const [theirs] = await expectCall<Schedule[]>(
      t,
      'GET',
      `${schedulesPath(2)}?startDate=2026-05-01&endDate=2026-06-30`,
      await tokenFor(t, people.outsider.id),
      200,
    );
    for (const path of [itemPath(999_999), itemPath(theirs.id)]) {
      const response = await call(t, 'PATCH', path, { token: adminToken, json: { title: '남의 일정' } });
      expect(await refusal(response)).toMatchObject({ status: 404, code: 5011 });
    }
  });
});

describe('delete', () => {
  it('deletes an item with its answers; a second delete is 404 5011', async () => {
    const created = await createItem(t, adminToken);
    await answer(t, memberToken, created.id, 'ABSENT');
    const response = await call(t, 'DELETE', itemPath(created.id), { token: adminToken });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await t.database.db.select().from(scheduleAttendance).where(eq(scheduleAttendance.scheduleId, created.id))).toEqual([]);
    expect(await refusal(await call(t, 'GET', itemPath(created.id), { token: memberToken }))).toMatchObject({ status: 404, code: 5011 });
    expect(await refusal(await call(t, 'DELETE', itemPath(created.id), { token: adminToken }))).toMatchObject({ status: 404, code: 5011 });
  });
});
