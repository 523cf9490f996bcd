/**
 * Member status (decision 091): one row per membership that is not plain 활동 — 부상 until a date, 휴회
 * for a period, 명예. No row: ACTIVE. The row goes with its membership (on delete cascade), so a member
 * who leaves and comes back starts 활동. Days are Seoul calendar dates, both ends inclusive.
 */
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberStatusKinds } from '#contract/enums.ts';
import { memberships, users } from './schema.ts';

export const memberStatuses = pgTable(
  'member_statuses',
  {
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: memberStatusKinds }).notNull(),
    fromDay: date('from_day', { mode: 'string' }),
    untilDay: date('until_day', { mode: 'string' }),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    foreignKey({ columns: [t.teamId, t.userId], foreignColumns: [memberships.teamId, memberships.userId], name: 'member_statuses_membership_fk' }).onDelete(
      'cascade',
    ),
    check('member_statuses_kind_check', sql`${t.kind} in ('INJURED', 'ON_LEAVE', 'HONORARY')`),
    // A period's kinds carry both ends (INJURED's start is the day it was set); the others none.
    check(
      'member_statuses_period_check',
      sql`case when ${t.kind} = 'HONORARY' then ${t.fromDay} is null and ${t.untilDay} is null
        else ${t.fromDay} is not null and ${t.untilDay} is not null and ${t.untilDay} >= ${t.fromDay} end`,
    ),
  ],
);
