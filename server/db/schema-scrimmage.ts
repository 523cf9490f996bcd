/**
 * The 자체전's tables (decisions 079, 080), apart from server/db/schema.ts (decision 090). They name
 * the team, its people and schedule items, imported from schema.ts one way; drizzle-kit reads every
 * `server/db/schema*.ts` (drizzle.config.ts), as it does the tables of member status, attendance and
 * the MOM vote.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { VestColour } from '#contract/enums.ts';
import { pairRules, scrimmageDrawRules, scrimmageEventTypes, scrimmageFormats, scrimmageGameStates, scrimmageStates, vestColours } from '#contract/enums.ts';
import { instant, oneOf } from './schema-columns.ts';
import { memberships, schedules, teams, users } from './schema.ts';

/**
 * A 자체전 (decision 079): the settings of one session of mini-games, linked 1:1 to its schedule item
 * of kind SCRIMMAGE (members answer that item; deleting it deletes the scrimmage).
 */
export const scrimmages = pgTable(
  'scrimmages',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .unique('scrimmages_schedule_unique')
      .references(() => schedules.id, { onDelete: 'cascade' }),
    sideCount: integer('side_count').notNull(),
    gameMinutes: integer('game_minutes').notNull(),
    format: text('format', { enum: scrimmageFormats }).notNull(),
    drawRule: text('draw_rule', { enum: scrimmageDrawRules }).notNull(),
    /** Side indexes, who rests first (3 sides only; empty for 2). */
    restOrder: jsonb('rest_order').$type<number[]>().notNull(),
    /** One vest colour per side, in side order. */
    vestColours: jsonb('vest_colours').$type<VestColour[]>().notNull(),
    state: text('state', { enum: scrimmageStates }).notNull().default('CHECK_IN'),
    /** The member an admin named to run it (like the match recorder, decision 054). */
    runnerId: integer('runner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('scrimmages_team_idx').on(t.teamId),
    check('scrimmages_side_count_check', sql`${t.sideCount} in (2, 3)`),
    check('scrimmages_game_minutes_check', sql`${t.gameMinutes} between 5 and 45`),
    check('scrimmages_format_check', oneOf(t.format, scrimmageFormats)),
    check('scrimmages_draw_rule_check', oneOf(t.drawRule, scrimmageDrawRules)),
    check('scrimmages_state_check', oneOf(t.state, scrimmageStates)),
  ],
);

/**
 * One person at a scrimmage: a member (userId; the name is read from users, so a withdrawal shows)
 * or a guest (용병: a typed name, no account). `side` is the vest side they are on now; someone who
 * left after playing keeps the row (`leftAt`), so the games they played still count for them.
 */
export const scrimmageAttendees = pgTable(
  'scrimmage_attendees',
  {
    id: serial('id').primaryKey(),
    scrimmageId: integer('scrimmage_id')
      .notNull()
      .references(() => scrimmages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: varchar('guest_name', { length: 30 }),
    side: integer('side'),
    checkedInAt: instant('checked_in_at').notNull(),
    leftAt: instant('left_at'),
  },
  (t) => [
    index('scrimmage_attendees_scrimmage_idx').on(t.scrimmageId),
    uniqueIndex('scrimmage_attendees_member_unique')
      .on(t.scrimmageId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('scrimmage_attendees_who_check', sql`(${t.userId} is null) <> (${t.guestName} is null)`),
    check('scrimmage_attendees_side_check', sql`${t.side} is null or ${t.side} between 0 and 2`),
  ],
);

/** The vest colour of each side of a scrimmage once sides are set. */
export const scrimmageSides = pgTable(
  'scrimmage_sides',
  {
    scrimmageId: integer('scrimmage_id')
      .notNull()
      .references(() => scrimmages.id, { onDelete: 'cascade' }),
    side: integer('side').notNull(),
    vestColour: text('vest_colour').$type<VestColour>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scrimmageId, t.side] }),
    unique('scrimmage_sides_colour_unique').on(t.scrimmageId, t.vestColour),
    check('scrimmage_sides_colour_check', oneOf(t.vestColour, vestColours)),
    check('scrimmage_sides_side_check', sql`${t.side} between 0 and 2`),
  ],
);

/**
 * One short game of a scrimmage. `players` is the roster it was played with (both sides at the
 * start, plus anyone substituted on), so a later change of sides never rewrites a past result.
 * At most one game is on (PLAYING or PAUSED) per scrimmage: a partial unique index says so.
 */
export const scrimmageGames = pgTable(
  'scrimmage_games',
  {
    id: serial('id').primaryKey(),
    scrimmageId: integer('scrimmage_id')
      .notNull()
      .references(() => scrimmages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    clientId: varchar('client_id', { length: 36 }).notNull(),
    homeSide: integer('home_side').notNull(),
    awaySide: integer('away_side').notNull(),
    restingSide: integer('resting_side'),
    state: text('state', { enum: scrimmageGameStates }).notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    pausedAt: instant('paused_at'),
    players: jsonb('players').$type<{ attendeeId: number; side: number }[]>().notNull(),
  },
  (t) => [
    unique('scrimmage_games_number_unique').on(t.scrimmageId, t.number),
    unique('scrimmage_games_client_unique').on(t.scrimmageId, t.clientId),
    uniqueIndex('scrimmage_games_one_on')
      .on(t.scrimmageId)
      .where(sql`${t.state} in ('PLAYING', 'PAUSED')`),
    check('scrimmage_games_state_check', oneOf(t.state, scrimmageGameStates)),
    check('scrimmage_games_sides_check', sql`${t.homeSide} <> ${t.awaySide} and ${t.homeSide} between 0 and 2 and ${t.awaySide} between 0 and 2`),
    check('scrimmage_games_paused_check', sql`${t.pausedSeconds} >= 0`),
  ],
);

/**
 * An event of a game (goal, own goal, card, substitution), written once per client id (a retried
 * write finds it). A correction cancels it (`cancelledAt`); scores count the ones not cancelled.
 */
export const scrimmageGameEvents = pgTable(
  'scrimmage_game_events',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => scrimmageGames.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 36 }).notNull(),
    eventType: text('event_type', { enum: scrimmageEventTypes }).notNull(),
    attendeeId: integer('attendee_id')
      .notNull()
      .references(() => scrimmageAttendees.id, { onDelete: 'cascade' }),
    assistAttendeeId: integer('assist_attendee_id').references(() => scrimmageAttendees.id, { onDelete: 'cascade' }),
    side: integer('side').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    unique('scrimmage_game_events_client_unique').on(t.gameId, t.clientId),
    index('scrimmage_game_events_game_idx').on(t.gameId),
    check('scrimmage_game_events_type_check', oneOf(t.eventType, scrimmageEventTypes)),
    check('scrimmage_game_events_assist_check', sql`${t.assistAttendeeId} is null or (${t.eventType} = 'GOAL' and ${t.assistAttendeeId} <> ${t.attendeeId})`),
  ],
);

/**
 * 자체전 extras (decision 080). A member's level (1–5) for fair sides, set by admins and never shown to
 * members: a table of its own rather than a column of `memberships`, so no member-facing read of the
 * membership can pick it up by accident, and the foreign key to the membership drops it when the
 * person leaves the team or Pitchside.
 */
export const teamMemberLevels = pgTable(
  'team_member_levels',
  {
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: instant('set_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    foreignKey({
      columns: [t.teamId, t.userId],
      foreignColumns: [memberships.teamId, memberships.userId],
      name: 'team_member_levels_membership_fk',
    }).onDelete('cascade'),
    check('team_member_levels_level_check', sql`${t.level} between 1 and 5`),
  ],
);

/**
 * Two members an admin wants apart (or together) when sides are split (decision 080). Kept as
 * `userA < userB`, so a pair has one row; each member's membership drops the pair when they leave.
 */
export const scrimmagePairs = pgTable(
  'scrimmage_pairs',
  {
    teamId: integer('team_id').notNull(),
    userA: integer('user_a').notNull(),
    userB: integer('user_b').notNull(),
    rule: text('rule', { enum: pairRules }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userA, t.userB] }),
    foreignKey({ columns: [t.teamId, t.userA], foreignColumns: [memberships.teamId, memberships.userId], name: 'scrimmage_pairs_a_fk' }).onDelete('cascade'),
    foreignKey({ columns: [t.teamId, t.userB], foreignColumns: [memberships.teamId, memberships.userId], name: 'scrimmage_pairs_b_fk' }).onDelete('cascade'),
    check('scrimmage_pairs_order_check', sql`${t.userA} < ${t.userB}`),
    check('scrimmage_pairs_rule_check', oneOf(t.rule, pairRules)),
  ],
);

/**
 * A scrimmage's live log (decision 080), as `live_messages` is a match's: gapless per-scrimmage
 * numbers for Last-Event-ID. The messages carry ids and scores, never names; they go with their
 * scrimmage (on delete cascade).
 */
export const scrimmageLiveMessages = pgTable(
  'scrimmage_live_messages',
  {
    scrimmageId: integer('scrimmage_id')
      .notNull()
      .references(() => scrimmages.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scrimmageId, t.seq] })],
);

/**
 * A scrimmage's 오늘의 조끼 card link (decision 080): at most one per scrimmage, its token the only
 * credential of `GET /open-api/v1/vest-cards/{token}`. It goes with its scrimmage, and with its team
 * (both on delete cascade).
 */
export const scrimmageVestCards = pgTable('scrimmage_vest_cards', {
  scrimmageId: integer('scrimmage_id')
    .primaryKey()
    .references(() => scrimmages.id, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique('scrimmage_vest_cards_token_unique'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull(),
});
