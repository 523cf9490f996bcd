/**
 * The player of the match (MOM) vote's tables (decision 093), in a file of their own (issue #53's
 * three lanes each keep theirs apart). drizzle-kit reads server/db/schema*.ts; schema.ts does not
 * re-export this file, since it imports schema.ts's tables and the import rules allow no cycle.
 *
 * A vote is a team's, about one finished match or one finished 자체전. Who appeared is copied into
 * `mom_vote_people` when the vote opens (later lineup edits do not move a running vote); a ballot is
 * one row per voter, replaced while the vote is open. Nothing here is ever answered whole: the API reads
 * ballots to count them and to answer each voter their own (contract/mom.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { matches, teams, users } from './schema.ts';
import { scrimmages } from './schema-scrimmage.ts';

// As schema.ts's own (not exported there): every time a timestamptz read as a Date.
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const momVotes = pgTable(
  'mom_votes',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    scrimmageId: integer('scrimmage_id').references(() => scrimmages.id, { onDelete: 'cascade' }),
    openedAt: instant('opened_at').notNull(),
    /** openedAt plus the team's vote hours when it opened; past it the vote reads closed (no cron, decision 093). */
    closesAt: instant('closes_at').notNull(),
    /** Set when it closed early: an admin closed it, or everyone who may vote did. */
    closedAt: instant('closed_at'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the opening push went out (once). */
    announcedAt: instant('announced_at'),
    /** When the result's push went out (once, by the close or by the sweep after closesAt). */
    resultPushedAt: instant('result_pushed_at'),
  },
  (t) => [
    uniqueIndex('mom_votes_team_match_unique')
      .on(t.teamId, t.matchId)
      .where(sql`${t.matchId} is not null`),
    uniqueIndex('mom_votes_scrimmage_unique')
      .on(t.scrimmageId)
      .where(sql`${t.scrimmageId} is not null`),
    index('mom_votes_team_idx').on(t.teamId, t.openedAt),
    check('mom_votes_subject_check', sql`(${t.matchId} is null) <> (${t.scrimmageId} is null)`),
  ],
);

/** Everyone who appeared (a candidate); `canVote` for those who sign in (a guest player does not). */
export const momVotePeople = pgTable(
  'mom_vote_people',
  {
    voteId: integer('vote_id')
      .notNull()
      .references(() => momVotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canVote: boolean('can_vote').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);

const votePerson = momVotePeople;

/** One voter's ballot: 1st, 2nd, 3rd (3/2/1 points), none of them the voter, all different. */
export const momBallots = pgTable(
  'mom_ballots',
  {
    voteId: integer('vote_id').notNull(),
    voterId: integer('voter_id').notNull(),
    firstId: integer('first_id').notNull(),
    secondId: integer('second_id'),
    thirdId: integer('third_id'),
    castAt: instant('cast_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.voterId] }),
    foreignKey({ columns: [t.voteId, t.voterId], foreignColumns: [votePerson.voteId, votePerson.userId], name: 'mom_ballots_voter_fk' }).onDelete('cascade'),
    foreignKey({ columns: [t.voteId, t.firstId], foreignColumns: [votePerson.voteId, votePerson.userId], name: 'mom_ballots_first_fk' }).onDelete('cascade'),
    check('mom_ballots_not_self_check', sql`${t.voterId} not in (${t.firstId}, coalesce(${t.secondId}, 0), coalesce(${t.thirdId}, 0))`),
    check(
      'mom_ballots_distinct_check',
      sql`${t.firstId} <> coalesce(${t.secondId}, 0) and ${t.firstId} <> coalesce(${t.thirdId}, 0)
        and (${t.thirdId} is null or (${t.secondId} is not null and ${t.secondId} <> ${t.thirdId}))`,
    ),
  ],
);

/** A result's public card link (as the vest card's, decision 080): one per vote, its token the only credential. */
export const momCards = pgTable('mom_cards', {
  voteId: integer('vote_id')
    .primaryKey()
    .references(() => momVotes.id, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique('mom_cards_token_unique'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull(),
});
