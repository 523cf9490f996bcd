/**
 * Dues on a real, throwaway PostgreSQL server (decision 060), where — unlike PGlite, which runs one
 * transaction at a time — writes on separate connections really overlap (four pools: four app
 * processes, or four admins' phones on four workers):
 *   - payments for different members and months, all at once, ten rounds: every one recorded, every
 *     balance the one before plus the entry, none repeated;
 *   - the same request (one client id) sent four times at once, ten rounds: one entry, four answers of it;
 *   - four admins paying the same month for the same member with ids of their own: one entry, three 409 5021;
 *   - rows inserted around the app's writes while they run (decision 071): each refused by the balance
 *     chain's trigger or continuing it, never a broken chain;
 *   - four due-day sweeps at once: each member who owes reminded once.
 * Without the team's dues lock (`FOR UPDATE` in server/dues/ledger-lock.ts) the first three fail in their
 * first rounds (tried by hand): balances repeat and the sum check refuses, a client id's second insert
 * breaks its unique key (a 500), and both payments of one month go through.
 * Needs PostgreSQL's server binaries (as tests/production/two-processes.test.ts); without them it fails with the hint.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuesPaymentRequest, LedgerEntry } from '#contract/dues.ts';
import type { PushMessage } from '#contract/notifications.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { databaseFailureReason } from '#server/db/errors.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { duesRates, duesSettings, ledgerEntries, memberships, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { sweepDuesReminders } from '#server/dues/reminder-sweep.ts';
import { recordPayment } from '#server/dues/writes.ts';
import type { PushNotifier, PushOutcome } from '#server/push/notifier.ts';
import { testClock } from '../server/test-clock.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts';

/** Ports of its own (two-processes.test.ts takes 55432–55437, reminders-postgres.test.ts 55440–55445). */
const postgresPorts = [55450, 55451, 55452, 55453, 55454, 55455];
const clock = testClock();
const admins = [seedPerson('kim-minjun').id, seedPerson('park-jihun').id];

let postgres: PostgresCluster;
const databases: Database[] = [];
let setup: Promise<void> = Promise.resolve();
let payers: number[] = [];

beforeAll(async () => {
  setup = (async () => {
    postgres = await startPostgresCluster({ ports: postgresPorts });
    const { database } = await prepareDatabase({ databaseUrl: postgres.url, dataDir: 'unused', seed: true, clock });
    databases.push(database);
    for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: postgres.url, migrate: false }));
    await database.db.insert(duesSettings).values({ teamId: 1, dueDay: 20, startMonth: '2026-01', updatedAt: clock.now() });
    await database.db.insert(duesRates).values({ teamId: 1, fromMonth: '2026-01', amount: 30_000 });
    payers = (
      await database.db
        .select({ id: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, 1), ne(users.socialType, 'GUEST')))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  })();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  postgres?.stop();
});

const payment = (userId: number, months: string[], clientId: string = crypto.randomUUID()): DuesPaymentRequest => ({
  clientId,
  userId,
  amount: 30_000 * months.length,
  paidOn: '2026-05-20',
  method: 'TRANSFER',
  note: null,
  months,
});
const onConnection = (i: number) => ({ db: databases[i].db, teamId: 1, adminId: admins[i % 2], now: clock.now() });

async function expectBalanced(): Promise<number> {
  const rows = await databases[0].db
    .select({ id: ledgerEntries.id, amount: ledgerEntries.amount, balance: ledgerEntries.balance })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, 1))
    .orderBy(ledgerEntries.id);
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(row.balance, `entry ${row.id}`).toBe(running);
  }
  return rows.length;
}

describe('dues on PostgreSQL', () => {
  it('payments for different months on four connections at once, ten rounds: all recorded, every balance the sum before it', { timeout: 60_000 }, async () => {
    await setup;
    const before = await expectBalanced();
    for (let round = 0; round < 10; round++) {
      const month = `2026-${String(round + 1).padStart(2, '0')}`;
      const results = await Promise.allSettled(payers.slice(0, 8).map((userId, i) => recordPayment(onConnection(i % 4), payment(userId, [month]))));
      expect(
        results.map((r) => (r.status === 'fulfilled' ? 'ok' : String(r.reason))),
        `round ${round}`,
      ).toEqual(Array(8).fill('ok'));
    }
    expect(await expectBalanced()).toBe(before + 80);
  });

  it('the same request on four connections at once, ten rounds: one entry, the same answer four times', { timeout: 60_000 }, async () => {
    await setup;
    const before = await expectBalanced();
    for (let round = 0; round < 10; round++) {
      const request = payment(payers[9], [`2027-${String(round + 1).padStart(2, '0')}`]);
      const results = await Promise.allSettled(databases.map((_, i) => recordPayment(onConnection(i), { ...request })));
      const ids = results.map((r) => (r.status === 'fulfilled' ? (r.value as LedgerEntry).id : String(r.reason)));
      expect(new Set(ids).size, `round ${round}: ${ids.join(', ')}`).toBe(1);
    }
    expect(await expectBalanced()).toBe(before + 10);
  });

  it('four admins paying one month of one member with ids of their own: one entry, three 409 5021, ten rounds', { timeout: 60_000 }, async () => {
    await setup;
    for (let round = 0; round < 10; round++) {
      const month = `2028-${String(round + 1).padStart(2, '0')}`;
      const results = await Promise.allSettled(databases.map((_, i) => recordPayment(onConnection(i), payment(payers[10], [month]))));
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { error?: string }).error ?? String(r.reason));
      expect(refused, `round ${round}`).toEqual(['DUES_MONTHS_PAID', 'DUES_MONTHS_PAID', 'DUES_MONTHS_PAID']);
    }
    await expectBalanced();
  });

  it(
    'rows written around the writes while they run, ten rounds: each is refused or continues the chain, and every balance stays the sum before it',
    { timeout: 60_000 },
    async () => {
      await setup;
      const outcomes = new Set<string>();
      for (let round = 0; round < 10; round++) {
        const month = `2029-${String(round + 1).padStart(2, '0')}`;
        // A script that reads the last balance and inserts after it, without the team's lock: the trigger takes it.
        const around = databases.slice(2).map(async (d) => {
          const [last] = await d.db
            .select({ balance: ledgerEntries.balance })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.teamId, 1))
            .orderBy(desc(ledgerEntries.id))
            .limit(1);
          await d.db.insert(ledgerEntries).values({
            teamId: 1,
            kind: 'INCOME',
            amount: 1_000,
            balance: (last?.balance ?? 0) + 1_000,
            occurredOn: '2026-05-20',
            label: '스크립트',
            clientId: crypto.randomUUID(),
            requestHash: 'x',
            recordedAt: clock.now(),
          });
        });
        const results = await Promise.allSettled([
          ...payers.slice(0, 4).map((userId, i) => recordPayment(onConnection(i % 2), payment(userId, [month]))),
          ...around,
        ]);
        expect(
          results.slice(0, 4).map((r) => r.status),
          `round ${round}`,
        ).toEqual(Array(4).fill('fulfilled'));
        for (const r of results.slice(4)) outcomes.add(r.status === 'fulfilled' ? 'accepted' : databaseFailureReason(r.reason).slice(0, 5));
      }
      // Only the chain's own refusal (23514), never a broken chain.
      expect(
        [...outcomes].every((o) => o === 'accepted' || o === '23514'),
        [...outcomes].join(', '),
      ).toBe(true);
      await expectBalanced();
    },
  );

  it('four due-day sweeps at once remind each member who owes once', { timeout: 60_000 }, async () => {
    await setup;
    const sent: number[][] = databases.map(() => []);
    const notifiers: PushNotifier[] = databases.map((_, i) => ({
      async sendToUsers(userIds: readonly number[], message: PushMessage): Promise<PushOutcome> {
        expect(message.kind).toBe('dues-reminder');
        sent[i].push(...userIds);
        return { reachedUserIds: [...userIds], devices: userIds.length, delivered: userIds.length, removed: 0 };
      },
    }));
    // 2026-05-20 12:00 in Seoul is the due day (20th) past 10:00.
    await Promise.all(databases.map((d, i) => sweepDuesReminders({ db: d.db, notifier: notifiers[i], now: clock.now() })));
    const all = sent.flat();
    expect(all.length).toBe(new Set(all).size);
    expect(all.length).toBeGreaterThan(0);
    await Promise.all(databases.map((d, i) => sweepDuesReminders({ db: d.db, notifier: notifiers[i], now: clock.now() })));
    expect(sent.flat()).toHaveLength(all.length);
  });
});
