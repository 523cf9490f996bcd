/**
 * A scrimmage's live stream (decision 080): members of its team follow every change the scrimmage's
 * writes publish, in order, resume with Last-Event-ID exactly where they were, and a rolled-back
 * write tells nobody; others are refused before the stream opens. Waits are for outcomes, never for time.
 */
import { describe, expect, it } from 'vitest';
import type { ScrimmageChange, ScrimmageLiveMessage } from '#contract/scrimmage-extras.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { logScrimmageChange } from '#server/scrimmage-live.ts';
import { body, call, tokenFor } from './helpers.ts';
import { sseReader } from './live-fixtures.ts';
import { teamIds } from './match-fixtures.ts';
import { scrimmageAt, scrimmagePath, seededScrimmageId, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const livePath = (scrimmageId: number) => scrimmagePath(scrimmageId, '/live', teamIds.hangang);

const goal = (home: number, away: number): ScrimmageChange => ({ kind: 'EVENT_RECORDED', gameId: 7, score: { home, away } });

/** The seed's scrimmage in CHECK_IN: its log is empty, so the numbers start at 1. */
const scrimmageOf = (t: TestApp) => seededScrimmageId(t, 'CHECK_IN');

async function publish(t: TestApp, change: ScrimmageChange) {
  const scrimmageId = await scrimmageOf(t);
  return t.database.db.transaction((tx) => logScrimmageChange(tx, scrimmageId, change, t.clock.now()));
}

async function follow(t: TestApp, options: { userId?: number; lastEventId?: number; path?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(t, options.userId ?? seedPerson('lee-seojun').id)}` };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return t.app.request(options.path ?? livePath(await scrimmageOf(t)), { headers });
}

const data = (e: { data?: string }) => JSON.parse(e.data!) as ScrimmageLiveMessage;

describe("a scrimmage's live stream", () => {
  it('a member hears each change as it is published, numbered in order', async () => {
    const t = await database.fresh();
    const response = await follow(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = sseReader(response);
    expect((await stream.nextEvent()).event).toBe('ready');

    await publish(t, { kind: 'GAME_STARTED', gameId: 7, score: { home: 0, away: 0 } });
    await publish(t, goal(1, 0));
    const first = await stream.nextEvent();
    const second = await stream.nextEvent();
    expect([first.event, first.id, data(first).kind]).toEqual(['scrimmage.changed', '1', 'GAME_STARTED']);
    expect([second.id, data(second)]).toEqual(['2', { seq: 2, type: 'scrimmage.changed', at: t.clock.now().toISOString(), ...goal(1, 0) }]);
    await stream.close();
  });

  it('resumes with Last-Event-ID: exactly what was missed, then ready at the head, then what comes next', async () => {
    const t = await database.fresh();
    for (const [home, away] of [
      [1, 0],
      [2, 0],
      [2, 1],
    ])
      await publish(t, goal(home, away));
    const stream = sseReader(await follow(t, { lastEventId: 1 }));
    const replayed = await stream.untilReady();
    expect(replayed.map((e) => [e.event, e.id])).toEqual([
      ['scrimmage.changed', '2'],
      ['scrimmage.changed', '3'],
      ['ready', '3'],
    ]);
    expect(data(replayed[1]).score).toEqual({ home: 2, away: 1 });
    await publish(t, goal(3, 1));
    expect((await stream.nextEvent()).id).toBe('4');
    await stream.close();
  });

  it("a goal recorded through the scrimmage's endpoint reaches a follower with the new score, and a follower who comes back hears the next", async () => {
    const t = await database.fresh();
    const s = await scrimmageAt(t, 'PLAYING');
    const gameId = s.game!.id;
    const adminToken = await tokenFor(t, squad.admin.id);
    const record = async (attendeeId: number, side: number) =>
      expect(
        (
          await call(t, 'POST', s.path(`/games/${gameId}/events`), {
            token: adminToken,
            json: { clientId: crypto.randomUUID(), eventType: 'GOAL', attendeeId, side },
          })
        ).status,
      ).toBe(201);
    const stream = sseReader(await follow(t, { path: livePath(s.scrimmageId) }));
    // Ready at the head: the stage's own writes were published (check-ins, sides, the start, the first goal).
    const seen = Number((await stream.untilReady()).at(-1)!.id);

    await record(s.attendeeIds[1], 1);
    const equaliser = await stream.nextEvent();
    expect([equaliser.event, equaliser.id]).toEqual(['scrimmage.changed', String(seen + 1)]);
    expect(data(equaliser)).toMatchObject({ kind: 'EVENT_RECORDED', gameId, score: { home: 1, away: 1 } });
    await stream.close();

    await record(s.attendeeIds[2], 0);
    // Back from before the first goal: the three goals in order, each with the score it made, then ready.
    const back = sseReader(await follow(t, { path: livePath(s.scrimmageId), lastEventId: seen - 1 }));
    const missed = await back.untilReady();
    expect(missed.map((e) => [e.event, e.id])).toEqual([
      ['scrimmage.changed', String(seen)],
      ['scrimmage.changed', String(seen + 1)],
      ['scrimmage.changed', String(seen + 2)],
      ['ready', String(seen + 2)],
    ]);
    expect(missed.slice(0, 3).map((e) => data(e).score)).toEqual([
      { home: 1, away: 0 },
      { home: 1, away: 1 },
      { home: 2, away: 1 },
    ]);
    await back.close();
  });

  it('a write that rolls back publishes nothing and leaves no gap', async () => {
    const t = await database.fresh();
    const scrimmageId = await scrimmageOf(t);
    const stream = sseReader(await follow(t));
    expect((await stream.nextEvent()).event).toBe('ready');
    await expect(
      t.database.db.transaction(async (tx) => {
        await logScrimmageChange(tx, scrimmageId, goal(1, 0), t.clock.now());
        throw new Error('the write failed after publishing');
      }),
    ).rejects.toThrow('the write failed');
    await publish(t, { kind: 'SIDES_CHANGED', gameId: null, score: null });
    const next = await stream.nextEvent();
    expect([next.id, data(next).kind]).toEqual(['1', 'SIDES_CHANGED']);
    await stream.close();
  });

  it.each([
    { name: 'someone outside the team', userId: seedPerson('shin-jiho').id, foreign: false, expected: [403, 5005] },
    { name: "another team's member", userId: seedPerson('park-sungmin').id, foreign: false, expected: [403, 5005] },
    { name: "another team's scrimmage on our path", userId: seedPerson('lee-seojun').id, foreign: true, expected: [404, 12001] },
  ])('refuses $name before the stream opens', async ({ userId, foreign, expected }) => {
    const t = await database.fresh();
    const theirs = foreign
      ? (await scrimmageAt(t, 'CHECK_IN', { teamId: teamIds.gwanak, adminId: squad.otherAdmin.id, players: [] })).scrimmageId
      : await scrimmageOf(t);
    const response = await follow(t, { userId, path: livePath(theirs) });
    expect([response.status, (await body(response)).code]).toEqual(expected);
  });

  it('refuses a request without a token', async () => {
    const t = await database.fresh();
    const response = await t.app.request(livePath(await scrimmageOf(t)));
    expect([response.status, (await body(response)).code]).toEqual([401, 9000]);
  });

  it('a member removed from the team loses the stream at once', async () => {
    const t = await database.fresh();
    const stream = sseReader(await follow(t));
    expect((await stream.nextEvent()).event).toBe('ready');
    const removal = await call(t, 'DELETE', `/api/v1/teams/${teamIds.hangang}/users/${seedPerson('lee-seojun').id}`, {
      token: await tokenFor(t, seedPerson('kim-minjun').id),
    });
    expect(removal.status).toBe(204);
    expect(await stream.untilEnd()).toEqual([]);
  });
});
