/**
 * The ledger's writes (decision 060), TEAM_ADMIN only, each under the team's dues lock with its client
 * id (ledger-lock.ts): a member's payment over months, a match-day cost split among who came, other
 * income or expense, and the reversal of a mistaken entry. Each answers the entry as the ledger shows it.
 */
import { and, eq } from 'drizzle-orm';
import type { DuesCostRequest, DuesEntryRequest, DuesPaymentRequest, DuesReversalRequest, LedgerEntry } from '#contract/dues.ts';
import { allocatePayment, dueFor, reversalAmount, reversalRefusal, splitCost } from '#machines/dues.ledger.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import type { Db, Tx } from '../db/client.ts';
import { ledgerAllocations, ledgerEntries, ledgerShares, schedules } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { findMatch, sideOf } from '../matches/access.ts';
import { owedForMonth } from './accounts.ts';
import { readEntry } from './entries.ts';
import { monthName } from './labels.ts';
import { type DuesSetup, readExemptions, readMembers, readPaidByMonth, rulesOf } from './facts.ts';
import { appendEntry, duesRequestHash, previousEntry, withLockedDues } from './ledger-lock.ts';

export interface WriteContext {
  db: Db;
  teamId: number;
  adminId: number;
  now: Date;
}

/** Runs one idempotent write and answers its entry (the first one's, for a repeated request). */
async function idempotentWrite(
  { db, teamId }: WriteContext,
  clientId: string,
  hash: string,
  write: (tx: Tx, settings: DuesSetup) => Promise<number>,
): Promise<LedgerEntry> {
  return withLockedDues(db, teamId, {}, async (tx, settings) => {
    const id = (await previousEntry(tx, teamId, clientId, hash)) ?? (await write(tx, settings));
    return readEntry(tx, teamId, id);
  });
}

const recorded = (ctx: WriteContext, clientId: string, hash: string) => ({ clientId, requestHash: hash, recordedBy: ctx.adminId, recordedAt: ctx.now });

/**
 * A member paid: `months` are paid in calendar order, each what it still owes, the rest ahead on the
 * last (allocatePayment). A listed month with no dues charged is refused (409 5023); every listed month
 * already paid in full — another admin just recorded it — too (409 5021); a partial or advance payment
 * is not. No months: towards their cost shares, or credit.
 */
export function recordPayment(ctx: WriteContext, body: DuesPaymentRequest): Promise<LedgerEntry> {
  const hash = duesRequestHash('payment', null, body);
  return idempotentWrite(ctx, body.clientId, hash, async (tx, settings) => {
    const [person] = await readMembers(tx, ctx.teamId, [body.userId]);
    if (!person) throw new ApiError('NOTFOUND_TEAM_MEMBER');
    let allocations: { month: string; amount: number }[] = [];
    if (body.months.length > 0) {
      if (person.guest) throw new ApiError('BAD_REQUEST', [{ field: 'months', message: '용병은 월 회비를 내지 않습니다. 달을 고르지 않고 기록해주세요.' }]);
      const rules = rulesOf(settings);
      const sorted = [...body.months].sort();
      const [exemptions, paid] = await Promise.all([
        readExemptions(tx, ctx.teamId, [person.userId]),
        readPaidByMonth(tx, ctx.teamId, sorted[0], sorted[sorted.length - 1], [person.userId]),
      ]);
      // A month with nothing charged (before the start or joining, exempt, 0 won) cannot be paid: the
      // board would show it paid while a charged month stays open and 미납 합계 reads 0 (decision 072).
      const uncharged = sorted.filter((month) => dueFor(rules, person, exemptions, month) === 0);
      if (uncharged.length > 0) {
        const message = `${uncharged.map(monthName).join(', ')}에는 부과된 회비가 없습니다. 부과된 달을 고르거나, 달을 고르지 않고 기록해주세요.`;
        throw new ApiError('DUES_MONTH_NOT_CHARGED', [{ field: 'months', message }], {}, message);
      }
      const paidInFull = (month: string) => owedForMonth(rules, person, exemptions, paid, month) === 0;
      if (sorted.every(paidInFull)) throw new ApiError('DUES_MONTHS_PAID');
      allocations = allocatePayment(body.amount, sorted, (month) => owedForMonth(rules, person, exemptions, paid, month));
    }
    const { id } = await appendEntry(tx, ctx.teamId, {
      kind: 'PAYMENT',
      amount: body.amount,
      occurredOn: body.paidOn,
      method: body.method,
      note: body.note || null,
      userId: person.userId,
      ...recorded(ctx, body.clientId, hash),
    });
    if (allocations.length > 0) await tx.insert(ledgerAllocations).values(allocations.map((a) => ({ entryId: id, ...a })));
    return id;
  });
}

/** The schedule item or match a cost is for must be the team's (404 5011 / 6007). */
async function requireItem(tx: Tx, teamId: number, body: DuesCostRequest): Promise<void> {
  if (body.scheduleId !== null) {
    const [item] = await tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.id, body.scheduleId), eq(schedules.teamId, teamId)));
    if (!item) throw new ApiError('NOTFOUND_SCHEDULE');
  }
  // A match the team does not play in is not found here, whether or not it exists.
  if (body.matchId !== null && sideOf(await findMatch(tx, body.matchId), teamId) === null) throw new ApiError('NOTFOUND_MATCH');
}

/**
 * The team paid a match-day cost (out: a negative amount), split exactly among `userIds` — current
 * members (404 5009 otherwise) — in name order: the floor each, one won more for the first ones (splitCost).
 */
export function recordCost(ctx: WriteContext, body: DuesCostRequest): Promise<LedgerEntry> {
  const hash = duesRequestHash('cost', null, body);
  return idempotentWrite(ctx, body.clientId, hash, async (tx) => {
    await requireItem(tx, ctx.teamId, body);
    const people = await readMembers(tx, ctx.teamId, body.userIds);
    if (people.length !== body.userIds.length) throw new ApiError('NOTFOUND_TEAM_MEMBER');
    const shares = splitCost(
      body.amount,
      people.map((p) => p.userId),
    );
    const { id } = await appendEntry(tx, ctx.teamId, {
      kind: 'COST',
      amount: -body.amount,
      occurredOn: body.spentOn,
      category: body.category,
      note: body.note || null,
      scheduleId: body.scheduleId,
      matchId: body.matchId,
      ...recorded(ctx, body.clientId, hash),
    });
    await tx.insert(ledgerShares).values(shares.map((s) => ({ entryId: id, ...s })));
    return id;
  });
}

/** Other money in (INCOME, positive) or out (EXPENSE, negative). */
export function recordOther(ctx: WriteContext, body: DuesEntryRequest): Promise<LedgerEntry> {
  const hash = duesRequestHash('entry', null, body);
  return idempotentWrite(ctx, body.clientId, hash, async (tx) => {
    const { id } = await appendEntry(tx, ctx.teamId, {
      kind: body.kind,
      amount: body.kind === 'INCOME' ? body.amount : -body.amount,
      occurredOn: body.occurredOn,
      label: body.label,
      note: body.note || null,
      ...recorded(ctx, body.clientId, hash),
    });
    return id;
  });
}

/**
 * Corrects an entry with one of the same amount the other way, dated today (Seoul), naming it and
 * carrying its payer, method, category and item so it reads beside it. Refused: no such entry of the
 * team (404 5018, also another team's id), a reversal (409 5020), an entry already reversed (409 5019).
 * A reversed payment no longer pays its months nor counts as the member's; a reversed cost's shares
 * no longer count (facts.ts `notReversed`).
 */
export function reverseEntry(ctx: WriteContext, entryId: number, body: DuesReversalRequest): Promise<LedgerEntry> {
  const hash = duesRequestHash('reversal', entryId, body);
  return idempotentWrite(ctx, body.clientId, hash, async (tx) => {
    const [entry] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.teamId, ctx.teamId)));
    if (!entry) throw new ApiError('NOTFOUND_LEDGER_ENTRY');
    const [reversed] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesId, entry.id));
    const refusal = reversalRefusal(entry, reversed !== undefined);
    if (refusal === 'IS_REVERSAL') throw new ApiError('REVERSAL_NOT_REVERSIBLE');
    if (refusal === 'ALREADY_REVERSED') throw new ApiError('ENTRY_ALREADY_REVERSED');
    const { id } = await appendEntry(tx, ctx.teamId, {
      kind: 'REVERSAL',
      amount: reversalAmount(entry),
      occurredOn: seoulDate(ctx.now),
      label: body.reason,
      reversesId: entry.id,
      userId: entry.userId,
      method: entry.method,
      category: entry.category,
      scheduleId: entry.scheduleId,
      matchId: entry.matchId,
      ...recorded(ctx, body.clientId, hash),
    });
    return id;
  });
}
