/**
 * 자체전 (decision 079), at the pitch: check-in (members of the team or guests by name), sides that
 * cover everyone once with sizes within one, one game at a time after the sides, events only in the
 * game on and by its players, scores from the events, idempotent writes on clientId, finishing —
 * by an admin or the named runner, never by another member.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scrimmage, ScrimmageAttendee, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { expectCall } from './schedule-fixtures.ts';
import { scrimmageAt, type ScrimmageScene, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let adminToken: string;
beforeEach(async () => {
  t = await database.fresh();
  adminToken = await tokenFor(t, squad.admin.id);
});

async function refused(method: string, path: string, json?: unknown, token = adminToken) {
  const response = await call(t, method, path, { token, json });
  return { status: response.status, code: (await body(response)).code };
}
const read = (s: ScrimmageScene) => expectCall<Scrimmage>(t, 'GET', s.path(), adminToken, 200);
const goal = (attendeeId: number, side: number, extra: object = {}) => ({ clientId: crypto.randomUUID(), eventType: 'GOAL', attendeeId, side, ...extra });
const sidesOf = (ids: number[][], colours = ['ORANGE', 'YELLOW', 'GREEN']) => ({
  sides: ids.map((attendeeIds, side) => ({ side, vestColour: colours[side], attendeeIds })),
});

describe('check-in', () => {
  it('checks in members of the team and guests by name, with names and photos as they are now', async () => {
    const s = await scrimmageAt(t, 'CHECK_IN', { players: [squad.member.id] });
    const { attendees } = await read(s);
    expect(attendees.map((a) => ({ userId: a.userId, name: a.name, guest: a.guest, side: a.side }))).toEqual([
      { userId: squad.member.id, name: '이서준', guest: false, side: null },
      { userId: null, name: '용병 김', guest: true, side: null },
    ]);
  });

  it.each([
    ['a person of another team', { userId: seedPerson('park-sungmin').id }, 400, 12007],
    ['a person in no team', { userId: seedPerson('shin-jiho').id }, 400, 12007],
    ['neither a member nor a guest', {}, 400, 12006],
    ['both a member and a guest', { userId: squad.member.id, guestName: '둘 다' }, 400, 12006],
    ['a member already checked in', { userId: squad.players[0].id }, 409, 12008],
  ])('refuses %s', async (_label, json, status, code) => {
    const s = await scrimmageAt(t, 'CHECK_IN');
    expect(await refused('POST', s.path('/attendees'), json)).toEqual({ status, code });
  });

  it('refuses a guest name over 30 characters naming the field', async () => {
    const s = await scrimmageAt(t, 'CHECK_IN');
    const response = await call(t, 'POST', s.path('/attendees'), { token: adminToken, json: { guestName: '가'.repeat(31) } });
    expect(response.status).toBe(400);
    expect((await body<{ field: string; message: string }[]>(response)).data).toContainEqual({
      field: 'guestName',
      message: '이름은 30자 이내로 입력해주세요.',
    });
  });

  it('removes someone who has not played, and keeps someone who played as left, off their side', async () => {
    const s = await scrimmageAt(t, 'PLAYED', { players: squad.players.slice(0, 4).map((p) => p.id) });
    const late = await expectCall<ScrimmageAttendee>(t, 'POST', s.path('/attendees'), adminToken, 201, { guestName: '늦은 용병' });
    await expectCall(t, 'DELETE', s.path(`/attendees/${late.id}`), adminToken, 204);
    await expectCall(t, 'DELETE', s.path(`/attendees/${s.attendeeIds[0]}`), adminToken, 204);
    const { attendees, sides } = await read(s);
    expect(attendees.map((a) => a.id)).not.toContain(late.id);
    expect(attendees.find((a) => a.id === s.attendeeIds[0])).toMatchObject({ side: null, leftAt: expect.any(String) });
    expect(sides.flatMap((x) => x.attendeeIds)).not.toContain(s.attendeeIds[0]);
    expect(await refused('DELETE', s.path(`/attendees/${s.attendeeIds[0]}`))).toEqual({ status: 404, code: 12009 });
    // Back again: the same row, here again.
    const back = await expectCall<ScrimmageAttendee>(t, 'POST', s.path('/attendees'), adminToken, 201, { userId: squad.players[0].id });
    expect(back).toMatchObject({ id: s.attendeeIds[0], leftAt: null, side: null });
  });
});

describe('sides', () => {
  it('puts everyone on one side, moves CHECK_IN to SIDES, and answers the sides with their vests', async () => {
    const s = await scrimmageAt(t, 'CHECK_IN');
    const [a, b, c, d] = s.attendeeIds;
    const after = await expectCall<Scrimmage>(
      t,
      'PUT',
      s.path('/sides'),
      adminToken,
      200,
      sidesOf(
        [
          [a, c],
          [b, d],
        ],
        ['BLUE', 'RED'],
      ),
    );
    expect(after.state).toBe('SIDES');
    expect(after.sides).toEqual([
      { side: 0, vestColour: 'BLUE', attendeeIds: [a, c] },
      { side: 1, vestColour: 'RED', attendeeIds: [b, d] },
    ]);
    expect(after.attendees.map((x) => x.side)).toEqual([0, 1, 0, 1]);
    expect(after.vestColours).toEqual(['BLUE', 'RED']);
  });

  it.each([
    ['someone left out', (ids: number[]) => sidesOf([[ids[0]], [ids[1], ids[2]]]), 12010],
    [
      'someone on two sides',
      (ids: number[]) =>
        sidesOf([
          [ids[0], ids[1]],
          [ids[1], ids[2], ids[3]],
        ]),
      12010,
    ],
    [
      'someone not checked in',
      (ids: number[]) =>
        sidesOf([
          [ids[0], ids[1]],
          [ids[2], ids[3], 999_999],
        ]),
      12010,
    ],
    ['sizes two apart', (ids: number[]) => sidesOf([[ids[0]], [ids[1], ids[2], ids[3]]]), 12011],
    ['three sides for a two-side scrimmage', (ids: number[]) => sidesOf([[ids[0]], [ids[1], ids[2]], [ids[3]]]), 12012],
    [
      'one vest colour twice',
      (ids: number[]) =>
        sidesOf(
          [
            [ids[0], ids[1]],
            [ids[2], ids[3]],
          ],
          ['RED', 'RED'],
        ),
      12012,
    ],
  ])('refuses %s with 400', async (_label, make, code) => {
    const s = await scrimmageAt(t, 'CHECK_IN');
    expect(await refused('PUT', s.path('/sides'), make(s.attendeeIds))).toEqual({ status: 400, code });
  });

  it('refuses new sides while a game is on (409 12014) and takes them between games', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const [a, b, c, d] = s.attendeeIds;
    expect(
      await refused(
        'PUT',
        s.path('/sides'),
        sidesOf([
          [a, b],
          [c, d],
        ]),
      ),
    ).toEqual({ status: 409, code: 12014 });
    await expectCall(t, 'PATCH', s.path(`/games/${s.game!.id}`), adminToken, 200, { action: 'END' });
    const after = await expectCall<Scrimmage>(
      t,
      'PUT',
      s.path('/sides'),
      adminToken,
      200,
      sidesOf([
        [a, b],
        [c, d],
      ]),
    );
    expect(after.state).toBe('PLAYING');
    // The game played keeps the roster it was played with.
    expect(after.games[0].players).toEqual([
      { attendeeId: a, side: 0 },
      { attendeeId: b, side: 1 },
      { attendeeId: c, side: 0 },
      { attendeeId: d, side: 1 },
    ]);
  });
});

describe('games', () => {
  it('starts a game only after the sides (409 12015), with both sides’ roster, and moves to PLAYING', async () => {
    const early = await scrimmageAt(t, 'CHECK_IN');
    expect(await refused('POST', early.path('/games'), { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 })).toEqual({ status: 409, code: 12015 });
    const s = await scrimmageAt(t, 'SIDES');
    const game = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), adminToken, 201, { clientId: crypto.randomUUID(), homeSide: 1, awaySide: 0 });
    expect(game).toMatchObject({ number: 1, homeSide: 1, awaySide: 0, restingSide: null, state: 'PLAYING', homeScore: 0, awayScore: 0, endedAt: null });
    expect(game.players).toHaveLength(4);
    expect((await read(s)).state).toBe('PLAYING');
  });

  it.each([
    ['the same side twice', { homeSide: 0, awaySide: 0 }],
    ['a side the scrimmage does not have', { homeSide: 0, awaySide: 2 }],
  ])('refuses a game of %s (400 12016)', async (_label, sides) => {
    const s = await scrimmageAt(t, 'SIDES');
    expect(await refused('POST', s.path('/games'), { clientId: crypto.randomUUID(), ...sides })).toEqual({ status: 400, code: 12016 });
  });

  it('keeps one game at a time (409 12014)', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    expect(await refused('POST', s.path('/games'), { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 })).toEqual({ status: 409, code: 12014 });
  });

  it('starts a game once per clientId: a retry answers 200 with the same game, another request under it 409 6032', async () => {
    const s = await scrimmageAt(t, 'SIDES');
    const clientId = crypto.randomUUID();
    const first = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), adminToken, 201, { clientId, homeSide: 0, awaySide: 1 });
    const again = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), adminToken, 200, { clientId, homeSide: 0, awaySide: 1 });
    expect(again.id).toBe(first.id);
    expect(await refused('POST', s.path('/games'), { clientId, homeSide: 1, awaySide: 0 })).toEqual({ status: 409, code: 6032 });
    expect((await read(s)).games).toHaveLength(1);
  });

  it('pauses, resumes, ends and reopens the last game; the clock adds up the paused time', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const game = s.path(`/games/${s.game!.id}`);
    const paused = await expectCall<ScrimmageGame>(t, 'PATCH', game, adminToken, 200, { action: 'PAUSE' });
    expect(paused).toMatchObject({ state: 'PAUSED', pausedAt: t.clock.now().toISOString() });
    // A paused game is still on: a goal noted during the break counts.
    await expectCall(t, 'POST', `${game}/events`, adminToken, 201, goal(s.attendeeIds[1], 1));
    t.clock.advance(90_000);
    expect(await expectCall<ScrimmageGame>(t, 'PATCH', game, adminToken, 200, { action: 'RESUME' })).toMatchObject({
      state: 'PLAYING',
      pausedAt: null,
      pausedSeconds: 90,
    });
    const ended = await expectCall<ScrimmageGame>(t, 'PATCH', game, adminToken, 200, { action: 'END' });
    expect(ended).toMatchObject({ state: 'FINISHED', endedAt: t.clock.now().toISOString(), homeScore: 1, awayScore: 1 });
    t.clock.advance(30_000);
    expect(await expectCall<ScrimmageGame>(t, 'PATCH', game, adminToken, 200, { action: 'REOPEN' })).toMatchObject({
      state: 'PLAYING',
      endedAt: null,
      pausedSeconds: 120,
    });
  });

  it.each([
    ['resume a game that is playing', 'RESUME'],
    ['reopen a game that is playing', 'REOPEN'],
  ])('refuses to %s (409 12018), naming its state in Korean', async (_label, action) => {
    const s = await scrimmageAt(t, 'PLAYING');
    const response = await call(t, 'PATCH', s.path(`/games/${s.game!.id}`), { token: adminToken, json: { action } });
    const envelope = await body(response);
    expect({ status: response.status, code: envelope.code }).toEqual({ status: 409, code: 12018 });
    expect(envelope.message).toContain('1경기는 지금 진행 중 상태라');
  });

  it('reopens only the last game ended', async () => {
    const s = await scrimmageAt(t, 'PLAYED');
    const second = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), adminToken, 201, { clientId: crypto.randomUUID(), homeSide: 1, awaySide: 0 });
    await expectCall(t, 'PATCH', s.path(`/games/${second.id}`), adminToken, 200, { action: 'END' });
    expect(await refused('PATCH', s.path(`/games/${s.game!.id}`), { action: 'REOPEN' })).toEqual({ status: 409, code: 12018 });
  });

  it('names the third side as resting in a three-side game', async () => {
    const { id } = await expectCall<{ id: number }>(t, 'POST', '/api/v1/teams/1/scrimmages', adminToken, 201, {
      title: '3파전',
      startAt: '2026-05-31T08:00:00+09:00',
      endAt: '2026-05-31T10:00:00+09:00',
      sideCount: 3,
      gameMinutes: 13,
      format: 'WINNER_STAYS',
      drawRule: 'CHALLENGER_LEAVES',
      restOrder: [2, 0, 1],
      vestColours: ['ORANGE', 'YELLOW', 'GREEN'],
    });
    const path = (rest: string) => `/api/v1/teams/1/scrimmages/${id}${rest}`;
    const ids: number[] = [];
    for (const p of squad.players) ids.push((await expectCall<ScrimmageAttendee>(t, 'POST', path('/attendees'), adminToken, 201, { userId: p.id })).id);
    await expectCall(t, 'PUT', path('/sides'), adminToken, 200, sidesOf([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]));
    const game = await expectCall<ScrimmageGame>(t, 'POST', path('/games'), adminToken, 201, { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 });
    expect(game).toMatchObject({ restingSide: 2, players: [ids[0], ids[1], ids[2], ids[3]].map((attendeeId, i) => ({ attendeeId, side: i < 2 ? 0 : 1 })) });
  });
});

describe('events', () => {
  it('derives the score from goals and own goals, and a cancel takes a goal back', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const [a, b, c] = s.attendeeIds;
    const events = s.path(`/games/${s.game!.id}/events`);
    await expectCall(t, 'POST', events, adminToken, 201, goal(c, 0, { assistAttendeeId: a }));
    const own = await expectCall<ScrimmageGameEvent>(t, 'POST', events, adminToken, 201, { ...goal(b, 1), eventType: 'OWN_GOAL' });
    await expectCall(t, 'POST', events, adminToken, 201, { ...goal(b, 1), eventType: 'YELLOW_CARD' });
    let game = (await read(s)).games[0];
    expect([game.homeScore, game.awayScore]).toEqual([3, 0]);
    await expectCall(t, 'DELETE', `${events}/${own.id}`, adminToken, 204);
    const after = await read(s);
    game = after.games[0];
    expect([game.homeScore, game.awayScore]).toEqual([2, 0]);
    expect(after.goals).toEqual([
      { gameId: game.id, scorerId: a, assistId: null },
      { gameId: game.id, scorerId: c, assistId: a },
    ]);
    expect(await refused('DELETE', `${events}/${own.id}`)).toEqual({ status: 404, code: 12022 });
  });

  it('records an event once per clientId: 201, then 200 with the same event; another event under it 409 6032', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const events = s.path(`/games/${s.game!.id}/events`);
    const json = goal(s.attendeeIds[2], 0);
    const first = await expectCall<ScrimmageGameEvent>(t, 'POST', events, adminToken, 201, json);
    expect(await expectCall<ScrimmageGameEvent>(t, 'POST', events, adminToken, 200, json)).toEqual(first);
    expect(await refused('POST', events, { ...json, attendeeId: s.attendeeIds[0] })).toEqual({ status: 409, code: 6032 });
    expect((await read(s)).games[0].homeScore).toBe(2);
  });

  it('answers a retry after the game ended with the event recorded before', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const events = s.path(`/games/${s.game!.id}/events`);
    const json = goal(s.attendeeIds[0], 0);
    const first = await expectCall<ScrimmageGameEvent>(t, 'POST', events, adminToken, 201, json);
    await expectCall(t, 'PATCH', s.path(`/games/${s.game!.id}`), adminToken, 200, { action: 'END' });
    expect(await expectCall<ScrimmageGameEvent>(t, 'POST', events, adminToken, 200, json)).toEqual(first);
    expect(await refused('POST', events, goal(s.attendeeIds[0], 0))).toEqual({ status: 409, code: 12019 });
  });

  it.each([
    ['a player for the other side', (ids: number[]) => goal(ids[1], 0), 12020],
    ['a side not in the game', (ids: number[]) => goal(ids[0], 2), 12020],
    ['someone not at the scrimmage', () => goal(999_999, 0), 12020],
    ['an assist by the scorer', (ids: number[]) => goal(ids[0], 0, { assistAttendeeId: ids[0] }), 12021],
    ['an assist from the other side', (ids: number[]) => goal(ids[0], 0, { assistAttendeeId: ids[1] }), 12021],
    ['an assist on a card', (ids: number[]) => ({ ...goal(ids[0], 0, { assistAttendeeId: ids[2] }), eventType: 'YELLOW_CARD' }), 12021],
    ['a substitution across sides', (ids: number[]) => ({ ...goal(ids[1], 0), eventType: 'SUB_OUT' }), 12020],
  ])('refuses %s (400)', async (_label, make, code) => {
    const s = await scrimmageAt(t, 'PLAYING');
    expect(await refused('POST', s.path(`/games/${s.game!.id}/events`), make(s.attendeeIds))).toEqual({ status: 400, code });
  });

  it('takes a late arrival put on a side onto the game’s roster when they come on', async () => {
    const s = await scrimmageAt(t, 'PLAYED');
    const late = await expectCall<ScrimmageAttendee>(t, 'POST', s.path('/attendees'), adminToken, 201, { guestName: '늦은 용병' });
    const [a, b, c, d] = s.attendeeIds;
    await expectCall(
      t,
      'PUT',
      s.path('/sides'),
      adminToken,
      200,
      sidesOf([
        [a, c, late.id],
        [b, d],
      ]),
    );
    const game = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), adminToken, 201, { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 });
    expect(game.players.map((p) => p.attendeeId)).toContain(late.id);
    await expectCall(t, 'POST', s.path(`/games/${game.id}/events`), adminToken, 201, { ...goal(a, 0), eventType: 'SUB_OUT' });
    await expectCall(t, 'POST', s.path(`/games/${game.id}/events`), adminToken, 201, { ...goal(late.id, 0), eventType: 'SUB_IN' });
    await expectCall(t, 'POST', s.path(`/games/${game.id}/events`), adminToken, 201, goal(late.id, 0));
  });

  it('refuses an event in a game of another scrimmage (404 12017)', async () => {
    const s = await scrimmageAt(t, 'PLAYING');
    const other = await scrimmageAt(t, 'PLAYING');
    expect(await refused('POST', s.path(`/games/${other.game!.id}/events`), goal(s.attendeeIds[0], 0))).toEqual({ status: 404, code: 12017 });
  });
});

describe('finishing', () => {
  it('refuses while a game is on (409 12014) or before any game was played (409 12023), then finishes and locks', async () => {
    expect(await refused('POST', (await scrimmageAt(t, 'SIDES')).path('/finish'))).toEqual({ status: 409, code: 12023 });
    const s = await scrimmageAt(t, 'PLAYING');
    expect(await refused('POST', s.path('/finish'))).toEqual({ status: 409, code: 12014 });
    await expectCall(t, 'PATCH', s.path(`/games/${s.game!.id}`), adminToken, 200, { action: 'END' });
    expect((await expectCall<Scrimmage>(t, 'POST', s.path('/finish'), adminToken, 200)).state).toBe('FINISHED');
    expect(await refused('POST', s.path('/attendees'), { guestName: '늦은 용병' })).toEqual({ status: 409, code: 12013 });
    expect(await refused('PATCH', s.path(`/games/${s.game!.id}`), { action: 'REOPEN' })).toEqual({ status: 409, code: 12013 });
    expect(await refused('POST', s.path('/finish'))).toEqual({ status: 409, code: 12013 });
  });
});

describe('who runs it', () => {
  it('lets the named runner do every step, and refuses another member (403 12002)', async () => {
    const runnerToken = await tokenFor(t, squad.runner.id);
    const memberToken = await tokenFor(t, squad.member.id);
    const s = await scrimmageAt(t, 'CHECK_IN', { runnerId: squad.runner.id });
    expect(await refused('POST', s.path('/attendees'), { guestName: '용병 박' }, memberToken)).toEqual({ status: 403, code: 12002 });
    const guest = await expectCall<ScrimmageAttendee>(t, 'POST', s.path('/attendees'), runnerToken, 201, { guestName: '용병 박' });
    const ids = [...s.attendeeIds, guest.id];
    await expectCall(t, 'PUT', s.path('/sides'), runnerToken, 200, sidesOf([ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)]));
    const game = await expectCall<ScrimmageGame>(t, 'POST', s.path('/games'), runnerToken, 201, { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 });
    expect(await refused('POST', s.path(`/games/${game.id}/events`), goal(ids[0], 0), memberToken)).toEqual({ status: 403, code: 12002 });
    await expectCall(t, 'POST', s.path(`/games/${game.id}/events`), runnerToken, 201, goal(ids[0], 0));
    await expectCall(t, 'PATCH', s.path(`/games/${game.id}`), runnerToken, 200, { action: 'END' });
    await expectCall(t, 'POST', s.path('/finish'), runnerToken, 200);
    // The runner runs; planning stays the admins'.
    expect(await refused('PATCH', s.path(), { title: '바꾸기' }, runnerToken)).toEqual({ status: 403, code: 5006 });
  });
});
