/**
 * A goal's push to `PUSH_FANOUT_DEVICES` (200) subscribed devices (decision 058). The
 * server runs in a child process of its own (createApp on PGlite in memory with the seed, on
 * loopback, with the web-push sender `npm start` uses), so its encryption work never shares an event
 * loop with the client that times it; the stand-in push service (tests/support/push-service.ts: it
 * checks each request's VAPID signature and headers and decrypts the body with the device's keys, as a
 * device would) runs in the bench process. 200 members of FC 한강 have one device each; FC 한강's admin
 * records a goal. Reports the record call (POST → answer) and, from the answer, the first and the
 * last (200th) decrypted receipt; devices reached and requests refused. The stand-in decrypts one
 * message after another where 200 phones would each decrypt their own: the last receipt is a little
 * late, never early.
 *
 * This file is both: imported, it is the bench section; forked with BENCH_PUSH_ROLE=server, it is
 * the server.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { callerFor, createMatch, startFirstHalf } from './bench-api.ts';
import type { BenchSection, Figure } from './figures.ts';

const deviceCount = Number(process.env.PUSH_FANOUT_DEVICES ?? 200);
const waitLimitMs = 60_000;

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };
interface ServerInfo {
  base: string;
  adminToken: string;
  awayAdminToken: string;
  homeTeamId: number;
  awayTeamId: number;
}

if (process.env.BENCH_PUSH_ROLE === 'server') await serve();

/** The child: the app with 200 subscribed members (the subscriptions come from the parent), until `stop`. */
async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const webpush = (await import('web-push')).default;
  const { createApp } = await import('#server/app.ts');
  const { createTokenService } = await import('#server/auth/tokens.ts');
  const { systemClock } = await import('#server/clock.ts');
  const { loadConfig } = await import('#server/config.ts');
  const { createDatabase } = await import('#server/db/client.ts');
  const { memberships, pushSubscriptions, users } = await import('#server/db/schema.ts');
  const { seedPerson, seedTeams } = await import('#server/db/seed-data.ts');
  const { seedIfEmpty } = await import('#server/db/seed.ts');
  const { createWebPushNotifier } = await import('#server/push/sender.ts');

  const subscriptions = await new Promise<Subscription[]>((resolve) => process.once('message', (m) => resolve(m as Subscription[])));
  const database = await createDatabase();
  await seedIfEmpty(database.db, systemClock);
  const keys = webpush.generateVAPIDKeys();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:bench@example.org',
    // The stand-in push service listens on the loopback (decision 069).
    TEST_PUSH_SERVICE_ON_LOOPBACK: 'true',
  });
  const home = seedTeams.find((t) => t.key === 'hangang')!;
  const away = seedTeams.find((t) => t.key === 'gwanak')!;
  if (subscriptions.length > 0) {
    const people = await database.db
      .insert(users)
      .values(
        subscriptions.map((_, i) => ({
          name: `구독자 ${i + 1}`,
          lifecycle: 'ACTIVE' as const,
          socialType: 'DEV' as const,
          socialId: `dev:bench-push-${i}`,
          createdAt: systemClock.now(),
        })),
      )
      .returning({ id: users.id });
    await database.db
      .insert(memberships)
      .values(people.map((p) => ({ teamId: home.id, userId: p.id, teamRole: 'USER' as const, joinedAt: systemClock.now() })));
    await database.db.insert(pushSubscriptions).values(
      subscriptions.map((s, i) => ({
        userId: people[i].id,
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
        createdAt: systemClock.now(),
      })),
    );
  }
  const notifier = createWebPushNotifier({ db: database.db, vapid: config.vapid!, endpoints: config.pushEndpoints, log: (line) => console.error(`  ${line}`) });
  const app = createApp({ db: database.db, clock: systemClock, config, notifier });
  const listening = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 });
  const info: ServerInfo = {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    adminToken: await tokens.accessTokenInNewSession(seedPerson('kim-minjun').id),
    awayAdminToken: await tokens.accessTokenInNewSession(seedPerson('lee-junho').id),
    homeTeamId: home.id,
    awayTeamId: away.id,
  };
  process.on('message', (message) => {
    if (message !== 'stop') return;
    (listening as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    listening.close();
    void database.close().finally(() => process.exit(0));
  });
  process.send?.(info);
}

/** Forks the server with these subscriptions and waits until it listens. */
async function startServer(subscriptions: Subscription[]): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_PUSH_ROLE: 'server' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ServerInfo));
    child.once('exit', (code) => reject(new Error(`the push bench server ended (${code}) before it listened`)));
    child.send(subscriptions);
  });
  return { child, info };
}

export const pushFanout: BenchSection = {
  id: 'push',
  title: `a goal's push to ${deviceCount} subscribed devices`,
  describe:
    'a server process with the web-push sender (PGlite in memory), the stand-in push service (VAPID check, RFC 8291 decryption) in the bench ' +
    'process, loopback; one goal per run',
  async setUp() {
    const { startPushService } = await import('../../tests/support/push-service.ts');
    const service = await startPushService();
    const devices = Array.from({ length: deviceCount }, () => service.device());
    const { child, info } = await startServer(devices.map((d) => d.subscription));
    const admin = callerFor(info.base, info.adminToken);
    const matchId = await createMatch(admin, '푸시 벤치마크', info.homeTeamId, info.awayTeamId, callerFor(info.base, info.awayAdminToken));
    await startFirstHalf(admin, matchId);
    // The kick-off went to every device too: let it arrive before the first goal is timed.
    await service.waitForReceipts(deviceCount, { timeoutMs: waitLimitMs }).catch((error: unknown) => console.error(`  ${String(error)}`));

    const run = async (): Promise<Figure[]> => {
      service.clear();
      const recorded = await admin('POST', `/api/v1/matches/${matchId}/events`, { clientId: crypto.randomUUID(), teamId: info.homeTeamId, eventType: 'GOAL' });
      const answeredAt = performance.timeOrigin + recorded.acknowledged;
      const arrived = await service.waitForReceipts(deviceCount, { timeoutMs: waitLimitMs }).catch((error: unknown) => {
        console.error(`  ${String(error)}`);
        return service.receipts();
      });
      const times = arrived.map((r) => r.receivedAt - answeredAt).sort((a, b) => a - b);
      return [
        { name: 'record call (POST → answer)', value: recorded.acknowledged - recorded.sent, unit: 'ms' },
        { name: 'answer → first device', value: times.length > 0 ? times[0] : Number.NaN, unit: 'ms' },
        { name: `answer → last device (${deviceCount}th)`, value: times.length >= deviceCount ? times[deviceCount - 1] : Number.NaN, unit: 'ms' },
        { name: 'devices reached', value: times.length, unit: 'count' },
        { name: 'requests refused by the push service', value: service.rejections().length, unit: 'count' },
      ];
    };

    const tearDown = async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // A server that does not close in time is killed: the benchmark must end.
        const fallback = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(fallback);
          resolve();
        });
        child.send('stop');
      });
      await service.close();
    };
    return { run, tearDown };
  },
};
