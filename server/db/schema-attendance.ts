/**
 * Attendance that counts (decision 092): who came to a schedule item besides its lineup and its
 * 자체전 check-in (both count by themselves), and the no-show alerts already sent. A file of its own
 * beside schema.ts (drizzle.config reads both); it imports schema.ts's tables for its keys.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { schedules, teams, users } from './schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A confirmation of who came to an item: its row says presence was taken, even of nobody. */
export const presenceChecks = pgTable('presence_checks', {
  scheduleId: integer('schedule_id')
    .primaryKey()
    .references(() => schedules.id, { onDelete: 'cascade' }),
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: instant('confirmed_at').notNull(),
});

/** One person confirmed present at an item (the latest confirmation's list). */
export const presenceConfirmations = pgTable(
  'presence_confirmations',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => presenceChecks.scheduleId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('presence_confirmations_user_idx').on(t.userId)],
);

/** A no-show alert sent to a team's admins about one member in one season: at most once (claimed before the push leaves). */
export const noShowAlerts = pgTable(
  'no_show_alerts',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId, t.season] })],
);
