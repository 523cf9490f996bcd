/**
 * Member status in the database (decision 091): reading and writing a membership's status, and the SQL
 * form of machines/member-status.ts `isAwayOn` for the queries that must leave away people out inside
 * the database (the reminders' INSERT … SELECT). Both read the same row the same way: a period's kind
 * between its two days, both included (tests/server/member-status.test.ts holds them to each other).
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberStatus, MemberStatusEntry } from '#contract/member-status.ts';
import type { DbOrTx } from '../db/client.ts';
import { memberships, users } from '../db/schema.ts';
import { memberStatuses } from '../db/schema-status.ts';

const columns = { userId: memberStatuses.userId, kind: memberStatuses.kind, from: memberStatuses.fromDay, until: memberStatuses.untilDay };

const toStatus = (row: { kind: MemberStatus['kind']; from: string | null; until: string | null }): MemberStatus => ({
  kind: row.kind,
  from: row.from,
  until: row.until,
});

/** userId → stored status of the team's members who have one (the others are ACTIVE); `userIds` narrows it. */
export async function readStatuses(handle: DbOrTx, teamId: number, userIds?: readonly number[]): Promise<Map<number, MemberStatus>> {
  if (userIds?.length === 0) return new Map();
  const rows = await handle
    .select(columns)
    .from(memberStatuses)
    .where(and(eq(memberStatuses.teamId, teamId), userIds ? inArray(memberStatuses.userId, [...userIds]) : undefined));
  return new Map(rows.map((row) => [row.userId, toStatus(row)]));
}

/** The current members (not withdrawn) with a status other than 활동, by userId. */
export async function listStatuses(handle: DbOrTx, teamId: number): Promise<MemberStatusEntry[]> {
  const rows = await handle
    .select(columns)
    .from(memberStatuses)
    .innerJoin(users, eq(users.id, memberStatuses.userId))
    .where(and(eq(memberStatuses.teamId, teamId), isNull(users.withdrawnAt)))
    .orderBy(memberStatuses.userId);
  return rows.map((row) => ({ userId: row.userId, status: toStatus(row) }));
}

/** Stores a status (ACTIVE deletes the row). The membership must exist (the caller checked it, under the same transaction). */
export async function writeStatus(handle: DbOrTx, teamId: number, userId: number, status: MemberStatus, setBy: number, now: Date): Promise<void> {
  if (status.kind === 'ACTIVE') {
    await handle.delete(memberStatuses).where(and(eq(memberStatuses.teamId, teamId), eq(memberStatuses.userId, userId)));
    return;
  }
  const values = { kind: status.kind, fromDay: status.from, untilDay: status.until, setBy, setAt: now };
  await handle
    .insert(memberStatuses)
    .values({ teamId, userId, ...values })
    .onConflictDoUpdate({ target: [memberStatuses.teamId, memberStatuses.userId], set: values });
}

/** The Seoul day of an instant (a timestamptz column or expression), as SQL. */
export const seoulDayOf = (instant: SQL | AnyPgColumn): SQL => sql`(${instant} at time zone 'Asia/Seoul')::date`;

/** SQL: the membership row (`memberships` in the query) is injured or on leave on `day` (a date expression). */
export function awayOn(day: SQL): SQL {
  const period = and(
    eq(memberStatuses.teamId, memberships.teamId),
    eq(memberStatuses.userId, memberships.userId),
    inArray(memberStatuses.kind, ['INJURED', 'ON_LEAVE']),
    sql`${memberStatuses.fromDay} <= ${day}`,
    sql`${day} <= ${memberStatuses.untilDay}`,
  );
  return sql`exists (select 1 from ${memberStatuses} where ${period})`;
}
