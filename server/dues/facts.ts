/**
 * What dues are computed from, read from the database (decision 060): the team's settings, who owes
 * dues (current members who sign in, with the month they joined), exemptions, and the ledger summed the
 * way accounts need it — months paid per member, shares of costs, payments — always leaving out an
 * entry that was reversed (its reversal is the correction; the pair no longer counts for anyone).
 * The arithmetic over these is machines/dues.ledger.ts's.
 */
import { and, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type DuesRate, type DuesRules, type Exemption, type Month, ratesInForce } from '#machines/dues.ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  duesExemptions,
  duesFormerMembers,
  duesRates,
  duesSettings,
  ledgerAllocations,
  ledgerEntries,
  ledgerShares,
  memberships,
  users,
} from '../db/schema.ts';
import { leaveMonths } from '#machines/member-status.ts';
import { memberStatuses } from '../db/schema-status.ts';
import { monthOf } from './months.ts';

export type DuesSettingsRow = typeof duesSettings.$inferSelect;
/** The settings with the monthly amounts in force (at least one once set up): what accounts are computed from. */
export type DuesSetup = DuesSettingsRow & { rates: DuesRate[] };

/** The entry of the row has not been reversed (a reversal names it). */
export const notReversed: SQL = sql`not exists (select 1 from ${ledgerEntries} as reversal where reversal.reverses_id = ${ledgerEntries.id})`;

/** Each team's monthly amounts in force, in month order: its changes applied in the order made (decision 071). */
export async function readRates(handle: DbOrTx, teamIds: readonly number[]): Promise<Map<number, DuesRate[]>> {
  const changes = new Map<number, DuesRate[]>();
  if (teamIds.length === 0) return changes;
  const rows = await handle
    .select()
    .from(duesRates)
    .where(inArray(duesRates.teamId, [...teamIds]))
    .orderBy(duesRates.teamId, duesRates.id);
  for (const { teamId, fromMonth, amount } of rows) changes.set(teamId, [...(changes.get(teamId) ?? []), { fromMonth, amount }]);
  return new Map([...changes].map(([teamId, list]) => [teamId, ratesInForce(list)]));
}

/** A settings row read with its team's monthly amounts. */
export async function withRates(handle: DbOrTx, settings: DuesSettingsRow): Promise<DuesSetup> {
  return { ...settings, rates: (await readRates(handle, [settings.teamId])).get(settings.teamId) ?? [] };
}

export async function readSettingsRow(handle: DbOrTx, teamId: number): Promise<DuesSetup | null> {
  const [row] = await handle.select().from(duesSettings).where(eq(duesSettings.teamId, teamId));
  return row ? withRates(handle, row) : null;
}

export const rulesOf = (settings: Pick<DuesSetup, 'rates' | 'startMonth'>): DuesRules => ({ rates: settings.rates, startMonth: settings.startMonth });

/** A current member as the board shows them. */
export interface DuesPerson {
  userId: number;
  name: string;
  backNumber: number | null;
  /** The Seoul month they joined the team. */
  joinedMonth: Month;
  /** A guest player (decision 028): never owes monthly dues, may have shares of costs. */
  guest: boolean;
  /** A person who withdrew (decision 072): the last month charged. Absent for current members. */
  leftMonth?: Month | null;
}

/** Name order (then id), the order of the board and of a split's remainder: by code unit, the same on every database. */
export function byName(a: { name: string; userId: number }, b: { name: string; userId: number }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.userId - b.userId;
}

/** The team's current members, guests included (flagged), in name order; `userIds` narrows it. */
export async function readMembers(handle: DbOrTx, teamId: number, userIds?: readonly number[]): Promise<DuesPerson[]> {
  const rows = await handle
    .select({
      userId: users.id,
      name: users.name,
      backNumber: memberships.backNumber,
      joinedAt: memberships.joinedAt,
      socialType: users.socialType,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), isNull(users.withdrawnAt), userIds ? inArray(memberships.userId, [...userIds]) : undefined));
  return rows
    .map((r) => ({ userId: r.userId, name: r.name, backNumber: r.backNumber, joinedMonth: monthOf(r.joinedAt), guest: r.socialType === 'GUEST' }))
    .sort(byName);
}

/**
 * The people who withdrew while members of the team (decision 072), in the order they left: what they
 * were charged and still owe stays on the board. Their name is the one withdrawal left ('탈퇴한 회원').
 */
export async function readFormerMembers(handle: DbOrTx, teamId: number): Promise<DuesPerson[]> {
  const rows = await handle
    .select({ userId: duesFormerMembers.userId, name: users.name, joinedMonth: duesFormerMembers.joinedMonth, leftMonth: duesFormerMembers.leftMonth })
    .from(duesFormerMembers)
    .innerJoin(users, eq(users.id, duesFormerMembers.userId))
    .where(eq(duesFormerMembers.teamId, teamId))
    .orderBy(duesFormerMembers.leftMonth, duesFormerMembers.userId);
  return rows.map((r) => ({ ...r, backNumber: null, guest: false }));
}

/** The admins' exemptions and the months paused by a leave (decision 091): what dues are charged around. */
export async function readExemptions(handle: DbOrTx, teamId: number, userIds?: readonly number[]): Promise<Exemption[]> {
  const [given, leaves] = await Promise.all([
    handle
      .select({ userId: duesExemptions.userId, fromMonth: duesExemptions.fromMonth, toMonth: duesExemptions.toMonth })
      .from(duesExemptions)
      .where(and(eq(duesExemptions.teamId, teamId), userIds ? inArray(duesExemptions.userId, [...userIds]) : undefined)),
    readLeaveExemptions(handle, [teamId], userIds),
  ]);
  return [...given, ...leaves.map(({ teamId: _team, ...leave }) => leave)];
}

/**
 * The whole months of each leave (machines/member-status.ts `leaveMonths`) in the teams that pause dues
 * on leave (`dues_settings.pause_on_leave`, on by default), as exemptions marked `leave`.
 */
export async function readLeaveExemptions(
  handle: DbOrTx,
  teamIds: readonly number[],
  userIds?: readonly number[],
): Promise<(Exemption & { teamId: number })[]> {
  if (teamIds.length === 0 || userIds?.length === 0) return [];
  const rows = await handle
    .select({ teamId: memberStatuses.teamId, userId: memberStatuses.userId, from: memberStatuses.fromDay, until: memberStatuses.untilDay })
    .from(memberStatuses)
    .innerJoin(duesSettings, eq(duesSettings.teamId, memberStatuses.teamId))
    .where(
      and(
        inArray(memberStatuses.teamId, [...teamIds]),
        eq(memberStatuses.kind, 'ON_LEAVE'),
        eq(duesSettings.pauseOnLeave, true),
        userIds ? inArray(memberStatuses.userId, [...userIds]) : undefined,
      ),
    );
  return rows.flatMap(({ teamId, userId, from, until }) => {
    const months = leaveMonths({ kind: 'ON_LEAVE', from, until });
    return months ? [{ teamId, userId, ...months, leave: true }] : [];
  });
}

/** userId → month → won of dues paid for it (payments not reversed), for the months `from`..`to`. */
export type PaidByMonth = Map<number, Map<Month, number>>;

export async function readPaidByMonth(handle: DbOrTx, teamId: number, from: Month, to: Month, userIds?: readonly number[]): Promise<PaidByMonth> {
  const rows = await handle
    .select({ userId: ledgerEntries.userId, month: ledgerAllocations.month, paid: sql<number>`sum(${ledgerAllocations.amount})`.mapWith(Number) })
    .from(ledgerAllocations)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerAllocations.entryId))
    .where(
      and(
        eq(ledgerEntries.teamId, teamId),
        eq(ledgerEntries.kind, 'PAYMENT'),
        notReversed,
        gte(ledgerAllocations.month, from),
        lte(ledgerAllocations.month, to),
        userIds ? inArray(ledgerEntries.userId, [...userIds]) : undefined,
      ),
    )
    .groupBy(ledgerEntries.userId, ledgerAllocations.month);
  const paid: PaidByMonth = new Map();
  for (const row of rows) {
    if (row.userId === null) continue;
    const months = paid.get(row.userId) ?? new Map<Month, number>();
    months.set(row.month, row.paid);
    paid.set(row.userId, months);
  }
  return paid;
}

export const paidFor = (paid: PaidByMonth, userId: number, month: Month): number => paid.get(userId)?.get(month) ?? 0;

/** userId → won of their shares of costs that were not reversed. */
export async function readShareTotals(handle: DbOrTx, teamId: number, userIds?: readonly number[]): Promise<Map<number, number>> {
  const rows = await handle
    .select({ userId: ledgerShares.userId, total: sql<number>`sum(${ledgerShares.amount})`.mapWith(Number) })
    .from(ledgerShares)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerShares.entryId))
    .where(and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.kind, 'COST'), notReversed, userIds ? inArray(ledgerShares.userId, [...userIds]) : undefined))
    .groupBy(ledgerShares.userId);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

/** userId → won they paid (payments not reversed). */
export async function readPaymentTotals(handle: DbOrTx, teamId: number, userIds?: readonly number[]): Promise<Map<number, number>> {
  const rows = await handle
    .select({ userId: ledgerEntries.userId, total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.kind, 'PAYMENT'), notReversed, userIds ? inArray(ledgerEntries.userId, [...userIds]) : undefined),
    )
    .groupBy(ledgerEntries.userId);
  const totals = new Map<number, number>();
  for (const row of rows) if (row.userId !== null) totals.set(row.userId, row.total);
  return totals;
}

/** The team's balance: the last entry's (0 before the first). */
export async function readBalance(handle: DbOrTx, teamId: number): Promise<number> {
  const [last] = await handle
    .select({ balance: ledgerEntries.balance })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, teamId))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return last?.balance ?? 0;
}

/** Current members who sign in (not guest players): the people monthly dues are charged to. */
export const paysDues = (person: DuesPerson): boolean => !person.guest;
