/**
 * The PostgreSQL schema (Drizzle). One schema serves PGlite and PostgreSQL alike; migrations are
 * generated from it into server/db/migrations by `npm run db:generate`.
 *
 * Closed sets are `text` columns typed with the contract's enumerations and guarded by CHECK
 * constraints rather than PostgreSQL enum types: adding a value later is then a plain migration
 * (no `ALTER TYPE … ADD VALUE`, which cannot run inside a transaction).
 * Every time is a `timestamptz` written from the injected clock, never from `now()` in SQL, so tests
 * can move time; the defaults exist only for hand-written inserts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  time,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, oneOf } from './schema-columns.ts';
import {
  attendanceAnswers,
  costCategories,
  footTypes,
  ledgerEntryKinds,
  halfTypes,
  matchEventTypes,
  matchPlayerRoles,
  matchRequestStates,
  matchStates,
  matchTypes,
  organizationTypes,
  paymentMethods,
  positions,
  scheduleKinds,
  teamRoles,
  userLifecycles,
} from '#contract/enums.ts';

/** How a person signs in: the development page, Kakao, or never (a guest player made by an admin). */
export const socialTypes = ['DEV', 'KAKAO', 'GUEST'] as const;
export type SocialType = (typeof socialTypes)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    profileImg: varchar('profile_img', { length: 512 }),
    lifecycle: text('lifecycle', { enum: userLifecycles }).notNull().default('PENDING'),
    socialType: text('social_type', { enum: socialTypes }).notNull(),
    /** The provider's id of the person; null for guests. Unique per provider. */
    socialId: varchar('social_id', { length: 128 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    withdrawnAt: instant('withdrawn_at'),
    /**
     * A guest player (socialType GUEST) belongs to the team that made it: only that team's admins may
     * add it to a team, and only teams it plays for see it (decision 028). Null for people who sign in,
     * and for a guest made without a team until its maker first adds it to one of theirs.
     */
    ownerTeamId: integer('owner_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /** Who made a guest player (null for people who sign in). */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('users_social_unique').on(t.socialType, t.socialId),
    check('users_lifecycle_check', oneOf(t.lifecycle, userLifecycles)),
    check('users_social_type_check', oneOf(t.socialType, socialTypes)),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull().unique('teams_name_unique'),
    description: varchar('description', { length: 200 }),
    organizationType: text('organization_type', { enum: organizationTypes }),
    region: varchar('region', { length: 30 }),
    foundedYear: integer('founded_year'),
    teamColor: varchar('team_color', { length: 7 }).notNull(),
    bottomColor: varchar('bottom_color', { length: 7 }).notNull(),
    stockingColor: varchar('stocking_color', { length: 7 }).notNull(),
    logoImgUrl: varchar('logo_img_url', { length: 512 }),
    /** An opponent registered on the spot, shown with '[임시]'. */
    isTemp: boolean('is_temp').notNull().default(false),
    /**
     * Members who have not answered a schedule item are reminded this many hours before it starts
     * (decision 058); null: no automatic reminders.
     */
    reminderHoursBefore: integer('reminder_hours_before').default(24),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Admins are alerted when a member reaches this many no-shows in a season (decision 092); null: off. */
    noShowAlertAt: integer('no_show_alert_at'),
    /** MOM lane (decision 093): how many hours a MOM vote stays open, 6–72. */
    momVoteHours: integer('mom_vote_hours').notNull().default(24),
  },
  (t) => [
    check('teams_reminder_hours_check', sql`${t.reminderHoursBefore} is null or ${t.reminderHoursBefore} between 1 and 168`),
    check('teams_organization_type_check', sql`${t.organizationType} is null or ${oneOf(t.organizationType, organizationTypes)}`),
    check('teams_no_show_alert_check', sql`${t.noShowAlertAt} is null or ${t.noShowAlertAt} between 1 and 20`),
    check('teams_mom_vote_hours_check', sql`${t.momVoteHours} between 6 and 72`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamRole: text('team_role', { enum: teamRoles }).notNull().default('USER'),
    backNumber: integer('back_number'),
    position: text('position', { enum: positions }),
    foot: text('foot', { enum: footTypes }),
    height: real('height'),
    weight: real('weight'),
    birthYear: integer('birth_year'),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_team_user_unique').on(t.teamId, t.userId),
    index('memberships_user_idx').on(t.userId),
    // The members list sorts one team by these (user id breaks ties): an index per sort field lets a page
    // start from an ordered scan, or at least an incremental sort, instead of sorting the whole team.
    index('memberships_team_number_idx').on(t.teamId, t.backNumber, t.userId),
    index('memberships_team_birth_year_idx').on(t.teamId, t.birthYear, t.userId),
    index('memberships_team_height_idx').on(t.teamId, t.height, t.userId),
    index('memberships_team_weight_idx').on(t.teamId, t.weight, t.userId),
    index('memberships_team_joined_idx').on(t.teamId, t.joinedAt, t.userId),
    check('memberships_team_role_check', oneOf(t.teamRole, teamRoles)),
    check('memberships_position_check', sql`${t.position} is null or ${oneOf(t.position, positions)}`),
    check('memberships_foot_check', sql`${t.foot} is null or ${oneOf(t.foot, footTypes)}`),
  ],
);

export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 12 }).notNull().unique('invite_codes_code_unique'),
    expiresAt: instant('expires_at'),
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('invite_codes_team_idx').on(t.teamId)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    matchType: text('match_type', { enum: matchTypes }).notNull(),
    matchState: text('match_state', { enum: matchStates }).notNull().default('SCHEDULED'),
    stadium: varchar('stadium', { length: 100 }).notNull(),
    matchDate: date('match_date', { mode: 'string' }).notNull(),
    plannedStartTime: time('planned_start_time').notNull(),
    plannedEndTime: time('planned_end_time').notNull(),
    firstHalfPeriod: integer('first_half_period').notNull(),
    secondHalfPeriod: integer('second_half_period').notNull(),
    mainRefereeName: varchar('main_referee_name', { length: 30 }),
    assistantReferee1: varchar('assistant_referee_1', { length: 30 }),
    assistantReferee2: varchar('assistant_referee_2', { length: 30 }),
    fourthReferee: varchar('fourth_referee', { length: 30 }),
    /** Half boundaries as instants from the server's clock (docs/domain.md §3.6: one clock only). */
    firstHalfStartAt: instant('first_half_start_at'),
    firstHalfEndAt: instant('first_half_end_at'),
    secondHalfStartAt: instant('second_half_start_at'),
    secondHalfEndAt: instant('second_half_end_at'),
    memo: varchar('memo', { length: 1000 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The team that registered the match: it owns it (decision 029). */
    ownerTeamId: integer('owner_team_id')
      .notNull()
      .references(() => teams.id),
    requestState: text('request_state', { enum: matchRequestStates }).notNull().default('ACCEPTED'),
    /** When the other team's admin accepted or declined the request. */
    requestAnsweredAt: instant('request_answered_at'),
    /** The member each side's admin named to record the match until full time (decision 054). */
    homeRecorderId: integer('home_recorder_id').references(() => users.id, { onDelete: 'set null' }),
    awayRecorderId: integer('away_recorder_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('matches_home_team_idx').on(t.homeTeamId),
    index('matches_away_team_idx').on(t.awayTeamId),
    check('matches_type_check', oneOf(t.matchType, matchTypes)),
    check('matches_state_check', oneOf(t.matchState, matchStates)),
    check('matches_different_teams_check', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('matches_request_state_check', oneOf(t.requestState, matchRequestStates)),
    check('matches_owner_plays_check', sql`${t.ownerTeamId} in (${t.homeTeamId}, ${t.awayTeamId})`),
  ],
);

/**
 * A person's (or a guest's, or a team's) place in one match. `userId` null with `guestName` is a
 * player of a temporary opponent; `isTeamPlaceholder` would mark the older system's one row per side
 * that team-level events (a corner, an offside) hung on (docs/domain.md §1.2); team events here carry
 * no match-user (decision 007), so no row sets it.
 */
export const matchUsers = pgTable(
  'match_users',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id').references(() => users.id),
    guestName: varchar('guest_name', { length: 30 }),
    guestNumber: integer('guest_number'),
    role: text('role', { enum: matchPlayerRoles }).notNull(),
    matchPosition: text('match_position', { enum: positions }),
    matchGrid: integer('match_grid'),
    isTeamPlaceholder: boolean('is_team_placeholder').notNull().default(false),
  },
  (t) => [
    index('match_users_match_idx').on(t.matchId),
    // A member's matches for a team, and the team's most-played member.
    index('match_users_team_user_idx').on(t.teamId, t.userId),
    check('match_users_grid_check', sql`${t.matchGrid} is null or (${t.matchGrid} >= 0 and ${t.matchGrid} <= 29)`),
    check('match_users_role_check', oneOf(t.role, matchPlayerRoles)),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    matchUserId: integer('match_user_id').references(() => matchUsers.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    eventType: text('event_type', { enum: matchEventTypes }).notNull(),
    /** Derived events (a goal's SHOT and VALID_SHOT) name their main event and go with it. */
    parentId: integer('parent_id').references((): AnyPgColumn => matchEvents.id, { onDelete: 'cascade' }),
    /** The recording client's UUID: a retried write finds it and records nothing twice. */
    clientId: varchar('client_id', { length: 36 }),
    description: varchar('description', { length: 400 }).notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
    halfType: text('half_type', { enum: halfTypes }).notNull(),
    elapsedMinutes: integer('elapsed_minutes').notNull().default(0),
    /**
     * The grid cell a player left through this row (a RED_CARD that sent them off, a SUB_OUT), so
     * cancelling the card or undoing the substitution can put them back exactly where they stood.
     */
    gridBefore: integer('grid_before'),
    /**
     * The side whose admin recorded the row (decision 029): a cancel from the other side's admin is
     * refused unless this side is a temporary team. Null for rows of the older data (the row's own team).
     */
    recordedByTeamId: integer('recorded_by_team_id').references(() => teams.id),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId),
    index('match_events_parent_idx').on(t.parentId),
    // A player's goals, assists and cards (and the cascade when a lineup row goes).
    index('match_events_match_user_idx').on(t.matchUserId),
    unique('match_events_client_unique').on(t.matchId, t.clientId),
    check('match_events_type_check', oneOf(t.eventType, matchEventTypes)),
    check('match_events_half_check', oneOf(t.halfType, halfTypes)),
  ],
);

/**
 * The per-match live log (docs/architecture.md §3.3): every write that changes a match appends one message
 * with the next sequence number, in the same transaction. It is the replay source for `Last-Event-ID`
 * and what each server process reads after a NOTIFY. A write made with a client id keeps its answer
 * here, so a retried request answers the original result even after its rows were cancelled.
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The LiveMessage as sent on the stream (its `seq` included). */
    payload: jsonb('payload').notNull(),
    clientId: varchar('client_id', { length: 36 }),
    /** SHA-256 of the request that carried `clientId`: the same id with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    /** The answer that request got (RecordResult). */
    result: jsonb('result'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] }), unique('live_messages_client_unique').on(t.matchId, t.clientId)],
);

/**
 * A match's public scoreboard link (decision 057): at most one per match, its token the only
 * credential of `GET /open-api/v1/live/{token}` and its stream. Turning the link off deletes the row
 * (the token then names nothing); turning it on again makes a new token. The token is kept as it is,
 * not hashed: the admins are answered the same link on every call, and it opens nothing but what the
 * public page shows. Deleting the match deletes it.
 */
export const matchShares = pgTable('match_shares', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique('match_shares_token_unique'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** An admin chose to keep the link answering after the 7 days that follow full time (decision 070). */
  keep: boolean('keep').notNull().default(false),
});

/**
 * The teams whose admin turned a match's link on, or asked for it again (decision 070): the link shows
 * the names of these teams' players; another registered team's players show as number and initial.
 * Turning the link off deletes these rows with it.
 */
export const matchShareTeams = pgTable(
  'match_share_teams',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matchShares.matchId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.teamId] })],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notices_team_idx').on(t.teamId, t.createdAt)],
);

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    kind: text('kind', { enum: scheduleKinds }).notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    place: varchar('place', { length: 100 }),
    note: varchar('note', { length: 2000 }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('schedules_team_start_idx').on(t.teamId, t.startAt),
    check('schedules_kind_check', oneOf(t.kind, scheduleKinds)),
    check('schedules_time_order_check', sql`${t.startAt} <= ${t.endAt}`),
  ],
);

/** One member's answer to one schedule item (the counts of contract Schedule.attendance). */
export const scheduleAttendance = pgTable(
  'schedule_attendance',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: attendanceAnswers }).notNull(),
    answeredAt: instant('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), check('schedule_attendance_answer_check', oneOf(t.answer, attendanceAnswers))],
);

/**
 * Reminders of a schedule item sent by the schedule (decision 058): one row per member, written in the
 * same transaction that picks them, before the push leaves, so a restart never reminds anyone twice.
 */
export const scheduleReminders = pgTable(
  'schedule_reminders',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] })],
);

/** An admin's "미응답자에게 알림" on a schedule item: at most one an hour (decision 058). */
export const scheduleReminderCalls = pgTable(
  'schedule_reminder_calls',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
    /** How many members had not answered, and how many of them had a device to notify. */
    unanswered: integer('unanswered').notNull(),
    reminded: integer('reminded').notNull(),
  },
  (t) => [index('schedule_reminder_calls_schedule_idx').on(t.scheduleId, t.sentAt)],
);

/**
 * A device that receives Web Push (decision 058): the browser's PushSubscription. The
 * endpoint is the device's address at its push service and names it; a device later signed in as
 * someone else moves to that person (PUT upserts on the endpoint).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1024 }).notNull().unique('push_subscriptions_endpoint_unique'),
    /** The subscription's keys (base64url): the device's P-256 public key and its 16-byte auth secret. */
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What one member wants to hear of one team (decision 058); no row: everything on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    goals: boolean('goals').notNull().default(true),
    /** Kick-off, half time, full time. */
    matchPhases: boolean('match_phases').notNull().default(true),
    reminders: boolean('reminders').notNull().default(true),
    /** The due day's reminder to members who owe dues (decision 060). */
    dues: boolean('dues').notNull().default(true),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);

/**
 * Goals whose push went out (decision 058), so that cancelling one sends a correction only then. No
 * key to match_events: cancelling deletes the goal's row, and this one must outlive it.
 */
export const pushedGoals = pgTable('pushed_goals', {
  eventId: integer('event_id').primaryKey(),
  matchId: integer('match_id')
    .notNull()
    .references(() => matches.id, { onDelete: 'cascade' }),
  sentAt: instant('sent_at').notNull().defaultNow(),
});

// ---- dues (decision 060): money is integer won, months are 'YYYY-MM' ---------------------

const monthText = (name: string) => varchar(name, { length: 7 });
const monthCheck = (column: AnyPgColumn) => sql`${column} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`;

/** A team's dues; no row: not set up yet. */
export const duesSettings = pgTable(
  'dues_settings',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    dueDay: integer('due_day').notNull(),
    startMonth: monthText('start_month').notNull(),
    membersSeeEachOther: boolean('members_see_each_other').notNull().default(true),
    remindOnDueDay: boolean('remind_on_due_day').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Member status (decision 091): a member on leave (휴회) owes no dues for the whole months of the leave. */
    pauseOnLeave: boolean('pause_on_leave').notNull().default(true),
  },
  (t) => [check('dues_settings_due_day_check', sql`${t.dueDay} between 1 and 28`), check('dues_settings_start_month_check', monthCheck(t.startMonth))],
);

/**
 * Each change of a team's monthly amount, as it was made: the amount from a month on (decision 062).
 * Only ever added to (decision 071; a trigger refuses UPDATE and DELETE): the amounts in force are the
 * changes applied in id order (machines/dues.ledger.ts `ratesInForce`). A team with dues has at least one row.
 */
export const duesRates = pgTable(
  'dues_rates',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => duesSettings.teamId, { onDelete: 'cascade' }),
    fromMonth: monthText('from_month').notNull(),
    amount: integer('amount').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: instant('set_at').notNull().defaultNow(),
  },
  (t) => [
    index('dues_rates_team_idx').on(t.teamId, t.id),
    check('dues_rates_amount_check', sql`${t.amount} between 0 and 10000000`),
    check('dues_rates_from_check', monthCheck(t.fromMonth)),
  ],
);

/** Months a member pays no dues for; `to_month` null: until further notice. */
export const duesExemptions = pgTable(
  'dues_exemptions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromMonth: monthText('from_month').notNull(),
    toMonth: monthText('to_month'),
    reason: varchar('reason', { length: 100 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The adding request's client id and hash, as a ledger entry's (none on rows made before migration 0010). */
    clientId: varchar('client_id', { length: 36 }),
    requestHash: varchar('request_hash', { length: 64 }),
  },
  (t) => [
    index('dues_exemptions_team_idx').on(t.teamId, t.userId),
    unique('dues_exemptions_client_unique').on(t.teamId, t.clientId),
    check('dues_exemptions_from_check', monthCheck(t.fromMonth)),
    check('dues_exemptions_to_check', sql`${t.toMonth} is null or (${monthCheck(t.toMonth)} and ${t.toMonth} >= ${t.fromMonth})`),
  ],
);

/**
 * A person who withdrew (decision 031) while a member of a team with dues: the months they were
 * charged (from the later of the start and `joined_month`, through `left_month`), so what they still
 * owe stays on the board under 탈퇴한 회원 (decision 072). No name: it is read from `users`, which
 * withdrawal already replaced.
 */
export const duesFormerMembers = pgTable(
  'dues_former_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => duesSettings.teamId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedMonth: monthText('joined_month').notNull(),
    leftMonth: monthText('left_month').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    check('dues_former_members_joined_check', monthCheck(t.joinedMonth)),
    check('dues_former_members_left_check', sql`${monthCheck(t.leftMonth)} and ${t.leftMonth} >= ${t.joinedMonth}`),
  ],
);

/**
 * The team's ledger: every won in or out, never edited or deleted (a correction is a REVERSAL naming
 * the entry; at most one per entry). `balance` is the team's balance after the entry, written in the
 * transaction that locks the team's dues row. The database holds both rules (migration 0010, decision
 * 071): a trigger refuses UPDATE and DELETE, a constraint trigger refuses an entry whose balance does
 * not continue the team's last one. Idempotent on (team, client id), as recording is.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    /** Signed won: in positive, out negative. */
    amount: integer('amount').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: paymentMethods }),
    category: text('category', { enum: costCategories }),
    label: varchar('label', { length: 200 }),
    note: varchar('note', { length: 200 }),
    /** PAYMENT: who paid. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerEntries.id),
    clientId: varchar('client_id', { length: 36 }).notNull(),
    /** The request's hash: the same client id with another body is refused, not replayed. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_client_unique').on(t.teamId, t.clientId),
    unique('ledger_entries_reverses_unique').on(t.reversesId),
    index('ledger_entries_team_idx').on(t.teamId, t.id),
    index('ledger_entries_user_idx').on(t.teamId, t.userId),
    check('ledger_entries_kind_check', oneOf(t.kind, ledgerEntryKinds)),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_method_check', sql`${t.method} is null or ${oneOf(t.method, paymentMethods)}`),
    check('ledger_entries_category_check', sql`${t.category} is null or ${oneOf(t.category, costCategories)}`),
    check('ledger_entries_reversal_check', sql`(${t.kind} = 'REVERSAL') = (${t.reversesId} is not null)`),
  ],
);

/** The months of dues a PAYMENT paid (machines/dues.ledger.ts allocatePayment). */
export const ledgerAllocations = pgTable(
  'ledger_allocations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    month: monthText('month').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.month] }),
    check('ledger_allocations_month_check', monthCheck(t.month)),
    check('ledger_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Each person's share of a COST (machines/dues.ledger.ts splitCost): what they owe for it. */
export const ledgerShares = pgTable(
  'ledger_shares',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.userId] }),
    index('ledger_shares_user_idx').on(t.userId),
    check('ledger_shares_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** The due day's reminder, once per member and month (written before the push leaves, as schedule reminders). */
export const duesReminders = pgTable(
  'dues_reminders',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: monthText('month').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId, t.month] })],
);

/**
 * Private calendar feeds (decision 015): the feed address carries an HMAC over the person, the team,
 * their membership and this version, so the address itself is never stored. Resetting the address
 * bumps the version, which makes every older address fail the check. No row means version 1.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    resetAt: instant('reset_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/**
 * Rotating refresh tokens (docs/architecture.md §4). Only the SHA-256 of a token is stored; every
 * rotation stays in its family so that reuse of an old token can revoke all of them.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: varchar('family_id', { length: 36 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time codes of the development sign-in provider, stored hashed and bound to a redirect URI. */
export const loginCodes = pgTable('login_codes', {
  id: serial('id').primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique('login_codes_hash_unique'),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  usedAt: instant('used_at'),
});
