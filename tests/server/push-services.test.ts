/**
 * Where the server posts a device's notifications (server/push/push-services.ts, decisions 058, 069),
 * in every environment: https only, the browsers' own push services (PUSH_SERVICE_HOSTS replaces the
 * list), and never an address of this host or its network — private, loopback, link-local,
 * unique-local, unspecified, IPv4-mapped ones included — judged after the name is resolved, when a
 * device registers and again when the server sends. Only the tests' switch lets the stand-in pass.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { addressKind } from '#server/push/public-address.ts';
import { browserPushServices, isAllowedPushEndpoint, type ResolveHost } from '#server/push/push-services.ts';
import { createWebPushNotifier } from '#server/push/sender.ts';
import { type StandInPushService, startPushService } from '../support/push-service.ts';
import { testVapidEnv, testVapidKeys } from '../support/test-vapid.ts';
import { body, call, tokenFor } from './helpers.ts';
import { people } from './match-fixtures.ts';
import { type TestApp, testResolveHost, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
/** As a server runs outside the tests: the stand-in's switch off. */
const asDeployed = { TEST_PUSH_SERVICE_ON_LOOPBACK: 'false' };
const subscribe = async (t: TestApp, endpoint: string) =>
  call(t, 'PUT', '/api/v1/push/subscriptions', { token: await tokenFor(t, people.hangangUser.id), json: { endpoint, keys } });
const storedEndpoints = async (t: TestApp) =>
  (await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, people.hangangUser.id))).map(
    (r) => r.endpoint,
  );

async function expectRefused(t: TestApp, endpoint: string) {
  const refused = await subscribe(t, endpoint);
  const envelope = await body(refused);
  expect({ status: refused.status, code: envelope.code, data: envelope.data }, endpoint).toEqual({
    status: 400,
    code: 4010,
    data: [{ field: 'endpoint', message: '이 브라우저의 푸시 서비스 주소가 아닙니다. 지원하는 브라우저에서 알림을 다시 켜주세요.' }],
  });
}

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

  it(
    "is the browsers' services whatever NODE_ENV says; PUSH_SERVICE_HOSTS replaces it (`*`: any host); the stand-in's switch is off and refused " +
      'in production',
    () => {
      const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_DEV_AUTH: 'true', ...testVapidEnv };
      for (const env of [production, { ...testVapidEnv }, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
        expect(loadConfig(env).pushEndpoints, JSON.stringify(env)).toEqual({ allowedHosts: browserPushServices, loopbackStandIn: false });
      }
      expect(loadConfig({ ...production, PUSH_SERVICE_HOSTS: 'push.example.org, .Push.Example.net' }).pushEndpoints.allowedHosts).toEqual([
        'push.example.org',
        '.push.example.net',
      ]);
      expect(loadConfig({ ...production, PUSH_SERVICE_HOSTS: '*' }).pushEndpoints.allowedHosts).toBeNull();
      expect(loadConfig({ NODE_ENV: 'test', TEST_PUSH_SERVICE_ON_LOOPBACK: 'true' }).pushEndpoints.loopbackStandIn).toBe(true);
      expect(() => loadConfig({ ...production, TEST_PUSH_SERVICE_ON_LOOPBACK: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, TEST_PUSH_SERVICE_ON_LOOPBACK: 'true' })).toThrow(/TEST_PUSH_SERVICE_ON_LOOPBACK/);
    },
  );
});

describe('the addresses a push may go to', () => {
  it.each([
    ['142.250.196.106', 'public'],
    ['8.8.8.8', 'public'],
    ['2607:f8b0:4004:c1b::5f', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2a00:1450:4001:82b::200a', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.1', 'private'],
    ['255.255.255.255', 'private'],
    ['198.18.0.1', 'private'],
    ['::', 'private'],
    ['fe80::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:169.254.169.254', 'private'],
    ['::ffff:a9fe:a9fe', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0.0.0.0', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:db8::1', 'private'],
    ['not an address', 'private'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('turning notifications on', () => {
  it(
    'refuses the loopback, the metadata service, a host off the list and another port with 400 4010 naming the endpoint, without ' +
      'NODE_ENV=production, and stores nothing',
    async () => {
      const t = await database.fresh({ env: asDeployed });
      for (const endpoint of [
        'http://127.0.0.1:4000/push/1',
        'http://localhost:4000/push/1',
        'https://127.0.0.1:4000/push/1',
        'https://169.254.169.254/latest/meta-data',
        'https://attacker.example/collect',
        'https://fcm.googleapis.com:8443/fcm/send/device-1',
      ]) {
        await expectRefused(t, endpoint);
      }
      expect(await storedEndpoints(t)).toEqual([]);
      expect((await subscribe(t, 'https://fcm.googleapis.com/fcm/send/device-1')).status).toBe(200);
      expect(await storedEndpoints(t)).toEqual(['https://fcm.googleapis.com/fcm/send/device-1']);
    },
  );

  it('refuses, with any host allowed, every address of this host or its network, written out or behind a name, IPv6 and IPv4-mapped ones too', async () => {
    const names: Record<string, string[]> = {
      'push.example.org': ['142.250.196.106', '2607:f8b0:4004:c1b::5f'],
      'inside.example.org': ['10.0.0.8'],
      'half-inside.example.org': ['142.250.196.106', '127.0.0.1'],
      'metadata.example.org': ['::ffff:169.254.169.254'],
    };
    const resolveHost: ResolveHost = async (host) => names[host] ?? testResolveHost(host);
    const t = await database.fresh({ env: { ...asDeployed, PUSH_SERVICE_HOSTS: '*' }, resolveHost });
    for (const host of [
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '[fe80::1]',
      '[fd12:3456::1]',
      '[::]',
      '0.0.0.0',
      '10.1.2.3',
      '192.168.0.10',
      '169.254.169.254',
      'localhost',
      'inside.example.org',
      'half-inside.example.org',
      'metadata.example.org',
      'nowhere.example.org',
    ]) {
      await expectRefused(t, `https://${host}/push/1`);
    }
    expect(await storedEndpoints(t)).toEqual([]);
    expect((await subscribe(t, 'https://push.example.org/push/1')).status).toBe(200);
  });
});

describe('sending', () => {
  let service: StandInPushService;
  beforeAll(async () => {
    service = await startPushService({ vapidPublicKey: testVapidKeys.publicKey });
  });
  afterAll(() => service.close());

  it('posts nothing to a device stored at a loopback address (a row from before the rule): nobody counts as reached, and the log says why', async () => {
    const t = await database.fresh({ env: asDeployed });
    const device = service.device();
    await t.database.db.insert(pushSubscriptions).values({
      userId: people.hangangUser.id,
      endpoint: device.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      createdAt: t.clock.now(),
    });
    const logged: string[] = [];
    const notifier = createWebPushNotifier({ db: t.database.db, vapid: testVapidKeys, endpoints: t.config.pushEndpoints, log: (line) => logged.push(line) });
    const outcome = await notifier.sendToUsers(
      [people.hangangUser.id],
      { kind: 'reminder', title: '알림', body: '본문', url: '/', tag: 'probe' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome).toEqual({ reachedUserIds: [], devices: 1, delivered: 0, removed: 0 });
    expect(service.attempts()).toBe(0);
    expect(logged).toEqual([expect.stringMatching(/1 of 1 devices not reached \(http:\/\/127\.0\.0\.1:\d+: refused: not https/)]);
  });

  it("resolves the push service's name again as it connects, and refuses it when it now points into the network", async () => {
    const t = await database.fresh({ env: asDeployed });
    // A device's real keys: the message is encrypted before the connection is asked for.
    await t.database.db.insert(pushSubscriptions).values({
      userId: people.hangangUser.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-9',
      ...service.device().subscription.keys,
      createdAt: t.clock.now(),
    });
    const logged: string[] = [];
    const asked: string[] = [];
    const rebound: ResolveHost = async (host) => {
      asked.push(host);
      return ['169.254.169.254'];
    };
    const notifier = createWebPushNotifier({
      db: t.database.db,
      vapid: testVapidKeys,
      endpoints: t.config.pushEndpoints,
      resolveHost: rebound,
      log: (line) => logged.push(line),
    });
    const outcome = await notifier.sendToUsers(
      [people.hangangUser.id],
      { kind: 'reminder', title: '알림', body: '본문', url: '/', tag: 'probe' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome.delivered).toBe(0);
    expect(asked).toEqual(['fcm.googleapis.com']);
    expect(logged).toEqual([expect.stringContaining('https://fcm.googleapis.com: Error: refused: 169.254.169.254 is a private address')]);
  });
});
