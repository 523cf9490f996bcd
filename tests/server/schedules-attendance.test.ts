/**
 * Attendance: each member answers for themselves until the item starts (by the server's clock),
 * everyone sees who answered what, team admins also see who has not answered; only current members
 * count.
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schedule } from '#contract/schedules.ts';
import { memberships, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { answer, attendanceOf, createItem, expectCall, itemPath, people, schedulesPath } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let adminToken: string;
let memberToken: string;
let item: Schedule;
const minute = 60_000;
beforeEach(async () => {
  t = await database.fresh();
  adminToken = await tokenFor(t, people.admin.id);
  memberToken = await tokenFor(t, people.member.id);
  item = await createItem(t, adminToken); // 2026-05-30 09:00 in Seoul; the clock is at 2026-05-20 12:00 there.
});

/** The people of FC 한강 who could answer (signed-in people, not guest players). */
async function answerableMembers(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, 1), ne(users.socialType, 'GUEST')));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('answering', () => {
  it("answers the item with the new counts and the caller's own answer, and changes it", async () => {
    expect((await answer(t, memberToken, item.id, 'ATTEND')).attendance).toEqual({ attend: 1, absent: 0, undecided: 0, myAnswer: 'ATTEND' });
    expect((await answer(t, memberToken, item.id, 'ABSENT')).attendance).toEqual({ attend: 0, absent: 1, undecided: 0, myAnswer: 'ABSENT' });
    expect((await answer(t, adminToken, item.id, 'UNDECIDED')).attendance).toEqual({ attend: 0, absent: 1, undecided: 1, myAnswer: 'UNDECIDED' });
    const seen = await expectCall<Schedule>(t, 'GET', itemPath(item.id), memberToken, 200);
    expect(seen.attendance).toEqual({ attend: 0, absent: 1, undecided: 1, myAnswer: 'ABSENT' });
    const listed = await expectCall<Schedule[]>(t, 'GET', `${schedulesPath()}?startDate=2026-05-30&endDate=2026-05-30`, adminToken, 200);
    expect(listed.find((s) => s.id === item.id)?.attendance).toEqual({ attend: 0, absent: 1, undecided: 1, myAnswer: 'UNDECIDED' });
  });

  it('closes when the item starts: one millisecond before is fine, at the start it is 409 5012 and the answer stays', async () => {
    const startsAt = new Date(item.startAt).getTime();
    t.clock.set(new Date(startsAt - 1));
    memberToken = await tokenFor(t, people.member.id); // signed at the moved clock
    await answer(t, memberToken, item.id, 'ATTEND');
    t.clock.set(new Date(startsAt));
    const response = await call(t, 'PUT', `${itemPath(item.id)}/attendance`, { token: memberToken, json: { answer: 'ABSENT' } });
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ code: 5012, message: '이미 시작한 일정에는 참석 여부를 바꿀 수 없습니다.' });
    t.clock.advance(3 * minute);
    expect((await call(t, 'PUT', `${itemPath(item.id)}/attendance`, { token: memberToken, json: { answer: 'UNDECIDED' } })).status).toBe(409);
    expect((await expectCall<Schedule>(t, 'GET', itemPath(item.id), memberToken, 200)).attendance.myAnswer).toBe('ATTEND');
  });

  it('reopens when an admin moves the start later', async () => {
    t.clock.set(new Date(new Date(item.startAt).getTime() + minute));
    [adminToken, memberToken] = await Promise.all([tokenFor(t, people.admin.id), tokenFor(t, people.member.id)]);
    expect((await call(t, 'PUT', `${itemPath(item.id)}/attendance`, { token: memberToken, json: { answer: 'ATTEND' } })).status).toBe(409);
    await expectCall(t, 'PATCH', itemPath(item.id), adminToken, 200, { startAt: '2026-05-30T10:00:00+09:00', endAt: '2026-05-30T12:00:00+09:00' });
    await answer(t, memberToken, item.id, 'ATTEND');
  });

  it("answers 404 5011 for an unknown item and for another team's item", async () => {
    const outsiderToken = await tokenFor(t, people.outsider.id);
    const [theirs] = await expectCall<Schedule[]>(t, 'GET', `${schedulesPath(2)}?startDate=2026-05-01&endDate=2026-06-30`, outsiderToken, 200);
    for (const id of [999_999, theirs.id]) {
      const put = await call(t, 'PUT', `${itemPath(id)}/attendance`, { token: memberToken, json: { answer: 'ATTEND' } });
      expect([put.status, (await body(put)).code]).toEqual([404, 5011]);
      const get = await call(t, 'GET', `${itemPath(id)}/attendance`, { token: memberToken });
      expect([get.status, (await body(get)).code]).toEqual([404, 5011]);
    }
  });
});

describe('who answered', () => {
  it('lists answers 참석, 불참, 미정 in that order, first come first within each, with name and photo', async () => {
    const [a, b, c, d] = ['choi-doyun', 'kang-hyunwoo', 'jung-woojin', 'cho-minjae'].map(seedPerson);
    const order: [typeof a, string][] = [
      [a, 'UNDECIDED'],
      [b, 'ATTEND'],
      [c, 'ABSENT'],
      [d, 'ATTEND'],
    ];
    for (const [person, value] of order) {
      await answer(t, await tokenFor(t, person.id), item.id, value);
      t.clock.advance(minute);
    }
    const { answers, scheduleId } = await attendanceOf(t, memberToken, item.id);
    expect(scheduleId).toBe(item.id);
    expect(answers.map((x) => [x.userId, x.answer])).toEqual([
      [b.id, 'ATTEND'],
      [d.id, 'ATTEND'],
      [c.id, 'ABSENT'],
      [a.id, 'UNDECIDED'],
    ]);
    const [first] = answers;
    const [stored] = await t.database.db.select({ name: users.name, profileImg: users.profileImg }).from(users).where(eq(users.id, b.id));
    expect(first).toEqual({ userId: b.id, name: stored.name, profileImageUrl: stored.profileImg, answer: 'ATTEND', answeredAt: '2026-05-20T03:01:00.000Z' });
  });

  it('keeps the time of an answer given again unchanged, and moves it when the answer changes', async () => {
    await answer(t, memberToken, item.id, 'ATTEND');
    t.clock.advance(5 * minute);
    await answer(t, memberToken, item.id, 'ATTEND');
    const same = (await attendanceOf(t, memberToken, item.id)).answers[0];
    expect(same.answeredAt).toBe('2026-05-20T03:00:00.000Z');
    await answer(t, memberToken, item.id, 'ABSENT');
    expect((await attendanceOf(t, memberToken, item.id)).answers[0]).toMatchObject({ answer: 'ABSENT', answeredAt: '2026-05-20T03:05:00.000Z' });
  });

  it('shows admins who has not answered (by name) and everyone else null', async () => {
    await answer(t, memberToken, item.id, 'ATTEND');
    expect((await attendanceOf(t, memberToken, item.id)).notAnswered).toBeNull();
    const { answers, notAnswered } = await attendanceOf(t, adminToken, item.id);
    expect(notAnswered).not.toBeNull();
    const names = notAnswered!.map((p) => p.name);
    expect(names).toEqual([...names].sort());
    expect(notAnswered!.map((p) => p.userId)).not.toContain(people.member.id);
    expect(notAnswered!.map((p) => p.userId)).toContain(people.admin.id);
    expect([...answers.map((x) => x.userId), ...notAnswered!.map((p) => p.userId)].sort((x, y) => x - y)).toEqual(await answerableMembers());
  });

  it('leaves guest players out of "not answered": they never sign in', async () => {
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '용병 박', lifecycle: 'ACTIVE', socialType: 'GUEST', createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: 1, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });
    const { notAnswered } = await attendanceOf(t, adminToken, item.id);
    expect(notAnswered!.map((p) => p.userId)).not.toContain(guest.id);
  });

  it('stops counting and listing the answer of someone who left the team', async () => {
    const leaver = seedPerson('choi-doyun');
    await answer(t, await tokenFor(t, leaver.id), item.id, 'ATTEND');
    await answer(t, memberToken, item.id, 'ATTEND');
    expect((await expectCall<Schedule>(t, 'GET', itemPath(item.id), adminToken, 200)).attendance.attend).toBe(2);
    const removed = await call(t, 'DELETE', `/api/v1/teams/1/users/${leaver.id}`, { token: adminToken });
    expect(removed.status).toBe(204);
    expect((await expectCall<Schedule>(t, 'GET', itemPath(item.id), adminToken, 200)).attendance).toEqual({
      attend: 1,
      absent: 0,
      undecided: 0,
      myAnswer: null,
    });
    const { answers, notAnswered } = await attendanceOf(t, adminToken, item.id);
    expect(answers.map((x) => x.userId)).toEqual([people.member.id]);
    expect(notAnswered!.map((p) => p.userId)).not.toContain(leaver.id);
  });

  it('counts the seeded answers of the next training as the list shows them', async () => {
    const [training] = await expectCall<Schedule[]>(t, 'GET', `${schedulesPath()}?startDate=2026-05-22&endDate=2026-05-22`, adminToken, 200);
    const { answers, notAnswered } = await attendanceOf(t, adminToken, training.id);
    const count = (value: string) => answers.filter((x) => x.answer === value).length;
    expect(training.attendance).toMatchObject({ attend: count('ATTEND'), absent: count('ABSENT'), undecided: count('UNDECIDED') });
    expect(answers.length + notAnswered!.length).toBe((await answerableMembers()).length);
  });
});
