/**
 * 자체전 (decision 079), planning: creating one makes a SCRIMMAGE schedule item members answer;
 * settings are checked together; the plain schedule calls cannot make or unmake one; admins edit,
 * name the runner and delete; members read; another team's scrimmage is not found.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scrimmage } from '#contract/scrimmages.ts';
import type { Schedule } from '#contract/schedules.ts';
import { memberships, users } from '#server/db/schema.ts';
import { body, call, tokenFor } from './helpers.ts';
import { answer, createItem, expectCall, itemPath, schedulesPath, trainingBody } from './schedule-fixtures.ts';
import { scrimmageAt, scrimmageBody, scrimmagePath, scrimmagesPath, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let adminToken: string;
let memberToken: string;
beforeEach(async () => {
  t = await database.fresh();
  adminToken = await tokenFor(t, squad.admin.id);
  memberToken = await tokenFor(t, squad.member.id);
});

async function refusal(response: Response) {
  const envelope = await body(response);
  return { status: response.status, code: envelope.code };
}

const create = (json: object, token = adminToken) => call(t, 'POST', scrimmagesPath(), { token, json });

describe('planning a 자체전', () => {
  it('creates a SCRIMMAGE schedule item linked to the scrimmage, which members answer and read', async () => {
    const { id } = await expectCall<{ id: number }>(
      t,
      'POST',
      scrimmagesPath(),
      adminToken,
      201,
      scrimmageBody({ sideCount: 3, format: 'WINNER_STAYS', restOrder: [2, 0, 1], vestColours: ['ORANGE', 'YELLOW', 'GREEN'] }),
    );
    const scrimmage = await expectCall<Scrimmage>(t, 'GET', scrimmagePath(id), memberToken, 200);
    expect(scrimmage).toMatchObject({
      id,
      title: '일요 자체전',
      startAt: '2026-05-30T23:00:00.000Z',
      place: '망원한강공원 축구장',
      sideCount: 3,
      gameMinutes: 12,
      format: 'WINNER_STAYS',
      restOrder: [2, 0, 1],
      vestColours: ['ORANGE', 'YELLOW', 'GREEN'],
      state: 'CHECK_IN',
      runnerId: null,
      attendees: [],
      sides: [],
      games: [],
    });
    const item = await expectCall<Schedule>(t, 'GET', itemPath(scrimmage.scheduleId), memberToken, 200);
    expect(item).toMatchObject({ kind: 'SCRIMMAGE', scrimmageId: id, title: '일요 자체전' });
    const answered = await answer(t, memberToken, scrimmage.scheduleId, 'ATTEND');
    expect(answered.attendance).toMatchObject({ attend: 1, myAnswer: 'ATTEND' });
    const others = await expectCall<Schedule[]>(t, 'GET', `${schedulesPath()}?startDate=2026-05-01&endDate=2026-06-30`, memberToken, 200);
    expect(others.filter((s) => s.kind !== 'SCRIMMAGE').every((s) => s.scrimmageId === null)).toBe(true);
  });

  it.each([
    ['two sides in a rotation meant for three', { format: 'WINNER_STAYS' }],
    ['three sides playing fixed games', { sideCount: 3, format: 'FIXED_GAMES', restOrder: [0, 1, 2], vestColours: ['ORANGE', 'YELLOW', 'GREEN'] }],
    ['a rest order with two sides', { restOrder: [0, 1] }],
    ['three sides without a rest order', { sideCount: 3, format: 'FIXED_ROTATION', vestColours: ['ORANGE', 'YELLOW', 'GREEN'] }],
    ['a rest order naming a side twice', { sideCount: 3, format: 'FIXED_ROTATION', restOrder: [0, 0, 1], vestColours: ['ORANGE', 'YELLOW', 'GREEN'] }],
    ['one vest colour for two sides', { vestColours: ['ORANGE', 'ORANGE'] }],
    ['fewer vest colours than sides', { sideCount: 3, format: 'FIXED_ROTATION', restOrder: [0, 1, 2] }],
  ])('refuses settings that do not fit together (%s) with 400 12005', async (_label, extra) => {
    expect(await refusal(await create(scrimmageBody(extra)))).toEqual({ status: 400, code: 12005 });
  });

  it.each([
    ['a game of 4 minutes', { gameMinutes: 4 }, 'gameMinutes', '경기 시간은 5분 이상이어야 합니다.'],
    ['a game of 46 minutes', { gameMinutes: 46 }, 'gameMinutes', '경기 시간은 45분 이하여야 합니다.'],
    ['four sides', { sideCount: 4 }, 'sideCount', '팀 수는 2나 3이어야 합니다.'],
    ['a blank title', { title: '  ' }, 'title', '자체전 이름을 입력해주세요.'],
  ])('refuses %s naming the field in Korean', async (_label, extra, field, message) => {
    const response = await create(scrimmageBody(extra));
    const envelope = await body<{ field: string; message: string }[]>(response);
    expect(response.status).toBe(400);
    expect(envelope.data).toContainEqual({ field, message });
  });

  it('refuses an end before the start, naming endAt', async () => {
    const response = await create(scrimmageBody({ endAt: '2026-05-31T07:00:00+09:00' }));
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['endAt']);
  });

  it('lets only admins plan one (a member 403 5006, another team 403 5005)', async () => {
    expect(await refusal(await create(scrimmageBody(), memberToken))).toEqual({ status: 403, code: 5006 });
    expect(await refusal(await create(scrimmageBody(), await tokenFor(t, squad.otherAdmin.id)))).toEqual({ status: 403, code: 5005 });
  });
});

describe('the plain schedule calls and SCRIMMAGE', () => {
  it('refuses to create a SCRIMMAGE item without its settings (400 12004)', async () => {
    const response = await call(t, 'POST', schedulesPath(), { token: adminToken, json: trainingBody({ kind: 'SCRIMMAGE' }) });
    expect(await refusal(response)).toEqual({ status: 400, code: 12004 });
  });

  it('refuses to turn an item into a SCRIMMAGE or a SCRIMMAGE item into another kind, and edits its title', async () => {
    const training = await createItem(t, adminToken);
    expect(await refusal(await call(t, 'PATCH', itemPath(training.id), { token: adminToken, json: { kind: 'SCRIMMAGE' } }))).toEqual({
      status: 400,
      code: 12004,
    });
    const { scrimmageId } = await scrimmageAt(t, 'CHECK_IN');
    const { scheduleId } = await expectCall<Scrimmage>(t, 'GET', scrimmagePath(scrimmageId), adminToken, 200);
    expect(await refusal(await call(t, 'PATCH', itemPath(scheduleId), { token: adminToken, json: { kind: 'TRAINING' } }))).toEqual({
      status: 400,
      code: 12004,
    });
    await expectCall(t, 'PATCH', itemPath(scheduleId), adminToken, 200, { title: '우천 시 실내 자체전', kind: 'SCRIMMAGE' });
    expect((await expectCall<Scrimmage>(t, 'GET', scrimmagePath(scrimmageId), adminToken, 200)).title).toBe('우천 시 실내 자체전');
  });

  it('deleting the item deletes its scrimmage', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'PLAYED');
    const { scheduleId } = await expectCall<Scrimmage>(t, 'GET', scrimmagePath(scrimmageId), adminToken, 200);
    await expectCall(t, 'DELETE', itemPath(scheduleId), adminToken, 204);
    expect(await refusal(await call(t, 'GET', scrimmagePath(scrimmageId), { token: adminToken }))).toEqual({ status: 404, code: 12001 });
  });
});

describe('editing, the runner and deleting', () => {
  it('edits the schedule fields and settings together and names a runner', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'CHECK_IN');
    const edited = await expectCall<Scrimmage>(t, 'PATCH', scrimmagePath(scrimmageId), adminToken, 200, {
      title: '오후 자체전',
      gameMinutes: 15,
      vestColours: ['BLUE', 'RED'],
      runnerId: squad.runner.id,
    });
    expect(edited).toMatchObject({ title: '오후 자체전', gameMinutes: 15, vestColours: ['BLUE', 'RED'], runnerId: squad.runner.id });
    // What the PATCH left out stays as it was.
    expect(edited).toMatchObject({ place: '망원한강공원 축구장', sideCount: 2, format: 'FIXED_GAMES', startAt: '2026-05-30T23:00:00.000Z' });
    expect((await expectCall<Scrimmage>(t, 'PATCH', scrimmagePath(scrimmageId), adminToken, 200, { runnerId: null })).runnerId).toBeNull();
  });

  it('gives sides already split the new vest colours', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'SIDES');
    const edited = await expectCall<Scrimmage>(t, 'PATCH', scrimmagePath(scrimmageId), adminToken, 200, { vestColours: ['YELLOW', 'ORANGE'] });
    expect(edited.sides.map((s) => s.vestColour)).toEqual(['YELLOW', 'ORANGE']);
  });

  it.each([
    ['another team’s admin', async () => squad.otherAdmin.id],
    [
      'a guest player of the team, who never signs in',
      async () => {
        const [guest] = await t.database.db
          .insert(users)
          .values({ name: '팀 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: 1, createdBy: squad.admin.id, createdAt: t.clock.now() })
          .returning({ id: users.id });
        await t.database.db.insert(memberships).values({ teamId: 1, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });
        return guest.id;
      },
    ],
  ])('refuses %s as runner with 400 12003', async (_label, person) => {
    const { scrimmageId } = await scrimmageAt(t, 'CHECK_IN');
    const runnerId = await person();
    expect(await refusal(await call(t, 'PATCH', scrimmagePath(scrimmageId), { token: adminToken, json: { runnerId } }))).toEqual({ status: 400, code: 12003 });
  });

  it('refuses another number of sides once the sides are split (409 12024)', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'SIDES');
    const json = { sideCount: 3, format: 'FIXED_ROTATION', restOrder: [0, 1, 2], vestColours: ['ORANGE', 'YELLOW', 'GREEN'] };
    expect(await refusal(await call(t, 'PATCH', scrimmagePath(scrimmageId), { token: adminToken, json }))).toEqual({ status: 409, code: 12024 });
  });

  it('lets a member read but not edit or delete, and hides another team’s scrimmage (404 12001)', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'CHECK_IN');
    expect(await refusal(await call(t, 'PATCH', scrimmagePath(scrimmageId), { token: memberToken, json: { title: '몰래' } }))).toEqual({
      status: 403,
      code: 5006,
    });
    expect(await refusal(await call(t, 'DELETE', scrimmagePath(scrimmageId), { token: memberToken }))).toEqual({ status: 403, code: 5006 });
    const theirs = await scrimmageAt(t, 'CHECK_IN', { teamId: 2, adminId: squad.otherAdmin.id, players: [] });
    expect(await refusal(await call(t, 'GET', scrimmagePath(theirs.scrimmageId), { token: adminToken }))).toEqual({ status: 404, code: 12001 });
    expect(await refusal(await call(t, 'GET', scrimmagePath(scrimmageId, '', 2), { token: memberToken }))).toEqual({ status: 403, code: 5005 });
  });

  it('deletes the scrimmage with its schedule item', async () => {
    const { scrimmageId } = await scrimmageAt(t, 'PLAYED');
    const { scheduleId } = await expectCall<Scrimmage>(t, 'GET', scrimmagePath(scrimmageId), adminToken, 200);
    await expectCall(t, 'DELETE', scrimmagePath(scrimmageId), adminToken, 204);
    expect(await refusal(await call(t, 'GET', itemPath(scheduleId), { token: adminToken }))).toEqual({ status: 404, code: 5011 });
  });
});
