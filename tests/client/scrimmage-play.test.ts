// @vitest-environment jsdom
/**
 * Playing a 자체전 on the client (decision 082): what a runner's tap does to the screen before the
 * server answers (the same scores, roster and clock as the server), what comes next, the season's
 * sum, and the writes through the durable outbox — made offline, sent once, each naming the game and
 * event by the server's ids once it has them.
 */
import type { Scrimmage, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { currentGame, nextGame, playersOnSide } from '#src/features/scrimmage/play/now-next.ts';
import { gameAfter, withEvent, withGameAction, withGameStarted, withoutEvent } from '#src/features/scrimmage/play/scrimmage-cache.ts';
import { createScrimmageWriter, scrimmageOutboxKey } from '#src/features/scrimmage/play/scrimmage-outbox.ts';
import { createMemoryOutboxStore } from '#src/lib/outbox.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { sortRollup } from '#src/lib/rollup-order.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { scrimmageWriteActor } from '#src/features/scrimmage/play/scrimmage-edge.ts';
import { scrimmageMachine, selectScreen } from '#machines/scrimmage.machine.ts';
import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { describe, expect, test } from 'vitest';

const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, s)).toISOString();

/** Three sides of two (attendees 1–6; 6 is a guest), 승자 남기 with side 2 resting first. */
function scrimmage(): Scrimmage {
  const attendee = (id: number, side: number) => ({
    id,
    userId: id === 6 ? null : 100 + id,
    name: `선수${id}`,
    profileImageUrl: null,
    guest: id === 6,
    side,
    checkedInAt: at(0),
    leftAt: null,
  });
  return {
    id: 9,
    teamId: 1,
    scheduleId: 1,
    title: '자체전',
    startAt: at(0),
    endAt: at(0),
    place: null,
    note: null,
    sideCount: 3,
    gameMinutes: 10,
    format: 'WINNER_STAYS',
    drawRule: 'LONGER_ON_LEAVES',
    restOrder: [2, 0, 1],
    vestColours: ['ORANGE', 'YELLOW', 'GREEN'],
    state: 'SIDES',
    runnerId: null,
    attendees: [attendee(1, 0), attendee(2, 0), attendee(3, 1), attendee(4, 1), attendee(5, 2), attendee(6, 2)],
    noShows: [],
    sides: [
      { side: 0, vestColour: 'ORANGE', attendeeIds: [1, 2] },
      { side: 1, vestColour: 'YELLOW', attendeeIds: [3, 4] },
      { side: 2, vestColour: 'GREEN', attendeeIds: [5, 6] },
    ],
    games: [],
    events: [],
    goals: [],
  };
}

let eventId = 100;
const event = (
  gameId: number,
  eventType: ScrimmageGameEvent['eventType'],
  attendeeId: number,
  side: number,
  assist: number | null = null,
): ScrimmageGameEvent => ({
  id: eventId++,
  gameId,
  eventType,
  attendeeId,
  assistAttendeeId: assist,
  side,
  createdAt: at(30),
});

describe('a tap on the screen, before the server answers', () => {
  test('a started game takes the two sides present as its roster, the third resting', () => {
    const s = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) });
    expect(s.state).toBe('PLAYING');
    expect(currentGame(s)).toMatchObject({ id: -1, number: 1, restingSide: 2, homeScore: 0, awayScore: 0 });
    expect(currentGame(s)!.players).toEqual([
      { attendeeId: 1, side: 0 },
      { attendeeId: 2, side: 0 },
      { attendeeId: 3, side: 1 },
      { attendeeId: 4, side: 1 },
    ]);
  });

  test.each([
    { name: 'a goal counts for its own side', events: [['GOAL', 1, 0]], score: [1, 0], goals: [{ gameId: -1, scorerId: 1, assistId: null }] },
    {
      name: 'an own goal counts for the other side, for no scorer',
      events: [['OWN_GOAL', 3, 1]],
      score: [1, 0],
      goals: [{ gameId: -1, scorerId: null, assistId: null }],
    },
    { name: 'an away goal with its assist', events: [['GOAL', 4, 1, 3]], score: [0, 1], goals: [{ gameId: -1, scorerId: 4, assistId: 3 }] },
    {
      name: 'cards do not score',
      events: [
        ['YELLOW_CARD', 1, 0],
        ['RED_CARD', 4, 1],
      ],
      score: [0, 0],
      goals: [],
    },
  ] as const)('$name', ({ events, score, goals }) => {
    let s = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) });
    for (const [type, who, side, assist] of events) s = withEvent(s, event(-1, type, who, side, assist ?? null));
    expect([s.games[0]!.homeScore, s.games[0]!.awayScore]).toEqual(score);
    expect(s.goals).toEqual(goals);
  });

  test('a cancelled goal leaves the score and the roll-up', () => {
    let s = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) });
    const goal = event(-1, 'GOAL', 1, 0);
    s = withEvent(withEvent(s, goal), event(-1, 'GOAL', 2, 0));
    s = withoutEvent(s, goal.id);
    expect(s.games[0]!.homeScore).toBe(1);
    expect(s.goals.map((g) => g.scorerId)).toEqual([2]);
  });

  test('the clock: a pause counts when it ends, an end during a pause closes it, a reopen counts the time it stood ended', () => {
    const started = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) }).games[0]!;
    const paused = gameAfter(started, 'PAUSE', at(60));
    expect(paused).toMatchObject({ state: 'PAUSED', pausedAt: at(60), pausedSeconds: 0 });
    const resumed = gameAfter(paused, 'RESUME', at(90));
    expect(resumed).toMatchObject({ state: 'PLAYING', pausedAt: null, pausedSeconds: 30 });
    const ended = gameAfter(gameAfter(resumed, 'PAUSE', at(120)), 'END', at(130));
    expect(ended).toMatchObject({ state: 'FINISHED', endedAt: at(130), pausedAt: null, pausedSeconds: 40 });
    expect(gameAfter(ended, 'REOPEN', at(150))).toMatchObject({ state: 'PLAYING', endedAt: null, pausedSeconds: 60 });
  });

  test('a substitution takes a player off the pitch and brings a teammate back on', () => {
    let s = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) });
    s = withEvent(s, event(-1, 'SUB_OUT', 1, 0));
    expect(playersOnSide(s, s.games[0]!, 0)).toEqual({ on: [2], off: [1] });
    s = withEvent(s, event(-1, 'SUB_IN', 1, 0));
    expect(playersOnSide(s, s.games[0]!, 0)).toEqual({ on: [1, 2], off: [] });
  });
});

describe('what comes next', () => {
  test('before any game, the first of the rest order rests', () => {
    expect(nextGame(scrimmage())).toMatchObject({ homeSide: 0, awaySide: 1, restingSide: 2, why: { kind: 'first' } });
  });

  test("승자 남기 from the screen's own ended game: the winner stays, the loser rests, the resting side comes on", () => {
    let s = withGameStarted(scrimmage(), { id: -1, homeSide: 0, awaySide: 1, at: at(0) });
    s = withEvent(s, event(-1, 'GOAL', 4, 1));
    s = withGameAction(s, -1, 'END', at(600));
    expect(currentGame(s)).toBeNull();
    expect(nextGame(s)).toMatchObject({ homeSide: 1, awaySide: 2, restingSide: 0, why: { kind: 'winnerStays', winner: 1, loser: 0 } });
  });

  test('nothing is next before the sides are set or after the scrimmage is over', () => {
    expect(nextGame({ ...scrimmage(), state: 'CHECK_IN' })).toBeNull();
    expect(nextGame({ ...scrimmage(), state: 'FINISHED' })).toBeNull();
  });
});

describe("the season's 자체전 tab", () => {
  test('a column sorts most first, a name from 가, ties by name', () => {
    const line = (name: string, goals: number) => ({ name, goals, gamesPlayed: 1, wins: 0, draws: 0, losses: 1, assists: 0, points: 0 });
    const rows = [line('나', 1), line('가', 1), line('다', 3)];
    expect(sortRollup(rows, { field: 'goals', direction: 'desc' }).map((r) => r.name)).toEqual(['다', '가', '나']);
    expect(sortRollup(rows, { field: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['가', '나', '다']);
  });
});

describe("the runner's writes through the outbox", () => {
  /** A server that refuses nothing, fails while `down`, and answers games and events with its own ids. */
  function fakeServer() {
    const calls: { name: string; params: Record<string, unknown>; body: unknown }[] = [];
    let down = false;
    let nextId = 500;
    const http = {
      call: async (name: string, { params, body }: { params: Record<string, unknown>; body?: unknown }) => {
        if (down) throw Object.assign(new Error('network'), { status: undefined });
        calls.push({ name, params, body });
        if (name === 'startScrimmageGame')
          return { ...withGameStarted(scrimmage(), { id: nextId++, homeSide: 0, awaySide: 1, at: at(0) }).games[0]!, number: 1 };
        if (name === 'recordScrimmageEvent') return { ...(body as object), id: nextId++, gameId: params.gameId, createdAt: at(30) };
        if (name === 'getScrimmage') return scrimmage();
        return null;
      },
    } as unknown as HttpApi;
    return { http, calls, setDown: (value: boolean) => (down = value) };
  }

  test('a game, a goal and its cancel made offline are sent once back online, each naming the server ids the answers gave', async () => {
    const server = fakeServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(scrimmageKeys.detail(1, 9), scrimmage());
    const store = createMemoryOutboxStore();
    const writer = createScrimmageWriter({ http: server.http, queryClient, teamId: 1, scrimmageId: 9, store });
    server.setDown(true);
    const close = writer.open();
    // The outbox has read what an earlier page left (nothing) before the first tap.
    await new Promise((resolve) => setTimeout(resolve, 0));
    writer.startGame(0, 1);
    const game = currentGame(writer.current()!)!;
    expect(game.id).toBeLessThan(0);
    writer.record(game.id, { eventType: 'GOAL', attendeeId: 1, assistAttendeeId: 2, side: 0 });
    writer.record(game.id, { eventType: 'GOAL', attendeeId: 2, assistAttendeeId: null, side: 0 });
    const mistake = writer.current()!.events.at(-1)!;
    writer.cancel(mistake);
    // On the screen at once, whatever the network.
    expect(currentGame(writer.current()!)).toMatchObject({ homeScore: 1, awayScore: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writer.pending()).toBe(4);
    expect([...store.items.values()].every((i) => i.matchId === scrimmageOutboxKey(9))).toBe(true);

    server.setDown(false);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => writer.pending(), { timeout: 5000 }).toBe(0);
    close();
    const writes = server.calls.filter((c) => c.name !== 'getScrimmage');
    expect(writes.map((c) => c.name)).toEqual(['startScrimmageGame', 'recordScrimmageEvent', 'recordScrimmageEvent', 'cancelScrimmageEvent']);
    expect(writes.slice(1).map((c) => c.params.gameId)).toEqual([500, 500, 500]);
    expect(writes[3]!.params.eventId).toBe(502);
    const clientIds = writes.slice(0, 3).map((c) => (c.body as { clientId: string }).clientId);
    expect(new Set(clientIds).size).toBe(3);
  });

  test('the lifecycle machine runs the screen: an offline tap moves it at once, sent with its client id; a game is reopened before a cancel', async () => {
    const server = fakeServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(scrimmageKeys.detail(1, 9), scrimmage());
    const writer = createScrimmageWriter({ http: server.http, queryClient, teamId: 1, scrimmageId: 9, store: createMemoryOutboxStore() });
    server.setDown(true);
    const close = writer.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const actor = createActor(scrimmageMachine.provide({ actors: { write: scrimmageWriteActor({ http: server.http, queryClient, teamId: 1, writer }) } }), {
      input: { scrimmage: scrimmage() },
    }).start();
    const settled = () => waitFor(actor, (snap) => snap.context.pending === null);
    expect(selectScreen(actor.getSnapshot())).toBe('betweenGames');

    actor.send({ type: 'game.start', clientId: 'tap-1', pairing: { homeSide: 0, awaySide: 1 } });
    await settled();
    expect(selectScreen(actor.getSnapshot())).toBe('playing');
    actor.send({ type: 'event.record', body: { clientId: 'tap-2', eventType: 'GOAL', attendeeId: 3, side: 1 } });
    await settled();
    // A goal for a side not on the pitch is not taken.
    expect(actor.getSnapshot().can({ type: 'event.record', body: { clientId: 'x', eventType: 'GOAL', attendeeId: 5, side: 2 } })).toBe(false);
    actor.send({ type: 'game.pause' });
    await settled();
    expect(selectScreen(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'game.end' });
    await settled();
    expect(selectScreen(actor.getSnapshot())).toBe('betweenGames');
    expect(actor.getSnapshot().context.scrimmage.games[0]).toMatchObject({ state: 'FINISHED', homeScore: 0, awayScore: 1 });
    // 승자 남기: 노랑팀 won and stays, the resting 초록팀 comes on.
    expect(actor.getSnapshot().context.pairing).toMatchObject({ homeSide: 1, awaySide: 2 });

    const game = lastGameOf(actor);
    const goal = writer.current()!.events[0]!;
    expect(actor.getSnapshot().can({ type: 'event.cancel', gameId: game.id, eventId: goal.id })).toBe(false);
    actor.send({ type: 'game.reopen' });
    await settled();
    expect(selectScreen(actor.getSnapshot())).toBe('playing');
    actor.send({ type: 'event.cancel', gameId: game.id, eventId: goal.id });
    await settled();
    expect(writer.current()!.games[0]).toMatchObject({ homeScore: 0, awayScore: 0 });
    expect(writer.pending()).toBe(6);

    server.setDown(false);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => writer.pending(), { timeout: 5000 }).toBe(0);
    close();
    actor.stop();
    const writes = server.calls.filter((c) => c.name !== 'getScrimmage');
    expect(writes.map((c) => c.name)).toEqual([
      'startScrimmageGame',
      'recordScrimmageEvent',
      'updateScrimmageGame',
      'updateScrimmageGame',
      'updateScrimmageGame',
      'cancelScrimmageEvent',
    ]);
    expect(writes.slice(0, 2).map((c) => (c.body as { clientId: string }).clientId)).toEqual(['tap-1', 'tap-2']);
    expect(writes.slice(2, 5).map((c) => (c.body as { action: string }).action)).toEqual(['PAUSE', 'END', 'REOPEN']);
  });
});

const lastGameOf = (actor: { getSnapshot: () => { context: { scrimmage: { games: readonly { id: number }[] } } } }) =>
  actor.getSnapshot().context.scrimmage.games.at(-1)!;
