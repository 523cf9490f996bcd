/**
 * 자체전 (decision 079), after the whistle: the roll-up per player and per side through
 * machines/scrimmage.rollup.ts from the finished games only; names read at every read (a member who
 * withdrew reads 탈퇴한 회원, decisions 031 and 070); who answered 참석 and did not come; the team's
 * list with the caller's own line.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scrimmage, ScrimmageAttendee, ScrimmageGame, ScrimmageListItem, ScrimmageResults } from '#contract/scrimmages.ts';
import { body, call, tokenFor } from './helpers.ts';
import { answer, expectCall } from './schedule-fixtures.ts';
import { scrimmageAt, scrimmageBody, scrimmagePath, scrimmagesPath, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let adminToken: string;
beforeEach(async () => {
  t = await database.fresh();
  adminToken = await tokenFor(t, squad.admin.id);
});

const withdrawn = '탈퇴한 회원';

/**
 * Three sides of two (four members of FC 한강, the member 이서준 and a guest) play three games:
 *   1. 주황(0) 2 : 0 노랑(1) — goals by p0 (assist p3) and p3;  2. 초록(2) 1 : 1 주황(0) — p2, and an own goal of p2's side;
 *   3. 노랑(1) 1 : 0 초록(2) — the guest; a fourth game is still on and counts for nobody.
 */
async function threeSideSession() {
  const { id } = await expectCall<{ id: number }>(
    t,
    'POST',
    scrimmagesPath(),
    adminToken,
    201,
    scrimmageBody({ sideCount: 3, format: 'WINNER_STAYS', restOrder: [2, 0, 1], vestColours: ['ORANGE', 'YELLOW', 'GREEN'] }),
  );
  const path = (rest = '') => scrimmagePath(id, rest);
  const people = [...squad.players.slice(0, 4).map((p) => p.id), squad.member.id];
  const ids: number[] = [];
  for (const userId of people) ids.push((await expectCall<ScrimmageAttendee>(t, 'POST', path('/attendees'), adminToken, 201, { userId })).id);
  ids.push((await expectCall<ScrimmageAttendee>(t, 'POST', path('/attendees'), adminToken, 201, { guestName: '용병 최' })).id);
  const [p0, p1, p2, p3, member, guest] = ids;
  await expectCall(t, 'PUT', path('/sides'), adminToken, 200, {
    sides: [
      { side: 0, vestColour: 'ORANGE', attendeeIds: [p0, p3] },
      { side: 1, vestColour: 'YELLOW', attendeeIds: [p1, guest] },
      { side: 2, vestColour: 'GREEN', attendeeIds: [p2, member] },
    ],
  });
  const play = async (homeSide: number, awaySide: number, events: object[], end = true) => {
    const game = await expectCall<ScrimmageGame>(t, 'POST', path('/games'), adminToken, 201, { clientId: crypto.randomUUID(), homeSide, awaySide });
    for (const e of events)
      await expectCall(t, 'POST', path(`/games/${game.id}/events`), adminToken, 201, { clientId: crypto.randomUUID(), eventType: 'GOAL', ...e });
    if (end) await expectCall(t, 'PATCH', path(`/games/${game.id}`), adminToken, 200, { action: 'END' });
  };
  await play(0, 1, [
    { attendeeId: p0, side: 0, assistAttendeeId: p3 },
    { attendeeId: p3, side: 0 },
  ]);
  await play(2, 0, [
    { attendeeId: p2, side: 2 },
    { attendeeId: p2, side: 2, eventType: 'OWN_GOAL' },
  ]);
  await play(1, 2, [{ attendeeId: guest, side: 1 }]);
  await play(0, 1, [{ attendeeId: p0, side: 0 }], false);
  return { id, path, ids: { p0, p1, p2, p3, member, guest } };
}

describe('results', () => {
  it('rolls up every player and side from the finished games: W/D/L with their side, goals, assists, points', async () => {
    const { path, ids } = await threeSideSession();
    const results = await expectCall<ScrimmageResults>(t, 'GET', path('/results'), await tokenFor(t, squad.member.id), 200);
    const line = (id: number) => {
      const l = results.players.find((p) => p.attendeeId === id)!;
      return [l.gamesPlayed, l.wins, l.draws, l.losses, l.goals, l.assists, l.points, l.side, l.guest];
    };
    expect(line(ids.p0)).toEqual([2, 1, 1, 0, 1, 0, 4, 0, false]);
    expect(line(ids.p3)).toEqual([2, 1, 1, 0, 1, 1, 4, 0, false]);
    expect(line(ids.p1)).toEqual([2, 1, 0, 1, 0, 0, 3, 1, false]);
    expect(line(ids.guest)).toEqual([2, 1, 0, 1, 1, 0, 3, 1, true]);
    expect(line(ids.p2)).toEqual([2, 0, 1, 1, 1, 0, 1, 2, false]);
    expect(line(ids.member)).toEqual([2, 0, 1, 1, 0, 0, 1, 2, false]);
    expect(results.players.find((p) => p.attendeeId === ids.guest)!.name).toBe('용병 최');
    expect(results.players.find((p) => p.attendeeId === ids.member)!.name).toBe('이서준');
    expect(results.sides.map((s) => [s.side, s.vestColour, s.gamesPlayed, s.wins, s.draws, s.losses, s.goals, s.goalsAgainst, s.points])).toEqual([
      [0, 'ORANGE', 2, 1, 1, 0, 3, 1, 4],
      [1, 'YELLOW', 2, 1, 0, 1, 1, 2, 3],
      [2, 'GREEN', 2, 0, 1, 1, 1, 2, 1],
    ]);
  });

  it('reads a member who withdrew as 탈퇴한 회원 everywhere, without their photo or old name', async () => {
    const { path, ids } = await threeSideSession();
    expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: await tokenFor(t, squad.member.id) })).status).toBe(204);
    const results = await expectCall<ScrimmageResults>(t, 'GET', path('/results'), adminToken, 200);
    expect(results.players.find((p) => p.attendeeId === ids.member)!.name).toBe(withdrawn);
    const scrimmage = await expectCall<Scrimmage>(t, 'GET', path(), adminToken, 200);
    expect(scrimmage.attendees.find((a) => a.id === ids.member)).toMatchObject({ name: withdrawn, profileImageUrl: null });
    expect(JSON.stringify([results, scrimmage])).not.toContain('이서준');
  });

  it('counts no game before one has finished', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    expect(await expectCall<ScrimmageResults>(t, 'GET', s.path('/results'), adminToken, 200)).toEqual({ players: [], sides: [] });
  });
});

describe('no-shows', () => {
  it('lists who answered 참석 and did not check in, once check-in is over', async () => {
    const s = await scrimmageAt(t, 'CHECK_IN', { players: [squad.players[0].id, squad.players[1].id] });
    const { scheduleId } = await expectCall<Scrimmage>(t, 'GET', s.path(), adminToken, 200);
    for (const person of [squad.players[0], squad.member, squad.runner]) await answer(t, await tokenFor(t, person.id), scheduleId, 'ATTEND');
    await answer(t, await tokenFor(t, squad.players[2].id), scheduleId, 'ABSENT');
    expect((await expectCall<Scrimmage>(t, 'GET', s.path(), adminToken, 200)).noShows).toEqual([]);
    const [a, b, guest] = s.attendeeIds;
    await expectCall(t, 'PUT', s.path('/sides'), adminToken, 200, {
      sides: [
        { side: 0, vestColour: 'ORANGE', attendeeIds: [a, guest] },
        { side: 1, vestColour: 'YELLOW', attendeeIds: [b] },
      ],
    });
    const { noShows } = await expectCall<Scrimmage>(t, 'GET', s.path(), adminToken, 200);
    expect(noShows).toEqual([
      { userId: squad.runner.id, name: '윤건우' },
      { userId: squad.member.id, name: '이서준' },
    ]);
  });
});

describe('the team’s list', () => {
  it('lists the scrimmages of the range with games played and the caller’s own line', async () => {
    const played = await scrimmageAt(t, 'PLAYED');
    const upcoming = await scrimmageAt(t, 'CHECK_IN');
    const playerToken = await tokenFor(t, squad.players[0].id);
    const list = await expectCall<ScrimmageListItem[]>(t, 'GET', `${scrimmagesPath()}?from=2026-05-31&to=2026-05-31`, playerToken, 200);
    expect(list.map((s) => [s.id, s.state, s.gamesPlayed])).toEqual([
      [played.scrimmageId, 'PLAYING', 1],
      [upcoming.scrimmageId, 'CHECK_IN', 0],
    ]);
    expect(list[0].myLine).toMatchObject({ attendeeId: played.attendeeIds[0], gamesPlayed: 1, wins: 1, goals: 1, points: 3 });
    expect(list[1].myLine).toBeNull();
    const admins = await expectCall<ScrimmageListItem[]>(t, 'GET', `${scrimmagesPath()}?from=2026-05-31&to=2026-05-31`, adminToken, 200);
    expect(admins[0].myLine).toBeNull();
    expect(await expectCall<ScrimmageListItem[]>(t, 'GET', `${scrimmagesPath()}?from=2026-06-01&to=2026-06-30`, adminToken, 200)).toEqual([]);
  });

  it.each([
    ['an end before the start', '?from=2026-06-02&to=2026-06-01', 'to'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['more than a year', '?from=2026-01-01&to=2027-06-01', 'to'],
  ])('refuses %s naming the field', async (_label, query, field) => {
    const response = await call(t, 'GET', `${scrimmagesPath()}${query}`, { token: adminToken });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual([field]);
  });
});
