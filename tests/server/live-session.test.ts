/**
 * A session that ends ends its live streams (decision 030): logging out closes the streams opened
 * with that session's access token at once (the revocation NOTIFYs every process, as a membership
 * change does), and the token cannot open a new one (401 9011). The same person's other sessions keep
 * watching. Waits are for outcomes, never for time (the periodic re-check is a minute away).
 */
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { body, call, signIn } from './helpers.ts';
import { connected, openStream } from './live-fixtures.ts';
import { people, teamIds } from './match-fixtures.ts';
import { recordingScene, recordOk } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const logout = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, refresh: string) =>
  app.request('/open-api/v1/users/logout', { method: 'POST', headers: { cookie: `pitchside_refresh=${refresh}` } });

describe('the live stream of a session that ends', () => {
  it("closes at logout, refuses the logged-out token with 401 9011, and leaves the same person's other session watching", async () => {
    const s = await recordingScene(await database.fresh());
    const phone = await signIn(s.t, { personId: people.gwanakUser.id });
    const loggedOut = await connected(s.t, s, { token: phone.accessToken });
    // s.tokens.homeUser is the same person in another session (another device).
    const laptop = await connected(s.t, s, { token: s.tokens.homeUser });
    expect((await loggedOut.nextEvent()).event).toBe('ready');
    expect((await laptop.nextEvent()).event).toBe('ready');

    expect((await logout(s.t.app, phone.refresh)).status).toBe(204);
    expect((await loggedOut.untilEnd()).filter((e) => e.event === 'events.recorded')).toEqual([]);
    const again = await openStream(s.t, s, { token: phone.accessToken, lastEventId: 1 });
    expect([again.status, (await body(again)).code]).toEqual([401, 9011]);
    const byQuery = await openStream(s.t, s, { query: `?access_token=${phone.accessToken}` });
    expect([byQuery.status, (await body(byQuery)).code]).toEqual([401, 9011]);

    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const next = await laptop.nextEvent();
    expect([next.event, next.id]).toEqual(['events.recorded', String(shot.seq)]);
    expect((await call(s.t, 'GET', `/api/v1/users/${people.gwanakUser.id}`, { token: s.tokens.homeUser })).status).toBe(200);
    await laptop.close();
  });

  it('ends in another process too: a logout through one app closes the stream and refuses the token in the other (same database)', async () => {
    const s = await recordingScene(await database.fresh());
    // A second "process": its own hub and app on the same database, with no memory shared with the first.
    const hub = createLiveHub(s.t.database.db);
    await hub.ready;
    const other = createApp({ db: s.t.database.db, clock: s.t.clock, config: s.t.config, live: hub });
    const phone = await signIn(s.t, { personId: people.gwanakUser.id });
    const stream = await connected({ app: other }, s, { token: phone.accessToken });
    expect((await stream.nextEvent()).event).toBe('ready');

    expect((await logout(s.t.app, phone.refresh)).status).toBe(204);
    await stream.untilEnd();
    await vi.waitFor(() => expect(hub.listenerCount(s.matchId)).toBe(0));
    const read = await other.request(`/api/v1/users/${people.gwanakUser.id}`, { headers: { authorization: `Bearer ${phone.accessToken}` } });
    expect([read.status, (await body(read)).code]).toEqual([401, 9011]);
    await hub.close();
  });
});
