/**
 * Access on a long-lived stream (decision 017): a viewer removed from the team is cut off at once
 * (the removal NOTIFYs every process), a viewer whose access token expired at the next periodic
 * check; their reconnect is refused. Others keep watching. Waits are for outcomes, never for time.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { body, call } from './helpers.ts';
import { connected, openStream } from './live-fixtures.ts';
import { people, teamIds } from './match-fixtures.ts';
import { recordingScene, recordOk } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

describe('access on an open stream', () => {
  it('a member removed from the team loses the stream at once and is refused on reconnect; others keep watching', async () => {
    const s = await recordingScene(await database.fresh());
    const removed = await connected(s.t, s);
    const other = await connected(s.t, s, { token: s.tokens.awayAdmin });
    expect((await removed.nextEvent()).event).toBe('ready');
    expect((await other.nextEvent()).event).toBe('ready');

    const removal = await call(s.t, 'DELETE', `/api/v1/teams/${teamIds.gwanak}/users/${people.gwanakUser.id}`, { token: s.tokens.homeAdmin });
    expect(removal.status).toBe(204);
    // The stream ends (default re-check period is a minute: this is the membership NOTIFY).
    expect((await removed.untilEnd()).filter((e) => e.event === 'events.recorded')).toEqual([]);
    const again = await openStream(s.t, s, { token: s.tokens.homeUser, lastEventId: 1 });
    expect([again.status, (await body(again)).code]).toEqual([403, 5005]);

    const shot = await recordOk(s, { teamId: teamIds.hangang, eventType: 'SHOT' });
    const next = await other.nextEvent();
    expect([next.event, next.id]).toEqual(['events.recorded', String(shot.seq)]);
    await other.close();
  });

  it('a viewer whose access token expired is cut off at the next check and must reconnect with a fresh one', async () => {
    const t = await database.fresh();
    const hub = createLiveHub(t.database.db);
    const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: hub, liveStream: { heartbeatMs: 20, recheckMs: 20 } });
    const s = await recordingScene({ ...t, app });
    const stream = await connected({ app }, s);
    expect((await stream.nextEvent()).event).toBe('ready');
    // Still watching through several checks while the token is valid.
    for (let i = 0; i < 3; i++) expect((await stream.next()).comment).toBe('ping');
    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    expect((await stream.nextEvent()).id).toBe(String(shot.seq));

    t.clock.advance((t.config.accessTokenTtlSeconds + 1) * 1000);
    await stream.untilEnd();
    expect(hub.listenerCount(s.matchId)).toBe(0);
    const stale = await openStream({ app }, s, { token: s.tokens.homeUser });
    expect([stale.status, (await body(stale)).code]).toEqual([401, 9002]);
    await hub.close();
  });
});
