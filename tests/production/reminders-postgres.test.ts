/**
 * RSVP reminders on a real, throwaway PostgreSQL server (decision 058), where — unlike PGlite, which
 * runs one transaction at a time — sweeps and requests on separate connections really overlap:
 *   - four sweeps at once, each on a pool of its own (four hosts' primaries), over items that fall due
 *     together: every member due is reminded exactly once, by one of them;
 *   - two admins on two app processes press "미응답자에게 알림" at the same moment: one 200 and one
 *     429 5014, one push; and four presses at once (past the HTTP layer, so they meet inside the
 *     transaction), ten times over: one call each time. Without the item's row lock this fails in
 *     the first rounds; a sweep that sends to whom it selected rather than to whom its insert
 *     returned fails the first test at once (both tried by hand).
 * Needs PostgreSQL's server binaries (as tests/production/two-processes.test.ts); without them it fails with the hint.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '#contract/notifications.ts';
import { createApp } from '#server/app.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { memberships, schedules, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import type { PushNotifier, PushOutcome } from '#server/push/notifier.ts';
import { remindByHand } from '#server/reminders/manual.ts';
import { sweepReminders } from '#server/reminders/sweep.ts';
import { testConfig } from '../server/test-app.ts';
import { testClock } from '../server/test-clock.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts';

/** Ports of its own (two-processes.test.ts takes 55432–55437). */
const postgresPorts = [55440, 55441, 55442, 55443, 55444, 55445];
const hour = 60 * 60 * 1000;
const clock = testClock();

let postgres: PostgresCluster;
/** One pool per "process". */
const databases: Database[] = [];
let setup: Promise<void> = Promise.resolve();

function recordingNotifier(): PushNotifier & { sent: { userIds: number[]; message: PushMessage }[] } {
  const sent: { userIds: number[]; message: PushMessage }[] = [];
  return {
    sent,
    async sendToUsers(userIds, message): Promise<PushOutcome> {
      sent.push({ userIds: [...userIds], message });
      return { reachedUserIds: [...userIds], devices: userIds.length, delivered: userIds.length, removed: 0 };
    },
  };
}

async function insertItem(db: Database['db'], title: string, startsInMs: number): Promise<number> {
  const now = clock.now().getTime();
  const [row] = await db
    .insert(schedules)
    .values({
      teamId: 1,
      title,
      kind: 'TRAINING',
      startAt: new Date(now + startsInMs),
      endAt: new Date(now + startsInMs + 2 * hour),
      createdAt: new Date(now - 10 * 24 * hour),
    })
    .returning({ id: schedules.id });
  return row.id;
}

beforeAll(async () => {
  setup = (async () => {
    postgres = await startPostgresCluster({ ports: postgresPorts });
    const { database } = await prepareDatabase({ databaseUrl: postgres.url, dataDir: 'unused', seed: true, clock });
    databases.push(database);
    for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: postgres.url, migrate: false }));
  })();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  postgres?.stop();
});

describe('reminders on PostgreSQL', () => {
  it('four sweeps at once on four connections remind every member due exactly once', { timeout: 60_000 }, async () => {
    await setup;
    const [{ db }] = databases;
    const members = (
      await db
        .select({ id: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, 1), ne(users.socialType, 'GUEST')))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    for (let round = 0; round < 5; round++) {
      const items = await Promise.all([1, 2, 3].map((n) => insertItem(db, `동시 훈련 ${round}-${n}`, (n + 1) * hour)));
      const notifiers = databases.map(() => recordingNotifier());
      await Promise.all(databases.map((d, i) => sweepReminders({ db: d.db, notifier: notifiers[i], now: clock.now() })));
      for (const item of items) {
        const sends = notifiers.flatMap((n) => n.sent.filter((s) => s.message.tag === `schedule-${item}-reminder`).flatMap((s) => s.userIds));
        expect(sends.length, `round ${round}, item ${item}: nobody twice`).toBe(new Set(sends).size);
        expect([...sends].sort((a, b) => a - b)).toEqual(members);
      }
      clock.advance(5 * 60 * 1000);
    }
  });

  it('two admins on two processes pressing at once: one 200, one 429 5014, one push', { timeout: 60_000 }, async () => {
    await setup;
    const item = await insertItem(databases[0].db, '동시에 누른 알림', 30 * hour);
    const config = testConfig();
    const notifiers = [recordingNotifier(), recordingNotifier()];
    const hubs = [0, 1].map((i) => createLiveHub(databases[i].db));
    const apps = [0, 1].map((i) => createApp({ db: databases[i].db, clock, config, notifier: notifiers[i], live: hubs[i] }));
    const admins = [seedPerson('kim-minjun').id, seedPerson('park-jihun').id];
    const tokens = await Promise.all(
      admins.map((id) =>
        createTokenService({
          db: databases[0].db,
          clock,
          secret: config.jwtSecret!,
          accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        }).accessTokenInNewSession(id),
      ),
    );
    const responses = await Promise.all(
      apps.map((app, i) => app.request(`/api/v1/teams/1/schedules/${item}/reminders`, { method: 'POST', headers: { authorization: `Bearer ${tokens[i]}` } })),
    );
    const answers = await Promise.all(responses.map(async (r) => [r.status, ((await r.json()) as { code?: number }).code ?? null] as const));
    expect(answers.map(([status]) => status).sort()).toEqual([200, 429]);
    expect(answers.find(([status]) => status === 429)?.[1]).toBe(5014);
    expect(notifiers.flatMap((n) => n.sent)).toHaveLength(1);
    await Promise.all(hubs.map((hub) => hub.close()));
  });

  it('four presses at once on four connections, ten times over: one call and one push each time', { timeout: 60_000 }, async () => {
    await setup;
    const admin = seedPerson('kim-minjun').id;
    for (let round = 0; round < 10; round++) {
      const item = await insertItem(databases[0].db, `연타 ${round}`, 30 * hour);
      const notifiers = databases.map(() => recordingNotifier());
      const results = await Promise.allSettled(
        databases.map((d, i) => remindByHand({ db: d.db, notifier: notifiers[i], teamId: 1, scheduleId: item, adminId: admin, now: clock.now() })),
      );
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { error?: string }).error);
      expect(refused, `round ${round}`).toEqual(['REMINDER_TOO_SOON', 'REMINDER_TOO_SOON', 'REMINDER_TOO_SOON']);
      expect(notifiers.flatMap((n) => n.sent)).toHaveLength(1);
    }
  });
});
