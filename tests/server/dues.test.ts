/**
 * Dues (decision 060) through the API on the seeded database (FC 한강, the clock at
 * 2026-05-20 in Seoul): the settings and their validation, writes before them, exemptions across
 * months and years, payments over several months and the board's statuses and totals, the issue's
 * scene (30,000 원 a month, two payments, a 110,000 원 pitch cost split among 9), a member's account and
 * history, who sees what (a shared board, or only one's own row; the ledger's 403 5017), the sidebar's
 * badge, and whom a cost is split among by default.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DuesAttendees, DuesBoard, DuesExemption, DuesLedger, DuesSettings, LedgerEntry, MyDuesAccount } from '#contract/dues.ts';
import { errorCodes } from '#contract/error-codes.ts';
import type { Scrimmage } from '#contract/scrimmages.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { eq } from 'drizzle-orm';
import { databaseFailureReason } from '#server/db/errors.ts';
import { duesRates, memberships, scheduleAttendance, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { costBody, duesPath, duesPayers, expectDues, expectRefused, pay, paymentBody, saveSettings, settingsBody } from './dues-fixtures.ts';
import { createItem, people, trainingBody } from './schedule-fixtures.ts';
import { scrimmageAt, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const codes = errorCodes;

let t: TestApp;
let admin: string;
let member: string;

beforeEach(async () => {
  t = await database.fresh();
  admin = await tokenFor(t, people.admin.id);
  member = await tokenFor(t, people.member.id);
});

const board = (token: string, query = '?from=2026-03&to=2026-05') => expectDues<DuesBoard>(t, 'GET', duesPath(`/months${query}`), token, 200);
const me = (token = member) => expectDues<MyDuesAccount>(t, 'GET', duesPath('/me'), token, 200);
const rowOf = (b: DuesBoard, userId: number) => b.members.find((m) => m.userId === userId)!;
const statuses = (b: DuesBoard, userId: number) => rowOf(b, userId).cells.map((c) => c.status);
/** What the database said when it refused a write made around the app (SQLSTATE and words), or 'accepted'. */
const refusal = (write: PromiseLike<unknown>) =>
  Promise.resolve(write).then(
    () => 'accepted',
    (error: unknown) => databaseFailureReason(error),
  );

describe('settings', () => {
  it('are the defaults, not configured, until an admin saves them; writes before that are refused with 409 5016', async () => {
    const before = await expectDues<DuesSettings>(t, 'GET', duesPath('/settings'), admin, 200);
    expect(before).toEqual({
      teamId: 1,
      configured: false,
      monthlyAmount: 0,
      dueDay: 10,
      startMonth: '2026-05',
      membersSeeEachOther: true,
      remindOnDueDay: true,
      pauseOnLeave: true,
      rates: [],
      rateChanges: [],
      exemptions: [],
    });
    const notConfigured = codes.DUES_NOT_CONFIGURED.code;
    await expectRefused(t, 'POST', duesPath('/payments'), admin, 409, notConfigured, paymentBody(people.member.id, 30_000, ['2026-05']));
    await expectRefused(t, 'POST', duesPath('/costs'), admin, 409, notConfigured, costBody(10_000, [people.member.id]));
    await expectRefused(t, 'POST', duesPath('/entries'), admin, 409, notConfigured, {
      clientId: crypto.randomUUID(),
      kind: 'INCOME',
      amount: 1,
      occurredOn: '2026-05-20',
      label: '후원',
    });
    await expectRefused(t, 'POST', duesPath('/exemptions'), admin, 409, notConfigured, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2026-05',
    });
    await expectRefused(t, 'POST', duesPath('/entries/1/reversal'), admin, 409, notConfigured, { clientId: crypto.randomUUID(), reason: '정정' });
    // No exemption can exist yet: deleting one is "not found".
    await expectRefused(t, 'DELETE', duesPath('/exemptions/1'), admin, 404, codes.NOTFOUND_EXEMPTION.code);
    // Reads answer, saying it is not set up.
    const empty = await board(member);
    expect(empty).toMatchObject({ configured: false, monthlyAmount: 0, rates: [], balance: 0, visibility: 'ALL' });
    expect(empty.members.every((m) => m.owed === 0 && m.cells.every((c) => c.status === 'NONE' && c.due === 0))).toBe(true);
    expect(empty.totals).toEqual(['2026-03', '2026-04', '2026-05'].map((month) => ({ month, expected: 0, collected: 0, missing: 0 })));
    expect(await me()).toMatchObject({ configured: false, charged: 0, paid: 0, owed: 0, history: [] });
    expect(await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger'), member, 200)).toEqual({
      teamId: 1,
      year: 2026,
      openingBalance: 0,
      balance: 0,
      entries: [],
    });

    const saved = await saveSettings(t, admin);
    // The first amount applies from the start month.
    expect(saved).toEqual({
      teamId: 1,
      configured: true,
      ...settingsBody(),
      // Left out of the body: on by default (decision 091).
      pauseOnLeave: true,
      rates: [{ fromMonth: '2026-03', amount: 30_000 }],
      exemptions: [],
      rateChanges: [{ fromMonth: '2026-03', amount: 30_000, setAt: t.clock.now().toISOString(), setById: people.admin.id, setByName: people.admin.name }],
    });
    expect(await expectDues(t, 'GET', duesPath('/settings'), admin, 200)).toEqual(saved);
    // Saving again changes them in place.
    expect(await saveSettings(t, admin, { dueDay: 25, membersSeeEachOther: false })).toMatchObject({ dueDay: 25, membersSeeEachOther: false });
  });

  it('change the monthly amount from a month on: the months before keep theirs, and who paid them in full stays paid', async () => {
    await saveSettings(t, admin);
    const payer = (await duesPayers(t)).find((p) => p.id !== people.admin.id)!.id;
    await pay(t, admin, payer, 60_000, ['2026-03', '2026-04']);
    // A raise from June (the clock is in May): May keeps 30,000, June on is 35,000.
    const raised = (await saveSettings(t, admin, { monthlyAmount: 35_000, amountFromMonth: '2026-06' })) as DuesSettings;
    expect(raised).toMatchObject({
      monthlyAmount: 30_000,
      rates: [
        { fromMonth: '2026-03', amount: 30_000 },
        { fromMonth: '2026-06', amount: 35_000 },
      ],
    });
    // Saving the other settings with this month's amount keeps the raise.
    expect(await saveSettings(t, admin, { dueDay: 15 })).toMatchObject({ dueDay: 15, rates: raised.rates });
    const shown = await board(member, '?from=2026-03&to=2026-07');
    expect(shown.monthlyAmount).toBe(30_000);
    expect(shown.rates).toEqual(raised.rates);
    expect(rowOf(shown, payer).cells.map((c) => [c.month, c.due, c.status])).toEqual([
      ['2026-03', 30_000, 'PAID'],
      ['2026-04', 30_000, 'PAID'],
      ['2026-05', 30_000, 'UNPAID'],
      ['2026-06', 35_000, 'UNPAID'],
      ['2026-07', 35_000, 'UNPAID'],
    ]);
    // What they owe now is through May: nothing of June's yet.
    expect(rowOf(shown, payer).owed).toBe(30_000);
    // A payment for June spreads at June's amount.
    expect((await pay(t, admin, payer, 65_000, ['2026-05', '2026-06'])).months).toEqual([
      { month: '2026-05', amount: 30_000 },
      { month: '2026-06', amount: 35_000 },
    ]);

    // Without a month, a change applies from this month; going back to the amount before drops the change.
    expect(((await saveSettings(t, admin, { monthlyAmount: 32_000 })) as DuesSettings).rates).toEqual([
      { fromMonth: '2026-03', amount: 30_000 },
      { fromMonth: '2026-05', amount: 32_000 },
    ]);
    expect(((await saveSettings(t, admin, { monthlyAmount: 30_000, amountFromMonth: '2026-05' })) as DuesSettings).rates).toEqual([
      { fromMonth: '2026-03', amount: 30_000 },
    ]);
    await expectRefused(t, 'PUT', duesPath('/settings'), admin, 400, 400, settingsBody({ amountFromMonth: '2026-13' }));
  });

  it('refuse to re-price a month before this one (409 5024 naming amountFromMonth): a month paid in full stays paid', async () => {
    // The first save prices every month from the start, past ones too: nothing was priced before.
    await saveSettings(t, admin);
    const payer = (await duesPayers(t)).find((p) => p.id !== people.admin.id)!.id;
    await pay(t, admin, payer, 30_000, ['2026-03']);
    const fields = await expectRefused(
      t,
      'PUT',
      duesPath('/settings'),
      admin,
      409,
      codes.DUES_PAST_MONTH_AMOUNT.code,
      settingsBody({ monthlyAmount: 40_000, amountFromMonth: '2026-03' }),
    );
    expect(fields).toEqual([{ field: 'amountFromMonth', message: '새 금액은 2026년 5월부터 적용할 수 있습니다.' }]);
    await expectRefused(
      t,
      'PUT',
      duesPath('/settings'),
      admin,
      409,
      codes.DUES_PAST_MONTH_AMOUNT.code,
      settingsBody({ monthlyAmount: 40_000, amountFromMonth: '2026-04', dueDay: 20 }),
    );
    // Nothing of a refused save is kept, the due day neither; March is still paid in full.
    const after = await expectDues<DuesSettings>(t, 'GET', duesPath('/settings'), admin, 200);
    expect(after).toMatchObject({ dueDay: 10, rates: [{ fromMonth: '2026-03', amount: 30_000 }] });
    expect(rowOf(await board(admin), payer).cells.map((c) => [c.month, c.due, c.status])).toEqual([
      ['2026-03', 30_000, 'PAID'],
      ['2026-04', 30_000, 'UNPAID'],
      ['2026-05', 30_000, 'UNPAID'],
    ]);
    // A past month named with the amount it already has changes nothing, so it is no re-pricing.
    expect(await saveSettings(t, admin, { amountFromMonth: '2026-03', dueDay: 20 })).toMatchObject({ dueDay: 20, rates: after.rates });
    // This month on is a change like any other.
    expect(await saveSettings(t, admin, { monthlyAmount: 40_000, amountFromMonth: '2026-05' })).toMatchObject({ monthlyAmount: 40_000 });
  });

  it('keep every change of the amount as a row of its own, listed newest first with who made it; the database refuses to change or delete one', async () => {
    await saveSettings(t, admin);
    t.clock.advance(3_600_000);
    admin = await tokenFor(t, people.admin.id);
    const second = await tokenFor(t, seedPerson('park-jihun').id);
    await saveSettings(t, second, { monthlyAmount: 35_000, amountFromMonth: '2027-01' });
    // A change from earlier takes the later one's place in force; the later one stays in the history.
    const saved = (await saveSettings(t, admin, { monthlyAmount: 32_000, amountFromMonth: '2026-09' })) as DuesSettings;
    expect(saved.rates).toEqual([
      { fromMonth: '2026-03', amount: 30_000 },
      { fromMonth: '2026-09', amount: 32_000 },
    ]);
    expect(saved.rateChanges.map((c) => [c.fromMonth, c.amount, c.setByName])).toEqual([
      ['2026-09', 32_000, people.admin.name],
      ['2027-01', 35_000, seedPerson('park-jihun').name],
      ['2026-03', 30_000, people.admin.name],
    ]);
    const rows = await t.database.db.select().from(duesRates).where(eq(duesRates.teamId, 1)).orderBy(duesRates.id);
    expect(rows.map((r) => [r.fromMonth, r.amount])).toEqual([
      ['2026-03', 30_000],
      ['2027-01', 35_000],
      ['2026-09', 32_000],
    ]);
    const first = eq(duesRates.id, rows[0].id);
    expect(await refusal(t.database.db.update(duesRates).set({ amount: 40_000 }).where(first))).toMatch(/^23001 dues_rates rows are never updated/);
    expect(await refusal(t.database.db.delete(duesRates).where(first))).toMatch(/^23001 dues_rates rows are never deleted/);
  });

  it('refuse what is not whole won, a day outside 1–28, a month that is no YYYY-MM: 400 naming each field', async () => {
    const fields = async (json: object) => ((await expectRefused(t, 'PUT', duesPath('/settings'), admin, 400, 400, json)) ?? []).map((f) => f.field).sort();
    expect(await fields(settingsBody({ dueDay: 0 }))).toEqual(['dueDay']);
    expect(await fields(settingsBody({ dueDay: 29 }))).toEqual(['dueDay']);
    expect(await fields(settingsBody({ dueDay: 10.5 }))).toEqual(['dueDay']);
    expect(await fields(settingsBody({ monthlyAmount: -1 }))).toEqual(['monthlyAmount']);
    expect(await fields(settingsBody({ monthlyAmount: 30_000.5 }))).toEqual(['monthlyAmount']);
    expect(await fields(settingsBody({ startMonth: '2026-13' }))).toEqual(['startMonth']);
    expect(await fields({ ...settingsBody({ startMonth: '2026-3' }), membersSeeEachOther: 'yes' })).toEqual(['membersSeeEachOther', 'startMonth']);
    // 1 and 28 and 0 won (no monthly dues) are fine.
    await saveSettings(t, admin, { dueDay: 1, monthlyAmount: 0 });
    await saveSettings(t, admin, { dueDay: 28 });
  });

  it("are the admins': a member hears 403 5006, someone of another team 403 5005", async () => {
    await expectRefused(t, 'GET', duesPath('/settings'), member, 403, codes.NOT_TEAM_ADMIN.code);
    await expectRefused(t, 'PUT', duesPath('/settings'), member, 403, codes.NOT_TEAM_ADMIN.code, settingsBody());
    await expectRefused(t, 'GET', duesPath('/settings'), await tokenFor(t, people.outsider.id), 403, codes.NOT_TEAM_MEMBER.code);
    await expectRefused(t, 'GET', duesPath('/settings', 999), admin, 404, codes.NOTFOUND_TEAM.code);
  });
});

describe('exemptions', () => {
  beforeEach(async () => {
    await saveSettings(t, admin, { startMonth: '2025-11' });
  });

  it("take a member's months out of dues, across a year, until further notice, and back when ended", async () => {
    const across = await expectDues<DuesExemption>(t, 'POST', duesPath('/exemptions'), admin, 201, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2025-12',
      toMonth: '2026-02',
      reason: ' 부상 ',
    });
    expect(across).toMatchObject({ userId: people.member.id, userName: people.member.name, fromMonth: '2025-12', toMonth: '2026-02', reason: '부상' });
    const open = await expectDues<DuesExemption>(t, 'POST', duesPath('/exemptions'), admin, 201, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2026-05',
    });
    expect(open).toMatchObject({ toMonth: null, reason: null });
    expect((await expectDues<DuesSettings>(t, 'GET', duesPath('/settings'), admin, 200)).exemptions.map((e) => e.id)).toEqual([across.id, open.id]);

    const b = await board(admin, '?from=2025-11&to=2026-06');
    expect(statuses(b, people.member.id)).toEqual(['UNPAID', 'EXEMPT', 'EXEMPT', 'EXEMPT', 'UNPAID', 'UNPAID', 'EXEMPT', 'EXEMPT']);
    expect(rowOf(b, people.member.id).cells.map((c) => c.due)).toEqual([30_000, 0, 0, 0, 30_000, 30_000, 0, 0]);
    // Owed: November, March and April (this month is exempt).
    expect(rowOf(b, people.member.id).owed).toBe(90_000);
    expect(rowOf(b, people.admin.id).owed).toBe(7 * 30_000);

    await expectDues(t, 'DELETE', duesPath(`/exemptions/${open.id}`), admin, 204);
    expect(statuses(await board(admin, '?from=2026-05&to=2026-06'), people.member.id)).toEqual(['UNPAID', 'UNPAID']);
    expect((await me()).owed).toBe(120_000);
    await expectRefused(t, 'DELETE', duesPath(`/exemptions/${open.id}`), admin, 404, codes.NOTFOUND_EXEMPTION.code);
  });

  it(
    'are idempotent on the client id: the same request answers the same exemption, also to another admin; another request with the id is 409 ' + '6032',
    async () => {
      const sent = { clientId: crypto.randomUUID(), userId: people.member.id, fromMonth: '2026-06', toMonth: null, reason: '군 복무' };
      const first = await expectDues<DuesExemption>(t, 'POST', duesPath('/exemptions'), admin, 201, sent);
      expect(await expectDues(t, 'POST', duesPath('/exemptions'), admin, 201, sent)).toEqual(first);
      expect(await expectDues(t, 'POST', duesPath('/exemptions'), await tokenFor(t, seedPerson('park-jihun').id), 201, { ...sent })).toEqual(first);
      const conflict = await call(t, 'POST', duesPath('/exemptions'), { token: admin, json: { ...sent, reason: '부상' } });
      expect(await body(conflict)).toEqual({ status: 409, code: codes.CLIENT_ID_CONFLICT.code, message: codes.CLIENT_ID_CONFLICT.message, data: null });
      expect(codes.CLIENT_ID_CONFLICT.message).toMatch(/내용을 바꾼 요청에는 새 clientId/);
      // Four requests with the id, one exemption.
      expect((await expectDues<DuesSettings>(t, 'GET', duesPath('/settings'), admin, 200)).exemptions.map((e) => e.id)).toEqual([first.id]);
      // A client id is required, as for the ledger's writes.
      const fields = await expectRefused(t, 'POST', duesPath('/exemptions'), admin, 400, 400, { userId: people.member.id, fromMonth: '2026-06' });
      expect(fields?.map((f) => f.field)).toEqual(['clientId']);
    },
  );

  it("refuse an end before the start (400 naming toMonth), someone outside the team (404 5009), another team's exemption (404 5022)", async () => {
    const fields = await expectRefused(t, 'POST', duesPath('/exemptions'), admin, 400, 400, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2026-05',
      toMonth: '2026-04',
    });
    expect(fields?.map((f) => f.field)).toEqual(['toMonth']);
    await expectRefused(t, 'POST', duesPath('/exemptions'), admin, 404, codes.NOTFOUND_TEAM_MEMBER.code, {
      clientId: crypto.randomUUID(),
      userId: people.loner.id,
      fromMonth: '2026-05',
    });
    await saveSettings(t, await tokenFor(t, people.outsider.id), {}, teamIds.gwanak);
    const theirs = await expectDues<DuesExemption>(t, 'POST', duesPath('/exemptions', teamIds.gwanak), await tokenFor(t, people.outsider.id), 201, {
      clientId: crypto.randomUUID(),
      userId: people.outsider.id,
      fromMonth: '2026-05',
    });
    await expectRefused(t, 'DELETE', duesPath(`/exemptions/${theirs.id}`), admin, 404, codes.NOTFOUND_EXEMPTION.code);
    await expectRefused(t, 'POST', duesPath('/exemptions'), member, 403, codes.NOT_TEAM_ADMIN.code, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2026-05',
    });
  });
});

describe('payments and the board', () => {
  beforeEach(async () => {
    await saveSettings(t, admin);
  });

  it("spread a payment over months in order, ahead on the last; the board's statuses, what each owes and the months' totals", async () => {
    const payers = await duesPayers(t);
    const [a, b, c] = payers.map((p) => p.id).filter((id) => id !== people.admin.id);
    const quarter = await pay(t, admin, a, 90_000, ['2026-05', '2026-03', '2026-04']);
    expect(quarter).toMatchObject({
      kind: 'PAYMENT',
      amount: 90_000,
      balance: 90_000,
      userId: a,
      method: 'TRANSFER',
      recordedById: people.admin.id,
      recordedByName: people.admin.name,
      reversedById: null,
    });
    expect(quarter.months).toEqual([
      { month: '2026-03', amount: 30_000 },
      { month: '2026-04', amount: 30_000 },
      { month: '2026-05', amount: 30_000 },
    ]);
    const partial = await pay(t, admin, b, 45_000, ['2026-03', '2026-04'], { method: 'CASH' });
    expect(partial.months).toEqual([
      { month: '2026-03', amount: 30_000 },
      { month: '2026-04', amount: 15_000 },
    ]);
    // Paying the rest of April and a month ahead: April first, then June gets the rest.
    const rest = await pay(t, admin, b, 45_000, ['2026-04', '2026-06']);
    expect(rest.months).toEqual([
      { month: '2026-04', amount: 15_000 },
      { month: '2026-06', amount: 30_000 },
    ]);
    // More than owed: the rest is paid ahead on the last month.
    const ahead = await pay(t, admin, c, 100_000, ['2026-03']);
    expect(ahead.months).toEqual([{ month: '2026-03', amount: 100_000 }]);

    const shown = await board(member, '?from=2026-03&to=2026-06');
    expect(shown).toMatchObject({
      configured: true,
      visibility: 'ALL',
      monthlyAmount: 30_000,
      dueDay: 10,
      months: ['2026-03', '2026-04', '2026-05', '2026-06'],
      balance: 280_000,
    });
    expect(shown.members.map((m) => m.userId)).toEqual(payers.map((p) => p.id));
    expect(statuses(shown, a)).toEqual(['PAID', 'PAID', 'PAID', 'UNPAID']);
    expect(statuses(shown, b)).toEqual(['PAID', 'PAID', 'UNPAID', 'PAID']);
    expect(statuses(shown, c)).toEqual(['PAID', 'UNPAID', 'UNPAID', 'UNPAID']);
    expect(rowOf(shown, a).owed).toBe(0);
    expect(rowOf(shown, b).owed).toBe(0);
    expect(rowOf(shown, c).owed).toBe(-10_000);
    expect(rowOf(shown, people.admin.id).owed).toBe(90_000);
    const n = payers.length;
    expect(shown.totals).toEqual([
      { month: '2026-03', expected: n * 30_000, collected: 160_000, missing: (n - 3) * 30_000 },
      { month: '2026-04', expected: n * 30_000, collected: 60_000, missing: (n - 2) * 30_000 },
      { month: '2026-05', expected: n * 30_000, collected: 30_000, missing: (n - 1) * 30_000 },
      { month: '2026-06', expected: n * 30_000, collected: 30_000, missing: (n - 1) * 30_000 },
    ]);
    // A partly paid month.
    await pay(t, admin, people.admin.id, 10_000, ['2026-05']);
    expect(rowOf(await board(admin), people.admin.id).cells[2]).toEqual({ month: '2026-05', due: 30_000, paid: 10_000, status: 'PARTIAL' });
  });

  it('refuses a payment whose months are all paid in full already (409 5021), not a partial or advance one', async () => {
    await pay(t, admin, people.member.id, 60_000, ['2026-03', '2026-04']);
    await expectRefused(t, 'POST', duesPath('/payments'), admin, 409, codes.DUES_MONTHS_PAID.code, paymentBody(people.member.id, 30_000, ['2026-04']));
    await expectRefused(
      t,
      'POST',
      duesPath('/payments'),
      admin,
      409,
      codes.DUES_MONTHS_PAID.code,
      paymentBody(people.member.id, 60_000, ['2026-03', '2026-04']),
    );
    // One month still open among them: allowed, and it goes there.
    expect((await pay(t, admin, people.member.id, 30_000, ['2026-04', '2026-05'])).months).toEqual([{ month: '2026-05', amount: 30_000 }]);
    await pay(t, admin, people.member.id, 10_000, ['2026-06']);
    expect((await pay(t, admin, people.member.id, 10_000, ['2026-06'])).months).toEqual([{ month: '2026-06', amount: 10_000 }]);
    // No months: towards cost shares, always allowed.
    expect((await pay(t, admin, people.member.id, 5_000, [])).months).toEqual([]);
  });

  it('refuses someone outside the team (404 5009), months for a guest player (400 months), bad amounts and months (400)', async () => {
    await expectRefused(t, 'POST', duesPath('/payments'), admin, 404, codes.NOTFOUND_TEAM_MEMBER.code, paymentBody(people.outsider.id, 30_000, ['2026-05']));
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '회비 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: 1, createdBy: people.admin.id, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: 1, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });
    expect((await expectRefused(t, 'POST', duesPath('/payments'), admin, 400, 400, paymentBody(guest.id, 30_000, ['2026-05'])))?.map((f) => f.field)).toEqual([
      'months',
    ]);
    // A guest may pay a share of a cost, and is no row of the board.
    await pay(t, admin, guest.id, 12_000, []);
    expect((await board(admin)).members.map((m) => m.userId)).not.toContain(guest.id);
    const fields = async (json: object) => ((await expectRefused(t, 'POST', duesPath('/payments'), admin, 400, 400, json)) ?? []).map((f) => f.field).sort();
    expect(await fields(paymentBody(people.member.id, 0, ['2026-05']))).toEqual(['amount']);
    expect(await fields(paymentBody(people.member.id, 1.5, ['2026-05']))).toEqual(['amount']);
    expect(await fields(paymentBody(people.member.id, 30_000, ['2026-05', '2026-05']))).toEqual(['months']);
    expect(await fields(paymentBody(people.member.id, 30_000, ['2026-5']))).toEqual(['months.0']);
    expect(await fields(paymentBody(people.member.id, 30_000, ['2026-05'], { method: 'CARD', clientId: 'x' }))).toEqual(['clientId', 'method']);
    // A day the calendar does not have, or out of the ledger's years.
    expect(await fields(paymentBody(people.member.id, 30_000, ['2026-05'], { paidOn: '2026-02-30' }))).toEqual(['paidOn']);
    expect(await fields(paymentBody(people.member.id, 30_000, ['2026-05'], { paidOn: '1999-12-31' }))).toEqual(['paidOn']);
  });

  it('shows 6 months up to this month by default, at most 12, and refuses an end before the start (400 naming to)', async () => {
    expect((await board(member, '')).months).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    expect((await board(member, '?to=2026-02')).months).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect((await board(member, '?from=2026-11')).months).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']);
    expect((await board(member, '?from=2026-01&to=2026-12')).months).toHaveLength(12);
    expect((await expectRefused(t, 'GET', duesPath('/months?from=2026-01&to=2027-01'), member, 400, 400))?.map((f) => f.field)).toEqual(['to']);
    expect((await expectRefused(t, 'GET', duesPath('/months?from=2026-05&to=2026-04'), member, 400, 400))?.map((f) => f.field)).toEqual(['to']);
    expect((await expectRefused(t, 'GET', duesPath('/months?from=2026-13'), member, 400, 400))?.map((f) => f.field)).toEqual(['from']);
    // Before the start, nothing is due.
    expect(statuses(await board(member, '?from=2026-01&to=2026-03'), people.member.id)).toEqual(['NONE', 'NONE', 'UNPAID']);
    await expectRefused(t, 'GET', duesPath('/months'), await tokenFor(t, people.outsider.id), 403, codes.NOT_TEAM_MEMBER.code);
  });
});

describe('a payment for a month with nothing charged', () => {
  beforeEach(async () => {
    await saveSettings(t, admin);
  });

  it('is refused with 409 5023 naming the month — before the start, exempt, before joining — and records nothing', async () => {
    const refused = async (userId: number, months: string[]) => {
      const response = await call(t, 'POST', duesPath('/payments'), { token: admin, json: paymentBody(userId, 30_000, months) });
      const envelope = await body<{ field: string; message: string }[]>(response);
      expect([response.status, envelope.code]).toEqual([409, codes.DUES_MONTH_NOT_CHARGED.code]);
      expect(envelope.data?.map((f) => f.field)).toEqual(['months']);
      return envelope.message;
    };
    // Before the dues start (March): the board would show 2월 납부 and 미납 합계 0원 beside an unpaid March.
    expect(await refused(people.member.id, ['2026-02'])).toMatch(/^2026년 2월에는 부과된 회비가 없습니다/);
    await expectDues(t, 'POST', duesPath('/exemptions'), admin, 201, {
      clientId: crypto.randomUUID(),
      userId: people.member.id,
      fromMonth: '2026-05',
      toMonth: '2026-05',
    });
    expect(await refused(people.member.id, ['2026-04', '2026-05'])).toMatch(/^2026년 5월에는/);
    // Someone who joined in May owes nothing for April.
    await t.database.db.insert(memberships).values({ teamId: 1, userId: people.loner.id, teamRole: 'USER', joinedAt: t.clock.now() });
    expect(await refused(people.loner.id, ['2026-04'])).toMatch(/^2026년 4월에는/);
    expect((await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger'), admin, 200)).entries).toEqual([]);
    const row = rowOf(await board(admin, '?from=2026-02&to=2026-05'), people.member.id);
    expect(row.cells.map((c) => c.status)).toEqual(['NONE', 'UNPAID', 'UNPAID', 'EXEMPT']);
    expect(row.owed).toBe(60_000);
    // Charged months, and no month at all (credit towards shares), are still recorded.
    expect((await pay(t, admin, people.member.id, 30_000, ['2026-03'])).months).toEqual([{ month: '2026-03', amount: 30_000 }]);
    expect((await pay(t, admin, people.loner.id, 30_000, [])).months).toEqual([]);
  });
});

describe('a member who withdraws', () => {
  beforeEach(async () => {
    await saveSettings(t, admin);
  });

  it('stays on the board as a row without a name, with the months they were charged and what they still owe', async () => {
    await pay(t, admin, people.member.id, 30_000, ['2026-03']);
    await expectDues(t, 'POST', duesPath('/costs'), admin, 201, costBody(10_000, [people.member.id, people.admin.id]));
    const before = await board(admin);
    expect(rowOf(before, people.member.id).owed).toBe(65_000);

    await expectDues(t, 'PATCH', '/api/v1/users/withdraw', member, 204);
    const after = await board(admin);
    expect(after.members.map((m) => m.userId)).not.toContain(people.member.id);
    expect(after.formerMembers).toEqual([
      {
        userId: people.member.id,
        cells: [
          { month: '2026-03', due: 30_000, paid: 30_000, status: 'PAID' },
          { month: '2026-04', due: 30_000, paid: 0, status: 'UNPAID' },
          { month: '2026-05', due: 30_000, paid: 0, status: 'UNPAID' },
        ],
        owed: 65_000,
      },
    ]);
    // 예정 and 미납 still count them; their name is nowhere on the board.
    expect(after.totals).toEqual(before.totals);
    expect(JSON.stringify(after)).not.toContain(people.member.name);

    // The month after they left charges them nothing; what they owe stays.
    t.clock.advance(31 * 24 * 3600_000);
    const later = await board(await tokenFor(t, people.admin.id), '?from=2026-05&to=2026-06');
    expect(later.formerMembers).toEqual([
      { userId: people.member.id, cells: [expect.objectContaining({ status: 'UNPAID' }), { month: '2026-06', due: 0, paid: 0, status: 'NONE' }], owed: 65_000 },
    ]);
    expect(later.totals[1].expected).toBe(later.members.length * 30_000);
  });

  it('is shown to members while the team shares the board, never to a member who sees only their own row', async () => {
    const other = (await duesPayers(t)).find((p) => p.id !== people.admin.id && p.id !== people.member.id)!;
    await expectDues(t, 'PATCH', '/api/v1/users/withdraw', member, 204);
    const otherToken = await tokenFor(t, other.id);
    expect((await board(otherToken)).formerMembers.map((f) => [f.userId, f.owed])).toEqual([[people.member.id, 90_000]]);
    await saveSettings(t, admin, { membersSeeEachOther: false });
    const own = await board(otherToken);
    expect(own.formerMembers).toEqual([]);
    expect(own.totals).toEqual((await board(admin)).totals);
  });
});

describe("the issue's scene", () => {
  it(
    "30,000 원 a month, two payments, a 110,000 원 pitch cost split among 9 attendees: 12,223 × 2 and 12,222 × 7; a member's balance and the shared " + 'board',
    async () => {
      await saveSettings(t, admin, { startMonth: '2026-05' });
      const first = await pay(t, admin, people.member.id, 30_000, ['2026-05']);
      const second = await pay(t, admin, people.admin.id, 60_000, ['2026-05', '2026-06'], { method: 'CASH', note: '두 달치' });
      expect([first.balance, second.balance]).toEqual([30_000, 90_000]);

      // The 9 who answered 참석 to Saturday's training: the attendees the cost is split among.
      const item = await createItem(t, admin);
      const payers = await duesPayers(t);
      const others = payers.filter((p) => p.id !== people.member.id && p.id !== people.admin.id).slice(0, 7);
      const nine = payers.filter((p) => p.id === people.member.id || p.id === people.admin.id || others.includes(p));
      await t.database.db
        .insert(scheduleAttendance)
        .values(nine.map((p) => ({ scheduleId: item.id, userId: p.id, answer: 'ATTEND' as const, answeredAt: t.clock.now() })));
      const attendees = await expectDues<DuesAttendees>(t, 'GET', duesPath(`/attendees?scheduleId=${item.id}`), admin, 200);
      const listed = nine.map((p) => ({ userId: p.id, name: p.name }));
      expect(attendees).toEqual({ source: 'ATTENDANCE', people: listed, sources: [{ source: 'ATTENDANCE', people: listed }] });
      // Sent in another order: the split still follows name order.
      const cost = await expectDues<LedgerEntry>(
        t,
        'POST',
        duesPath('/costs'),
        admin,
        201,
        costBody(110_000, attendees.people.map((p) => p.userId).reverse(), { scheduleId: item.id, note: '망원 구장' }),
      );
      expect(cost).toMatchObject({ kind: 'COST', amount: -110_000, balance: -20_000, category: 'PITCH', scheduleId: item.id, matchId: null, userId: null });
      expect(cost.shares).toEqual(nine.map((p, i) => ({ userId: p.id, userName: p.name, amount: i < 2 ? 12_223 : 12_222 })));
      expect(cost.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(110_000);

      const share = cost.shares.find((s) => s.userId === people.member.id)!.amount;
      const account = await me();
      expect(account).toMatchObject({ configured: true, monthlyAmount: 30_000, dueDay: 10, charged: 30_000 + share, paid: 30_000, owed: share });
      expect(account.history).toEqual([
        { kind: 'SHARE', date: '2026-05-20', amount: -share, label: '구장비 나눔 (5/30 토요 오전 훈련)', entryId: cost.id },
        { kind: 'PAYMENT', date: '2026-05-20', amount: 30_000, label: '납부 · 계좌이체', entryId: first.id },
        { kind: 'DUES', date: '2026-05-01', amount: -30_000, label: '2026년 5월 회비', entryId: null },
      ]);
      expect(account.cells).toHaveLength(12);
      expect(account.cells.at(-1)).toEqual({ month: '2026-05', due: 30_000, paid: 30_000, status: 'PAID' });
      expect(account.cells[0]).toEqual({ month: '2025-06', due: 0, paid: 0, status: 'NONE' });

      // The member sees the shared board: everyone's row, the balance.
      const shown = await board(member, '?from=2026-05&to=2026-05');
      expect(shown.visibility).toBe('ALL');
      expect(shown.balance).toBe(-20_000);
      expect(shown.members.length).toBeGreaterThan(9);
      expect(rowOf(shown, people.member.id)).toMatchObject({ owed: share, cells: [{ month: '2026-05', due: 30_000, paid: 30_000, status: 'PAID' }] });
      expect(rowOf(shown, people.admin.id).owed).toBe(30_000 + cost.shares.find((s) => s.userId === people.admin.id)!.amount - 60_000);
    },
  );
});

describe('who sees what', () => {
  beforeEach(async () => {
    await saveSettings(t, admin, { membersSeeEachOther: false });
    await pay(t, admin, people.admin.id, 30_000, ['2026-03']);
  });

  it('a team that keeps status private shows a member only their own row (totals still over everyone), and the ledger to admins only (403 5017)', async () => {
    const own = await board(member);
    expect(own.visibility).toBe('OWN');
    expect(own.members.map((m) => m.userId)).toEqual([people.member.id]);
    const all = await board(admin);
    expect(all.visibility).toBe('ALL');
    expect(all.members.length).toBe((await duesPayers(t)).length);
    expect(own.totals).toEqual(all.totals);
    expect(own.totals[0].collected).toBe(30_000);
    await expectRefused(t, 'GET', duesPath('/ledger'), member, 403, codes.DUES_PRIVATE.code);
    expect((await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger'), admin, 200)).entries).toHaveLength(1);
    // Their own account is always theirs.
    expect((await me()).owed).toBe(90_000);

    await saveSettings(t, admin, { membersSeeEachOther: true });
    expect((await board(member)).visibility).toBe('ALL');
    expect((await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger'), member, 200)).entries).toHaveLength(1);
  });

  it('another team sees nothing: 403 5005 on every read', async () => {
    const outsider = await tokenFor(t, people.outsider.id);
    for (const path of ['/months', '/ledger', '/me', '/settings', '/attendees?scheduleId=1']) {
      await expectRefused(t, 'GET', duesPath(path), outsider, 403, codes.NOT_TEAM_MEMBER.code);
    }
  });
});

describe("a member's account", () => {
  it('lists dues per month, shares, payments and corrections newest first, adding up to what they owe', async () => {
    await saveSettings(t, admin, { startMonth: '2026-03' });
    const match = await insertMatch(t, {
      home: teamIds.hangang,
      away: teamIds.seongsu,
      lineup: [
        { teamId: teamIds.hangang, userId: people.member.id, grid: 1 },
        { teamId: teamIds.hangang, userId: people.admin.id, grid: 2 },
      ],
    });
    const attendees = await expectDues<DuesAttendees>(t, 'GET', duesPath(`/attendees?matchId=${match.matchId}`), admin, 200);
    expect(attendees.source).toBe('LINEUP');
    const referee = await expectDues<LedgerEntry>(
      t,
      'POST',
      duesPath('/costs'),
      admin,
      201,
      costBody(
        30_001,
        attendees.people.map((p) => p.userId),
        { category: 'REFEREE', matchId: match.matchId, spentOn: '2026-05-16' },
      ),
    );
    const drinks = await expectDues<LedgerEntry>(
      t,
      'POST',
      duesPath('/costs'),
      admin,
      201,
      costBody(9_000, [people.member.id], { category: 'DRINKS', spentOn: '2026-05-18' }),
    );
    const payment = await pay(t, admin, people.member.id, 60_000, ['2026-03', '2026-04'], { paidOn: '2026-04-02' });
    t.clock.advance(24 * 3600_000);
    [admin, member] = [await tokenFor(t, people.admin.id), await tokenFor(t, people.member.id)];
    const undone = await expectDues<LedgerEntry>(t, 'POST', duesPath(`/entries/${drinks.id}/reversal`), admin, 201, {
      clientId: crypto.randomUUID(),
      reason: '중복 기록',
    });
    const refereeShare = referee.shares.find((s) => s.userId === people.member.id)!.amount;

    const account = await me();
    expect(account.history).toEqual(
      [
        { kind: 'REVERSAL', date: '2026-05-21', amount: 9_000, label: '음료 나눔 정정 · 중복 기록', entryId: undone.id },
        { kind: 'SHARE', date: '2026-05-18', amount: -9_000, label: '음료 나눔 (5/18)', entryId: drinks.id },
        { kind: 'SHARE', date: '2026-05-16', amount: -refereeShare, label: expect.stringMatching(/^심판비 나눔 \(\d+\/\d+ .+\)$/), entryId: referee.id },
        { kind: 'DUES', date: '2026-05-01', amount: -30_000, label: '2026년 5월 회비', entryId: null },
        { kind: 'DUES', date: '2026-04-01', amount: -30_000, label: '2026년 4월 회비', entryId: null },
        { kind: 'PAYMENT', date: '2026-04-02', amount: 60_000, label: '납부 · 계좌이체', entryId: payment.id },
        { kind: 'DUES', date: '2026-03-01', amount: -30_000, label: '2026년 3월 회비', entryId: null },
      ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
    );
    // Signed as the ledger signs money: a payment in is +, as its entry; the lines add up to −owed.
    expect(account.history.reduce((sum, line) => sum + line.amount, 0)).toBe(-account.owed);
    expect(account).toMatchObject({ charged: 90_000 + refereeShare, paid: 60_000, owed: 30_000 + refereeShare });
  });
});

describe("the sidebar's badge", () => {
  it('is what the person owes each team, 0 without dues, paid ahead or nothing owed', async () => {
    const teamsOf = async (userId: number) => await expectDues<MyTeamListItem[]>(t, 'GET', `/api/v1/users/${userId}/teams`, await tokenFor(t, userId), 200);
    expect((await teamsOf(people.member.id)).map((team) => team.duesOwed)).toEqual([0]);
    await saveSettings(t, admin);
    await expectDues(t, 'POST', duesPath('/costs'), admin, 201, costBody(10_000, [people.member.id, people.admin.id]));
    expect((await teamsOf(people.member.id)).find((team) => team.id === 1)?.duesOwed).toBe(3 * 30_000 + 5_000);
    await pay(t, admin, people.member.id, 200_000, ['2026-03', '2026-04', '2026-05', '2026-06']);
    expect((await teamsOf(people.member.id)).find((team) => team.id === 1)?.duesOwed).toBe(0);
    // In two teams: each its own figure (관악 has no dues).
    const figures = await teamsOf(seedPerson('song-minho').id);
    expect(figures).toHaveLength(2);
    expect(figures.map((team) => [team.id, team.duesOwed])).toEqual(figures.map((team) => [team.id, team.id === 1 ? 90_000 : 0]));
  });
});

describe('the attendees of an item', () => {
  beforeEach(async () => {
    await saveSettings(t, admin);
  });

  it("offer a 자체전's check-in first (its members, not its guest), then its 참석 answers with the one who did not come", async () => {
    const scene = await scrimmageAt(t, 'CHECK_IN');
    const { scheduleId } = await expectDues<Scrimmage>(t, 'GET', scene.path(), admin, 200);
    const noShow = people.admin;
    const came = squad.players.slice(0, 3).map((p) => ({ userId: p.id }));
    await t.database.db
      .insert(scheduleAttendance)
      .values([came[0]!.userId, noShow.id].map((userId) => ({ scheduleId, userId, answer: 'ATTEND' as const, answeredAt: t.clock.now() })));
    const answer = await expectDues<DuesAttendees>(t, 'GET', duesPath(`/attendees?scheduleId=${scheduleId}`), admin, 200);
    const ids = (list: readonly { userId: number }[]) => list.map((p) => p.userId).sort((a, b) => a - b);
    expect(answer.source).toBe('CHECK_IN');
    expect(ids(answer.people)).toEqual(ids(came));
    expect(answer.sources.map((x) => [x.source, ids(x.people)])).toEqual([
      ['CHECK_IN', ids(came)],
      ['ATTENDANCE', ids([came[0]!, { userId: noShow.id }])],
    ]);
  });

  it("are the lineup, else the 참석 answers, else nobody; exactly one of scheduleId and matchId; the team's own items only", async () => {
    const item = await createItem(t, admin);
    expect(await expectDues(t, 'GET', duesPath(`/attendees?scheduleId=${item.id}`), admin, 200)).toEqual({ source: 'NONE', people: [], sources: [] });
    expect((await expectRefused(t, 'GET', duesPath('/attendees'), admin, 400, 400))?.map((f) => f.field)).toEqual(['scheduleId']);
    expect((await expectRefused(t, 'GET', duesPath(`/attendees?scheduleId=${item.id}&matchId=1`), admin, 400, 400))?.map((f) => f.field)).toEqual([
      'scheduleId',
    ]);
    const theirs = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.seongsu });
    await expectRefused(t, 'GET', duesPath(`/attendees?matchId=${theirs.matchId}`), admin, 404, codes.NOTFOUND_MATCH.code);
    await expectRefused(t, 'GET', duesPath('/attendees?scheduleId=999999'), admin, 404, codes.NOTFOUND_SCHEDULE.code);
    await expectRefused(t, 'GET', duesPath(`/attendees?scheduleId=${item.id}`), member, 403, codes.NOT_TEAM_ADMIN.code);
  });

  it("offer every list that has anyone — an upcoming match's lineup and its item's 참석 answers — and a cost is recorded for it ahead", async () => {
    // Next week's match (the clock is at 5/20): the lineup is set, and three answered 참석 to its item.
    const match = await insertMatch(t, {
      home: teamIds.hangang,
      away: teamIds.seongsu,
      lineup: [{ teamId: teamIds.hangang, userId: people.admin.id, grid: 1 }],
    });
    const item = await createItem(t, admin, { ...trainingBody(), kind: 'MATCH', matchId: match.matchId });
    const three = (await duesPayers(t)).slice(0, 3);
    await t.database.db
      .insert(scheduleAttendance)
      .values(three.map((p) => ({ scheduleId: item.id, userId: p.id, answer: 'ATTEND' as const, answeredAt: t.clock.now() })));
    const lineup = [{ userId: people.admin.id, name: people.admin.name }];
    const attending = three.map((p) => ({ userId: p.id, name: p.name }));
    const expected = {
      source: 'LINEUP',
      people: lineup,
      sources: [
        { source: 'LINEUP', people: lineup },
        { source: 'ATTENDANCE', people: attending },
      ],
    };
    expect(await expectDues(t, 'GET', duesPath(`/attendees?matchId=${match.matchId}`), admin, 200)).toEqual(expected);
    expect(await expectDues(t, 'GET', duesPath(`/attendees?scheduleId=${item.id}`), admin, 200)).toEqual(expected);
    // The pitch is paid ahead, split among those who said they would come.
    const cost = await expectDues<LedgerEntry>(
      t,
      'POST',
      duesPath('/costs'),
      admin,
      201,
      costBody(
        90_000,
        attending.map((p) => p.userId),
        { matchId: match.matchId },
      ),
    );
    expect(cost).toMatchObject({
      matchId: match.matchId,
      scheduleId: null,
      shares: attending.map((p) => ({ userId: p.userId, userName: p.name, amount: 30_000 })),
    });
  });
});
