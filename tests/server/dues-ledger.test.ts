/**
 * The dues ledger's guarantees (decision 060) on the seeded database: reversals (the amount the other
 * way, the balance, what stops counting, the refusals), idempotent client ids (the same request answers
 * the same entry and writes nothing; another body is 409 6032), admins writing at once (PGlite runs one
 * transaction at a time, so these check that the requests queue on the team's dues lock and see each
 * other's entries — the real overlap is tests/production/dues-postgres.test.ts's), the ledger's rules
 * held by the database (the balance chain, no update nor delete), a year of the ledger, and another team's ids, which are never found.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DuesBoard, DuesLedger, LedgerEntry, MyDuesAccount } from '#contract/dues.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { databaseFailureReason } from '#server/db/errors.ts';
import { duesRates, duesSettings, ledgerEntries, schedules, teams } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { costBody, duesPath, duesPayers, expectDues, expectRefused, pay, paymentBody, saveSettings } from './dues-fixtures.ts';
import { createItem, people } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const codes = errorCodes;

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await database.fresh();
  admin = await tokenFor(t, people.admin.id);
  await saveSettings(t, admin);
});

const entryBody = (kind: 'INCOME' | 'EXPENSE', amount: number, extra: object = {}) => ({
  clientId: crypto.randomUUID(),
  kind,
  amount,
  occurredOn: '2026-05-20',
  label: kind === 'INCOME' ? '후원금' : '새 공',
  ...extra,
});
const reverse = (entryId: number, extra: object = {}) =>
  expectDues<LedgerEntry>(t, 'POST', duesPath(`/entries/${entryId}/reversal`), admin, 201, { clientId: crypto.randomUUID(), reason: '잘못 기록함', ...extra });
const ledger = (query = '') => expectDues<DuesLedger>(t, 'GET', duesPath(`/ledger${query}`), admin, 200);
const board = (query = '?from=2026-03&to=2026-05') => expectDues<DuesBoard>(t, 'GET', duesPath(`/months${query}`), admin, 200);
const rowOf = (b: DuesBoard, userId: number) => b.members.find((m) => m.userId === userId)!;
const entryRows = () => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.teamId, 1)).orderBy(ledgerEntries.id);

/** Every balance is the one before plus the entry, and the last is the sum of all. */
async function expectBalanced(): Promise<number> {
  const rows = await entryRows();
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(row.balance, `entry ${row.id}`).toBe(running);
  }
  return running;
}

describe('reversals', () => {
  it('record the same amount the other way, dated today, naming the entry; a reversed payment no longer pays its months nor counts as paid', async () => {
    const payment = await pay(t, admin, people.member.id, 60_000, ['2026-03', '2026-04'], { note: '3, 4월' });
    const income = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('INCOME', 100_000));
    t.clock.advance(2 * 24 * 3600_000);
    admin = await tokenFor(t, people.admin.id);
    const reversal = await reverse(payment.id, { reason: '  금액 착오  ' });
    expect(reversal).toMatchObject({
      kind: 'REVERSAL',
      amount: -60_000,
      balance: 100_000,
      occurredOn: '2026-05-22',
      label: '금액 착오',
      reversesId: payment.id,
      reversedById: null,
      userId: people.member.id,
      userName: people.member.name,
      method: 'TRANSFER',
      months: [],
      shares: [],
      recordedById: people.admin.id,
    });
    const shown = await ledger();
    expect(shown.entries.map((e) => [e.id, e.kind, e.amount, e.balance, e.reversedById])).toEqual([
      [payment.id, 'PAYMENT', 60_000, 60_000, reversal.id],
      [income.id, 'INCOME', 100_000, 160_000, null],
      [reversal.id, 'REVERSAL', -60_000, 100_000, null],
    ]);
    expect(rowOf(await board(), people.member.id).cells.map((c) => c.status)).toEqual(['UNPAID', 'UNPAID', 'UNPAID']);
    const account = await expectDues<MyDuesAccount>(t, 'GET', duesPath('/me'), await tokenFor(t, people.member.id), 200);
    expect(account).toMatchObject({ paid: 0, owed: 90_000 });
    expect(account.history.filter((l) => l.entryId !== null).map((l) => [l.kind, l.amount, l.label])).toEqual([
      ['REVERSAL', -60_000, '납부 정정 · 금액 착오'],
      ['PAYMENT', 60_000, '납부 · 계좌이체'],
    ]);
    // The months can be paid again.
    await pay(t, admin, people.member.id, 30_000, ['2026-03']);
    expect(await expectBalanced()).toBe(130_000);
  });

  it("of a cost takes its shares off everyone's account; of other income or expense, only the balance", async () => {
    const [a, b] = (await duesPayers(t)).map((p) => p.id);
    const cost = await expectDues<LedgerEntry>(t, 'POST', duesPath('/costs'), admin, 201, costBody(20_001, [a, b], { category: 'DRINKS' }));
    expect(cost.shares.map((s) => s.amount)).toEqual([10_001, 10_000]);
    expect(rowOf(await board(), a).owed).toBe(90_000 + 10_001);
    const reversal = await reverse(cost.id);
    expect(reversal).toMatchObject({ amount: 20_001, balance: 0, category: 'DRINKS', userId: null });
    expect(rowOf(await board(), a).owed).toBe(90_000);
    const expense = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('EXPENSE', 25_000));
    expect(expense).toMatchObject({ kind: 'EXPENSE', amount: -25_000, balance: -25_000, label: '새 공' });
    expect((await reverse(expense.id)).balance).toBe(0);
    expect(await expectBalanced()).toBe(0);
  });

  it("are refused for an entry already reversed (409 5019), for a reversal (409 5020), for no entry or another team's (404 5018)", async () => {
    const income = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('INCOME', 5_000));
    const reversal = await reverse(income.id);
    await expectRefused(t, 'POST', duesPath(`/entries/${income.id}/reversal`), admin, 409, codes.ENTRY_ALREADY_REVERSED.code, {
      clientId: crypto.randomUUID(),
      reason: '또',
    });
    await expectRefused(t, 'POST', duesPath(`/entries/${reversal.id}/reversal`), admin, 409, codes.REVERSAL_NOT_REVERSIBLE.code, {
      clientId: crypto.randomUUID(),
      reason: '취소의 취소',
    });
    await expectRefused(t, 'POST', duesPath('/entries/999999/reversal'), admin, 404, codes.NOTFOUND_LEDGER_ENTRY.code, {
      clientId: crypto.randomUUID(),
      reason: '없음',
    });
    const other = await tokenFor(t, people.outsider.id);
    await saveSettings(t, other, {}, teamIds.gwanak);
    const theirs = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries', teamIds.gwanak), other, 201, entryBody('INCOME', 7_000));
    await expectRefused(t, 'POST', duesPath(`/entries/${theirs.id}/reversal`), admin, 404, codes.NOTFOUND_LEDGER_ENTRY.code, {
      clientId: crypto.randomUUID(),
      reason: '남의 것',
    });
    expect((await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger', teamIds.gwanak), other, 200)).entries.map((e) => e.reversedById)).toEqual([null]);
    expect(
      (await expectRefused(t, 'POST', duesPath(`/entries/${income.id}/reversal`), admin, 400, 400, { clientId: crypto.randomUUID(), reason: '  ' }))?.map(
        (f) => f.field,
      ),
    ).toEqual(['reason']);
    await expectRefused(t, 'POST', duesPath(`/entries/${income.id}/reversal`), await tokenFor(t, people.member.id), 403, codes.NOT_TEAM_ADMIN.code, {
      clientId: crypto.randomUUID(),
      reason: '회원',
    });
  });
});

describe('idempotent client ids', () => {
  it('answer the same entry to the same request and write nothing; another body with the id is 409 6032', async () => {
    const sent = paymentBody(people.member.id, 30_000, ['2026-03']);
    const first = await expectDues<LedgerEntry>(t, 'POST', duesPath('/payments'), admin, 201, sent);
    const again = await expectDues<LedgerEntry>(t, 'POST', duesPath('/payments'), admin, 201, sent);
    expect(again).toEqual(first);
    // Even by another admin: the id is the team's.
    expect(await expectDues<LedgerEntry>(t, 'POST', duesPath('/payments'), await tokenFor(t, seedAdminTwo()), 201, sent)).toEqual(first);
    await expectRefused(t, 'POST', duesPath('/payments'), admin, 409, codes.CLIENT_ID_CONFLICT.code, { ...sent, amount: 31_000 });
    // The id of a payment on another kind of write is another request too.
    await expectRefused(t, 'POST', duesPath('/entries'), admin, 409, codes.CLIENT_ID_CONFLICT.code, entryBody('INCOME', 30_000, { clientId: sent.clientId }));
    expect(await entryRows()).toHaveLength(1);

    // A reversal repeated after it went through answers the reversal, not "already reversed".
    const correction = { clientId: crypto.randomUUID(), reason: '정정' };
    const reversal = await expectDues<LedgerEntry>(t, 'POST', duesPath(`/entries/${first.id}/reversal`), admin, 201, correction);
    expect(await expectDues<LedgerEntry>(t, 'POST', duesPath(`/entries/${first.id}/reversal`), admin, 201, correction)).toEqual(reversal);
    // The same id and reason for another entry is another request.
    const other = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('INCOME', 1_000));
    await expectRefused(t, 'POST', duesPath(`/entries/${other.id}/reversal`), admin, 409, codes.CLIENT_ID_CONFLICT.code, correction);
    // A cost repeated.
    const cost = costBody(9_000, [people.member.id]);
    expect(await expectDues(t, 'POST', duesPath('/costs'), admin, 201, cost)).toEqual(await expectDues(t, 'POST', duesPath('/costs'), admin, 201, cost));
    expect(await entryRows()).toHaveLength(4);
    await expectBalanced();
  });
});

/** FC 한강's second admin. */
const seedAdminTwo = () => seedPerson('park-jihun').id;

describe('admins at once', () => {
  it('ten payments for different months and members at once: ten entries, every balance the sum before it', async () => {
    const payers = (await duesPayers(t)).slice(0, 5).map((p) => p.id);
    const second = await tokenFor(t, seedAdminTwo());
    const bodies = payers.flatMap((userId) => ['2026-03', '2026-04'].map((month) => paymentBody(userId, 30_000, [month])));
    const answers = await Promise.all(bodies.map((json, i) => call(t, 'POST', duesPath('/payments'), { token: i % 2 ? second : admin, json })));
    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 201));
    const entries = await Promise.all(answers.map(async (r) => (await body<LedgerEntry>(r)).data));
    expect(entries.map((e) => e.balance).sort((x, y) => x - y)).toEqual(bodies.map((_, i) => (i + 1) * 30_000));
    expect(await expectBalanced()).toBe(300_000);
    const shown = await board();
    for (const userId of payers) expect(rowOf(shown, userId).cells.map((c) => c.status)).toEqual(['PAID', 'PAID', 'UNPAID']);
  });

  it('the same request ten times at once records it once', async () => {
    const json = paymentBody(people.member.id, 30_000, ['2026-03']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t, 'POST', duesPath('/payments'), { token: admin, json: i % 2 ? json : { ...json } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (r) => (await body<LedgerEntry>(r)).data.id)));
    expect(ids.size).toBe(1);
    expect(await entryRows()).toHaveLength(1);
  });

  it('two admins paying the same month for the same member with their own ids: one 201, the others 409 5021', async () => {
    const second = await tokenFor(t, seedAdminTwo());
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t, 'POST', duesPath('/payments'), {
          token: i % 2 ? second : admin,
          json: paymentBody(people.member.id, 30_000, ['2026-04']),
        }),
      ),
    );
    const outcomes = await Promise.all(answers.map(async (r) => `${r.status}${r.status === 201 ? '' : ` ${(await body(r)).code}`}`));
    expect(outcomes.sort()).toEqual(['201', ...Array(5).fill(`409 ${codes.DUES_MONTHS_PAID.code}`)]);
    expect(rowOf(await board(), people.member.id).cells[1]).toEqual({ month: '2026-04', due: 30_000, paid: 30_000, status: 'PAID' });
  });
});

describe("the ledger's rules in the database", () => {
  /** A row written around the app's writes, with the balance it claims. */
  const slipIn = (amount: number, balance: number, teamId = 1) =>
    t.database.db.insert(ledgerEntries).values({
      teamId,
      kind: 'INCOME',
      amount,
      balance,
      occurredOn: '2026-05-20',
      label: '몰래',
      clientId: crypto.randomUUID(),
      requestHash: 'x',
      recordedAt: t.clock.now(),
    });
  /** What the database said when it refused (its SQLSTATE and words), or 'accepted'. */
  const refusal = (write: PromiseLike<unknown>) =>
    Promise.resolve(write).then(
      () => 'accepted',
      (error: unknown) => databaseFailureReason(error),
    );

  it('refuses a row written around the writes whose balance does not continue the last one; the next write goes through', async () => {
    await pay(t, admin, people.member.id, 30_000, ['2026-03']);
    // Its balance says 0, the chain says 30,000 + 5,000.
    expect(await refusal(slipIn(5_000, 0))).toMatch(
      /^23514 ledger entry \d+ of team 1: balance 0 is not the balance before it \(30000\) plus its amount \(5000\)/,
    );
    const next = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('INCOME', 1_000));
    expect(next.balance).toBe(31_000);
    // A row that does continue it is a row like any other (the rule is the chain, not who wrote it).
    expect(await refusal(slipIn(4_000, 35_000))).toBe('accepted');
    expect(await expectBalanced()).toBe(35_000);
  });

  it('refuses to update or delete an entry: a correction is a reversal', async () => {
    const payment = await pay(t, admin, people.member.id, 30_000, ['2026-03']);
    const byId = eq(ledgerEntries.id, payment.id);
    expect(await refusal(t.database.db.update(ledgerEntries).set({ amount: 3_000, balance: 3_000 }).where(byId))).toMatch(
      /^23001 ledger_entries rows are never updated/,
    );
    expect(await refusal(t.database.db.update(ledgerEntries).set({ note: '고침' }).where(byId))).toMatch(/^23001 ledger_entries rows are never updated/);
    expect(await refusal(t.database.db.update(ledgerEntries).set({ userId: people.admin.id }).where(byId))).toMatch(
      /^23001 ledger_entries rows are never updated \(only user_id may be set to null\)/,
    );
    expect(await refusal(t.database.db.delete(ledgerEntries).where(byId))).toMatch(/^23001 ledger_entries rows are never deleted/);
    expect(await entryRows()).toMatchObject([{ id: payment.id, amount: 30_000, balance: 30_000, note: null }]);
  });

  it('still lets a deleted schedule item leave a cost, and a deleted team take its ledger with it', async () => {
    const item = await createItem(t, admin, { title: '구장 예약', kind: 'TRAINING', startAt: '2026-05-30T09:00:00+09:00', endAt: '2026-05-30T11:00:00+09:00' });
    const cost = await expectDues<LedgerEntry>(t, 'POST', duesPath('/costs'), admin, 201, costBody(10_000, [people.member.id], { scheduleId: item.id }));
    await t.database.db.delete(schedules).where(eq(schedules.id, item.id));
    expect(await entryRows()).toMatchObject([{ id: cost.id, scheduleId: null, amount: -10_000 }]);

    const [team] = await t.database.db
      .insert(teams)
      .values({ name: '지워질 팀', teamColor: '#000000', bottomColor: '#000000', stockingColor: '#000000' })
      .returning({ id: teams.id });
    await t.database.db.insert(duesSettings).values({ teamId: team.id, dueDay: 10, startMonth: '2026-01', updatedAt: t.clock.now() });
    await t.database.db.insert(duesRates).values({ teamId: team.id, fromMonth: '2026-01', amount: 10_000 });
    await slipIn(7_000, 7_000, team.id);
    await t.database.db.delete(teams).where(eq(teams.id, team.id));
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.teamId, team.id))).toEqual([]);
    expect(await t.database.db.select().from(duesRates).where(eq(duesRates.teamId, team.id))).toEqual([]);
  });
});

describe('a year of the ledger', () => {
  it('lists the entries recorded in the year oldest first, with the balance before it, who recorded and who paid', async () => {
    t.clock.set(new Date('2025-12-31T14:59:00Z'));
    admin = await tokenFor(t, people.admin.id);
    const old = await expectDues<LedgerEntry>(t, 'POST', duesPath('/entries'), admin, 201, entryBody('INCOME', 40_000, { occurredOn: '2025-12-31' }));
    t.clock.set(new Date('2025-12-31T15:00:00Z'));
    admin = await tokenFor(t, people.admin.id);
    const payment = await pay(t, admin, people.member.id, 30_000, ['2026-03'], { paidOn: '2026-01-01', method: 'CASH' });
    const item = await createItem(t, admin, { title: '신년 경기', kind: 'TRAINING', startAt: '2026-01-04T09:00:00+09:00', endAt: '2026-01-04T11:00:00+09:00' });
    const cost = await expectDues<LedgerEntry>(t, 'POST', duesPath('/costs'), admin, 201, costBody(10_000, [people.member.id], { scheduleId: item.id }));

    const year = await ledger('?year=2026');
    expect(year).toMatchObject({ teamId: 1, year: 2026, openingBalance: 40_000, balance: 60_000 });
    expect(year.entries.map((e) => e.id)).toEqual([payment.id, cost.id]);
    expect(year.entries[0]).toMatchObject({
      userName: people.member.name,
      recordedByName: people.admin.name,
      method: 'CASH',
      occurredOn: '2026-01-01',
      months: [{ month: '2026-03', amount: 30_000 }],
    });
    expect(year.entries[1]).toMatchObject({ scheduleId: item.id, shares: [{ userId: people.member.id, userName: people.member.name, amount: 10_000 }] });
    expect(await ledger('?year=2025')).toMatchObject({ openingBalance: 0, balance: 40_000, entries: [{ id: old.id }] });
    expect(await ledger('?year=2030')).toEqual({ teamId: 1, year: 2030, openingBalance: 60_000, balance: 60_000, entries: [] });
    // The default is this year, by the clock.
    expect((await ledger()).year).toBe(2026);
    expect((await expectRefused(t, 'GET', duesPath('/ledger?year=1999'), admin, 400, 400))?.map((f) => f.field)).toEqual(['year']);
  });
});

describe("another team's ids", () => {
  it('are never found under ours: a schedule item (404 5011), a match (404 6007), people (404 5009)', async () => {
    const theirs = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.seongsu });
    await expectRefused(
      t,
      'POST',
      duesPath('/costs'),
      admin,
      404,
      codes.NOTFOUND_MATCH.code,
      costBody(10_000, [people.member.id], { matchId: theirs.matchId }),
    );
    await expectRefused(t, 'POST', duesPath('/costs'), admin, 404, codes.NOTFOUND_MATCH.code, costBody(10_000, [people.member.id], { matchId: 999_999 }));
    const other = await tokenFor(t, people.outsider.id);
    const item = await createItemOf(other);
    await expectRefused(t, 'POST', duesPath('/costs'), admin, 404, codes.NOTFOUND_SCHEDULE.code, costBody(10_000, [people.member.id], { scheduleId: item }));
    await expectRefused(t, 'POST', duesPath('/costs'), admin, 404, codes.NOTFOUND_TEAM_MEMBER.code, costBody(10_000, [people.member.id, people.outsider.id]));
    await expectRefused(t, 'POST', duesPath('/payments'), admin, 404, codes.NOTFOUND_TEAM_MEMBER.code, paymentBody(people.outsider.id, 10_000, []));
    const fields = await expectRefused(t, 'POST', duesPath('/costs'), admin, 400, 400, costBody(10_000, [people.member.id], { scheduleId: 1, matchId: 1 }));
    expect(fields?.map((f) => f.field)).toEqual(['matchId']);
    expect(await entryRows()).toHaveLength(0);
  });
});

async function createItemOf(token: string): Promise<number> {
  const response = await call(t, 'POST', `/api/v1/teams/${teamIds.gwanak}/schedules`, {
    token,
    json: { title: '관악 훈련', kind: 'TRAINING', startAt: '2026-05-30T09:00:00+09:00', endAt: '2026-05-30T11:00:00+09:00' },
  });
  expect(response.status).toBe(201);
  return (await body<{ id: number }>(response)).data.id;
}
