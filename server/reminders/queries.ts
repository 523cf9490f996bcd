/**
 * The reminders' questions to the database (decision 058). Who may be reminded of an item: a member of
 * its team who signs in (not a guest player, decision 028), has not left the service, has not answered
 * the item — the people `readNotAnswered` lists to the admins — and has not turned reminders off for
 * the team (no preferences row: on). The schedule reminds each of them at most once per item: the
 * claim is a row of `schedule_reminders`, inserted before the push leaves. Nobody injured or on leave on
 * the item's Seoul day is reminded, automatically or by hand (decision 091); the admins' count says so.
 */
import { and, desc, eq, gt, isNotNull, isNull, lte, not, notExists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { memberships, notificationPreferences, scheduleAttendance, scheduleReminderCalls, scheduleReminders, schedules, teams, users } from '../db/schema.ts';
import { isGuestPlayer } from '../teams/guests.ts';
import { awayOn, seoulDayOf } from '../member-status/queries.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import type { ReminderItem } from './rules.ts';

const one = sql`1`;
const hourMs = 60 * 60 * 1000;
/** The longest lead a team may choose (contract ReminderHours): no item further ahead can be due. */
const maxLeadMs = 168 * hourMs;

/** The rows of `memberships` ⋈ `users` who could answer the item `scheduleId` and have not (as readNotAnswered). */
function unanswered(handle: DbOrTx, scheduleId: SQL | typeof schedules.id): SQL {
  return and(
    isNull(users.withdrawnAt),
    not(isGuestPlayer),
    notExists(
      handle
        .select({ one })
        .from(scheduleAttendance)
        .where(and(eq(scheduleAttendance.scheduleId, scheduleId), eq(scheduleAttendance.userId, memberships.userId))),
    ),
  )!;
}

/** … and have reminders on for the membership's team. */
function remindersOn(handle: DbOrTx): SQL {
  return notExists(
    handle
      .select({ one })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, memberships.userId),
          eq(notificationPreferences.teamId, memberships.teamId),
          eq(notificationPreferences.reminders, false),
        ),
      ),
  );
}

/** … and the schedule has not reminded them of the item yet. */
function notRemindedYet(handle: DbOrTx, scheduleId: SQL | typeof schedules.id): SQL {
  return notExists(
    handle
      .select({ one })
      .from(scheduleReminders)
      .where(and(eq(scheduleReminders.scheduleId, scheduleId), eq(scheduleReminders.userId, memberships.userId))),
  );
}

/** The Seoul day of an item read in JS, as a date expression. */
const dayOf = (item: Pick<ReminderItem, 'startAt'>): SQL => sql`${seoulDate(item.startAt)}::date`;

/** An item as the rules read it, with its team's reminder setting (`hoursBefore` null: the team does not remind). */
export type ItemWithSetting = ReminderItem & { hoursBefore: number | null };

/** An item the sweep may have to remind, with its team's setting. */
export interface ReminderCandidate extends ReminderItem {
  hoursBefore: number;
}

/** Schedule items joined to their team's setting, in the shape of ItemWithSetting: the one read the sweep and the reminder by hand share. */
function itemsWithSetting(handle: DbOrTx) {
  return handle
    .select({
      id: schedules.id,
      teamId: schedules.teamId,
      title: schedules.title,
      startAt: schedules.startAt,
      createdAt: schedules.createdAt,
      hoursBefore: teams.reminderHoursBefore,
    })
    .from(schedules)
    .innerJoin(teams, eq(teams.id, schedules.teamId));
}

/**
 * Items that have not started, whose team reminds, whose `hoursBefore` window has begun and that have
 * somebody left to remind. A superset of the due ones: the rules (`isReminderDue`) decide, since an item
 * made inside its window waits a little (rules.ts `lateItemGraceMs`).
 */
export async function reminderCandidates(handle: DbOrTx, now: Date): Promise<ReminderCandidate[]> {
  const rows = await itemsWithSetting(handle)
    .where(
      and(
        isNotNull(teams.reminderHoursBefore),
        gt(schedules.startAt, now),
        // The index's range (schedules_team_start_idx), then each team's own window.
        lte(schedules.startAt, new Date(now.getTime() + maxLeadMs)),
        sql`${schedules.startAt} - make_interval(hours => ${teams.reminderHoursBefore}) <= ${now.toISOString()}::timestamptz`,
        sql`exists (${handle
          .select({ one })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(
              eq(memberships.teamId, schedules.teamId),
              unanswered(handle, schedules.id),
              remindersOn(handle),
              notRemindedYet(handle, schedules.id),
              not(awayOn(seoulDayOf(schedules.startAt))),
            ),
          )})`,
      ),
    )
    .orderBy(schedules.startAt, schedules.id);
  return rows.map((r) => ({ ...r, hoursBefore: r.hoursBefore! }));
}

/**
 * The item with its team's setting (null: no such item, or not `teamId`'s when given). `lock`: FOR UPDATE
 * of the item's row, so two transactions that read it one after the other see each other's writes.
 */
export async function readReminderItem(
  handle: DbOrTx,
  scheduleId: number,
  { teamId, lock = false }: { teamId?: number; lock?: boolean } = {},
): Promise<ItemWithSetting | null> {
  const query = itemsWithSetting(handle).where(and(eq(schedules.id, scheduleId), teamId === undefined ? undefined : eq(schedules.teamId, teamId)));
  const [row] = lock ? await query.for('update', { of: schedules }) : await query;
  return row ?? null;
}

/**
 * Claims the item's reminders for everyone due: one `schedule_reminders` row each, `ON CONFLICT DO
 * NOTHING`, answering only the rows this call inserted. Two sweeps (two hosts, or a restart over a
 * sweep that never finished) cannot both get a member: the second waits on the first's key and
 * inserts nothing for it.
 */
export async function claimReminders(handle: DbOrTx, item: Pick<ReminderItem, 'id' | 'teamId' | 'startAt'>, now: Date): Promise<number[]> {
  const claimed = await handle
    .insert(scheduleReminders)
    .select(
      handle
        .select({
          scheduleId: sql<number>`${item.id}::integer`.as('schedule_id'),
          userId: memberships.userId,
          sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, item.teamId), unanswered(handle, sql`${item.id}::integer`), remindersOn(handle), not(awayOn(dayOf(item))))),
    )
    .onConflictDoNothing()
    .returning({ userId: scheduleReminders.userId });
  return claimed.map((r) => r.userId).sort((a, b) => a - b);
}

/** A member who has not answered the item, whether they hear reminders of the team, and whether they are away that day. */
export interface UnansweredMember {
  userId: number;
  remindersOn: boolean;
  away: boolean;
}

/** Everyone who has not answered the item now (the count admins see), for a reminder by hand. */
export async function readUnanswered(handle: DbOrTx, teamId: number, item: Pick<ReminderItem, 'id' | 'startAt'>): Promise<UnansweredMember[]> {
  return handle
    .select({
      userId: memberships.userId,
      remindersOn: sql<boolean>`${remindersOn(handle)}`,
      away: sql<boolean>`${awayOn(dayOf(item))}`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), unanswered(handle, sql`${item.id}::integer`)))
    .orderBy(memberships.userId);
}

/**
 * When the item's last reminder by hand that reached somebody was sent, or null: a call that reached
 * nobody (nobody with reminders on and a device, or every push service refused) holds no hour (decision 073).
 */
export async function readLastReachingCallAt(handle: DbOrTx, scheduleId: number): Promise<Date | null> {
  const [row] = await handle
    .select({ sentAt: scheduleReminderCalls.sentAt })
    .from(scheduleReminderCalls)
    .where(and(eq(scheduleReminderCalls.scheduleId, scheduleId), gt(scheduleReminderCalls.reminded, 0)))
    .orderBy(desc(scheduleReminderCalls.sentAt), desc(scheduleReminderCalls.id))
    .limit(1);
  return row?.sentAt ?? null;
}

/** The item's last reminder by hand, if any. */
export async function readLastCall(handle: DbOrTx, scheduleId: number) {
  const [row] = await handle
    .select({ sentAt: scheduleReminderCalls.sentAt, unanswered: scheduleReminderCalls.unanswered, reminded: scheduleReminderCalls.reminded })
    .from(scheduleReminderCalls)
    .where(eq(scheduleReminderCalls.scheduleId, scheduleId))
    .orderBy(desc(scheduleReminderCalls.sentAt), desc(scheduleReminderCalls.id))
    .limit(1);
  return row ?? null;
}
