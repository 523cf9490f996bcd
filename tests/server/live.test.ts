/**
 * The live stream (GET /api/v1/matches/{id}/live): recorded events arrive in order with their seq as
 * the SSE id; a reconnect with Last-Event-ID (or ?lastEventId=) gets exactly what it missed; the
 * token may come as ?access_token=; heartbeats; cleanup on abort; and two hubs on one PGlite
 * deliver to each other through LISTEN/NOTIFY. Every wait is for a message, never for time.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RecordResult } from '#contract/matches.ts';
import { createApp } from '#server/app.ts';
import { createLiveHub, type LiveHub } from '#server/live/hub.ts';
import { body, call } from './helpers.ts';
import { connected, message, openStream, type SseEvent } from './live-fixtures.ts';
import { teamIds } from './match-fixtures.ts';
import { cancelCall, exchangeCall, recordingScene, recordOk, setTime } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

describe('the live stream', () => {
  it('starts with ready at the current seq, then sends every change in order with its seq as the id', async () => {
    const s = await recordingScene(await database.fresh());
    const stream = await connected(s.t, s);
    const ready = await stream.nextEvent();
    // Kick-off was message 1.
    expect([ready.event, ready.id, JSON.parse(ready.data!)]).toEqual(['ready', '1', { seq: 1 }]);

    const goal = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' });
    const sub = (await body<RecordResult>(await exchangeCall(s, s.home.starters[1], s.home.bench[0]))).data;
    await cancelCall(s, goal.events[0].id);
    await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.awayAdmin, json: { memo: '비 옴' } });
    await cancelCall(s, sub.events[0].id);
    await setTime(s, 'FIRST_HALF', 'END_TIME');

    const got: SseEvent[] = [];
    for (let i = 0; i < 6; i++) got.push(await stream.nextEvent());
    expect(got.map((e) => [e.id, e.event])).toEqual([
      ['2', 'events.recorded'],
      ['3', 'events.recorded'],
      ['4', 'events.cancelled'],
      ['5', 'memo.changed'],
      ['6', 'exchange.undone'],
      ['7', 'match.changed'],
    ]);
    const [recorded, , cancelled, memo, undone, changed] = got.map(message);
    expect(recorded).toEqual({ type: 'events.recorded', seq: 2, events: goal.events });
    expect(cancelled).toEqual({ type: 'events.cancelled', seq: 4, eventIds: goal.events.map((e) => e.id) });
    expect(memo).toEqual({ type: 'memo.changed', seq: 5, memo: '비 옴' });
    expect(undone).toMatchObject({ type: 'exchange.undone', seq: 6, eventIds: sub.events.map((e) => e.id) });
    expect(changed).toMatchObject({ type: 'match.changed', seq: 7, matchState: 'HALF_TIME', match: { matchState: 'HALF_TIME' } });
    await stream.close();
  });

  it('a reconnect with Last-Event-ID gets exactly the missed messages, then ready, then what comes next', async () => {
    const s = await recordingScene(await database.fresh());
    for (const type of ['SHOT', 'FOUL', 'OFFSIDE', 'CORNER_KICK'] as const) await recordOk(s, { teamId: teamIds.hangang, eventType: type });
    // The log now holds 1 (kick-off) … 5; the client saw up to 2.
    const stream = await connected(s.t, s, { lastEventId: 2 });
    const replay = await stream.untilReady();
    expect(replay.map((e) => [e.id, e.event])).toEqual([
      ['3', 'events.recorded'],
      ['4', 'events.recorded'],
      ['5', 'events.recorded'],
      ['5', 'ready'],
    ]);
    expect(replay.slice(0, 3).map((e) => (message(e) as { events: { eventType: string }[] }).events[0].eventType)).toEqual(['FOUL', 'OFFSIDE', 'CORNER_KICK']);
    await recordOk(s, { teamId: teamIds.hangang, eventType: 'GOAL' });
    const next = await stream.nextEvent();
    expect([next.id, next.event]).toEqual(['6', 'events.recorded']);
    await stream.close();
  });

  it('takes the position as ?lastEventId= and the token as ?access_token= (EventSource cannot set headers)', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const stream = await connected(s.t, s, { token: undefined, query: `?lastEventId=1&access_token=${s.tokens.awayAdmin}` });
    expect((await stream.untilReady()).map((e) => [e.id, e.event])).toEqual([
      ['2', 'events.recorded'],
      ['2', 'ready'],
    ]);
    await stream.close();
  });

  it('refuses without a token (401), with a bad one (401), an outsider (403 5005) and an unknown match (404)', async () => {
    const s = await recordingScene(await database.fresh());
    const none = await openStream(s.t, s);
    expect([none.status, (await body(none)).code]).toEqual([401, 9000]);
    const bad = await openStream(s.t, s, { query: '?access_token=not-a-token' });
    expect([bad.status, (await body(bad)).code]).toEqual([401, 9001]);
    const outsider = await openStream(s.t, s, { token: s.tokens.outsider });
    expect([outsider.status, (await body(outsider)).code]).toEqual([403, 5005]);
    const unknown = await s.t.app.request('/api/v1/matches/999999/live', { headers: { authorization: `Bearer ${s.tokens.homeUser}` } });
    expect([unknown.status, (await body(unknown)).code]).toEqual([404, 6007]);
  });

  it('sends heartbeat comments on an idle stream and leaves the hub when the client goes away', async () => {
    const t = await database.fresh();
    const hub = createLiveHub(t.database.db);
    const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: hub, liveStream: { heartbeatMs: 20 } });
    const s = await recordingScene(t);
    const stream = await connected({ app }, s);
    expect((await stream.nextEvent()).event).toBe('ready');
    expect(hub.listenerCount(s.matchId)).toBe(1);
    expect((await stream.next()).comment).toBe('ping');
    await stream.close();
    await vi.waitFor(() => expect(hub.listenerCount(s.matchId)).toBe(0));
    await hub.close();
  });
});

describe('fan-out between processes', () => {
  it("two hubs on one PGlite: a write through one app reaches the other app's stream through NOTIFY", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    // A second "process": its own hub and app on the same database; the first app never pokes it.
    const other: LiveHub = createLiveHub(t.database.db);
    await other.ready;
    const otherApp = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: other });
    const seen: number[] = [];
    const { unsubscribe } = other.subscribe(s.matchId, { userId: 0, deliver: (frame) => seen.push(frame.seq), recheck: () => undefined });
    const stream = await connected({ app: otherApp }, s);
    expect((await stream.nextEvent()).id).toBe('1');

    const first = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'YELLOW_CARD' });
    const second = await recordOk(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, s.tokens.awayAdmin);
    const a = await stream.nextEvent();
    const b = await stream.nextEvent();
    expect([a.id, b.id]).toEqual([String(first.seq), String(second.seq)]);
    expect(message(a)).toEqual({ type: 'events.recorded', seq: first.seq, events: first.events });
    await vi.waitFor(() => expect(seen).toEqual([first.seq, second.seq]));
    unsubscribe();
    await stream.close();
    await other.close();
  });

  it('a rolled-back write notifies nobody and leaves no gap', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const other = createLiveHub(t.database.db);
    await other.ready;
    const otherApp = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: other });
    const stream = await connected({ app: otherApp }, s);
    await stream.nextEvent();
    // Refused inside its transaction (a bench player cannot score): nothing is logged or sent.
    const refused = await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/events`, {
      token: s.tokens.homeAdmin,
      json: { clientId: crypto.randomUUID(), teamId: teamIds.gwanak, matchUserId: s.home.bench[0], eventType: 'GOAL' },
    });
    expect(refused.status).toBe(409);
    const ok = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    expect(ok.seq).toBe(2);
    expect((await stream.nextEvent()).id).toBe('2');
    await stream.close();
    await other.close();
  });
});

describe('lineup changes', () => {
  it('a lineup edit before kick-off is a lineup.changed message (delivered through NOTIFY)', async () => {
    const s = await recordingScene(await database.fresh(), 'SCHEDULED');
    const stream = await connected(s.t, s);
    expect((await stream.nextEvent()).event).toBe('ready');
    const moved = await call(s.t, 'PATCH', `/api/v1/matches/${s.matchId}/grid`, {
      token: s.tokens.homeAdmin,
      json: { changes: [{ matchUserId: s.home.bench[0], role: 'START_PLAYER', matchGrid: 5 }] },
    });
    expect(moved.status).toBe(200);
    const removed = await call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/users/${s.home.bench[1]}`, { token: s.tokens.homeAdmin });
    expect(removed.status).toBe(204);
    const got = [await stream.nextEvent(), await stream.nextEvent()];
    expect(got.map((e) => [e.id, e.event, e.data && message(e).type])).toEqual([
      ['1', 'lineup.changed', 'lineup.changed'],
      ['2', 'lineup.changed', 'lineup.changed'],
    ]);
    await stream.close();
  });
});
