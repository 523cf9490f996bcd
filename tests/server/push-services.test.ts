/**
 * Which push services a device may point the server at (server/push/push-services.ts, decision 058):
 * in production only the browsers' own — else any client could have the server post to an address of
 * its choosing — while development and tests take any, so the local stand-in push service works.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { browserPushServices, isAllowedPushEndpoint } from '#server/push/push-services.ts';
import { testVapidEnv } from '../support/test-vapid.ts';
import { body, call, tokenFor } from './helpers.ts';
import { people } from './match-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

describe('the list of push services', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=BQYAAA', true],
    ['https://web.push.apple.com/QGuQyavXu', true],
    // A suffix entry takes hosts under it, not the bare suffix or a look-alike.
    ['https://notify.windows.com/w/', false],
    ['https://evilnotify.windows.com/w/', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['http://127.0.0.1:4000/push/1', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, browserPushServices)).toBe(allowed);
  });

  it('is the browsers\' services in production, any elsewhere, and PUSH_SERVICE_HOSTS replaces it (`*`: any)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_DEV_AUTH: 'true', ...testVapidEnv };
    expect(loadConfig(production).pushServiceHosts).toEqual(browserPushServices);
    expect(loadConfig({ ...production, PUSH_SERVICE_HOSTS: 'push.example.org, .Push.Example.net' }).pushServiceHosts).toEqual(['push.example.org', '.push.example.net']);
    expect(loadConfig({ ...production, PUSH_SERVICE_HOSTS: '*' }).pushServiceHosts).toBeNull();
    expect(loadConfig({ ...testVapidEnv }).pushServiceHosts).toBeNull();
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', null)).toBe(true);
  });
});

describe('turning notifications on', () => {
  it('refuses a device at a push service off the list with a 400 naming the endpoint, and stores nothing', async () => {
    const t = await database.fresh({ env: { PUSH_SERVICE_HOSTS: 'fcm.googleapis.com' } });
    const token = await tokenFor(t, people.hangangUser.id);
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const refused = await call(t, 'PUT', '/api/v1/push/subscriptions', { token, json: { endpoint: 'https://attacker.example/collect', keys } });
    expect(refused.status).toBe(400);
    expect((await body(refused)).data).toEqual([{ field: 'endpoint', message: expect.stringContaining('푸시 서비스') }]);
    const accepted = await call(t, 'PUT', '/api/v1/push/subscriptions', { token, json: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys } });
    expect(accepted.status).toBe(200);
  });
});
