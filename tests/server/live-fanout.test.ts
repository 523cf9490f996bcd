/**
 * The hub's fan-out (decision 017): a message is encoded once and the same bytes reach every viewer,
 * once and in order, whether this process hands it over after its own commit (`publish`), hears of
 * it through NOTIFY, or both; a viewer joining while messages flow misses and doubles nothing across
 * the replay/live boundary; a viewer that stops reading is dropped and catches up by reconnecting.
 * Every wait is for an outcome, never for time.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LiveMessage, RecordResult } from '#contract/matches.ts';
import { createApp } from '#server/app.ts';
import type { Frame } from '#server/live/frames.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { connected, message, sseReader, type SseEvent } from './live-fixtures.ts';
import { teamIds } from './match-fixtures.ts';
import { recordCall, recordingScene, recordOk } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const recorded = (r: RecordResult): LiveMessage => ({ type: 'events.recorded', seq: r.seq, events: r.events });

describe('the hub', () => {
  it('sends each message once, in order, with the same bytes to every viewer, however it heard of it', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    // A hub of its own: the app's writes reach it only through NOTIFY, unless handed over below.
    const hub = createLiveHub(t.database.db);
    await hub.ready;
    const a: Frame[] = [];
    const b: Frame[] = [];
    const one = hub.subscribe(s.matchId, { userId: 1, deliver: (f) => a.push(f), recheck: () => undefined });
    const two = hub.subscribe(s.matchId, { userId: 2, deliver: (f) => b.push(f), recheck: () => undefined });
    expect(await one.position).toBe(1);
    expect(await two.position).toBe(1);

    const first = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const second = await recordOk(s, { teamId: teamIds.hangang, eventType: 'FOUL' });
    // Handed over as well, in the wrong order and twice: the NOTIFYs may come before or after.
    hub.publish(recorded(second), s.matchId);
    hub.publish(recorded(first), s.matchId);
    hub.publish(recorded(second), s.matchId);
    hub.poke(s.matchId, second.seq);
    await vi.waitFor(() => expect(a.map((f) => f.seq)).toEqual([2, 3]));
    hub.publish(recorded(first), s.matchId);
    const third = await recordOk(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' });
    await vi.waitFor(() => expect(a.map((f) => f.seq)).toEqual([2, 3, 4]));
    expect(b.map((f) => f.seq)).toEqual([2, 3, 4]);
    // Encoded once: the very same buffer for both viewers, holding the SSE frame of the message.
    a.forEach((frame, i) => expect(frame.bytes).toBe(b[i].bytes));
    const [id, event, data, ...end] = Buffer.from(a[2].bytes).toString().split('\n');
    expect([id, event, end]).toEqual(['id: 4', 'event: events.recorded', ['', '']]);
    expect(JSON.parse(data.replace(/^data: /, ''))).toEqual(recorded(third));

    one.unsubscribe();
    two.unsubscribe();
    expect(hub.listenerCount(s.matchId)).toBe(0);
    await hub.close();
  });

  it('a viewer that joins while writes are flowing gets every message exactly once, in order', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    // Ten writes in flight while the viewer replays from seq 2.
    const writes = Promise.all(Array.from({ length: 10 }, (_, i) => recordCall(s, { teamId: teamIds.hangang, eventType: i % 2 ? 'FOUL' : 'SHOT' })));
    const stream = await connected(s.t, s, { lastEventId: 2 });
    const seen: SseEvent[] = [];
    // Until the ten writes and the `ready` have come: when the writes commit before the viewer's
    // position is taken, the replay holds all ten and `ready` follows them.
    while (seen.filter((e) => e.event === 'events.recorded').length < 10 || !seen.some((e) => e.event === 'ready')) seen.push(await stream.nextEvent());
    const ids = seen.filter((e) => e.event === 'events.recorded').map((e) => Number(e.id));
    expect(ids).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(seen.filter((e) => e.event === 'ready')).toHaveLength(1);
    expect((await writes).every((r) => r.status === 201)).toBe(true);
    await stream.close();
  });
});

describe('a viewer that cannot keep up', () => {
  it('is dropped once too much waits for it, and its reconnect with Last-Event-ID gets the rest', async () => {
    const t = await database.fresh();
    const hub = createLiveHub(t.database.db);
    const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: hub, liveStream: { maxBufferedBytes: 4096 } });
    const s = await recordingScene({ ...t, app });
    const slow = await connected({ app }, s);
    expect((await slow.nextEvent()).event).toBe('ready');
    // It reads nothing more while 20 events (far more than 4 KiB of frames) are recorded.
    for (let i = 0; i < 20; i++) await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT', description: '슈팅 기록 '.repeat(20) });
    expect(hub.listenerCount(s.matchId)).toBe(0);

    // What was queued before the drop still arrives, then the stream ends.
    const before = (await slow.untilEnd()).filter((e) => e.event === 'events.recorded').map((e) => Number(e.id));
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(20);
    expect(before).toEqual(before.map((_, i) => 2 + i));

    const last = before[before.length - 1];
    const again = sseReader(
      await app.request(`/api/v1/matches/${s.matchId}/live`, { headers: { authorization: `Bearer ${s.tokens.homeUser}`, 'last-event-id': String(last) } }),
    );
    const rest = (await again.untilReady()).filter((e) => e.event === 'events.recorded').map((e) => Number(message(e).seq));
    expect([...before, ...rest]).toEqual(Array.from({ length: 20 }, (_, i) => 2 + i));
    await again.close();
    await hub.close();
  });
});
