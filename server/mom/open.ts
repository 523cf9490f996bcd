/**
 * Opening a MOM vote (decision 093): at full time of a match, for each registered team that fielded
 * anyone, and at 자체전 종료 for the team. Who appeared is copied into the vote then: a match's
 * starters and the substitutes who came on (the season stats' "appeared"), a 자체전's members who
 * played at least one finished game. Guest players are candidates but cast no ballot (they never
 * sign in), nor does anyone who has left Pitchside.
 *
 * Opening is idempotent (insert … on conflict do nothing): the full-time write opens it, and a read of
 * a finished match's vote opens it too if that write's step was missed, with the same openedAt (full
 * time), so the vote closes at the same moment whichever came first.
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { maxMomVoteHours } from '#contract/mom-hours.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { matchEvents, matches, matchUsers, teams, users } from '../db/schema.ts';
import { scrimmageAttendees, scrimmageGames, scrimmages } from '../db/schema-scrimmage.ts';
import { momVotePeople, momVotes } from '../db/schema-mom.ts';
import { finishedGames } from '../scrimmages/queries.ts';

export type MomVoteRow = typeof momVotes.$inferSelect;

const hourMs = 60 * 60 * 1000;

/**
 * A match or session that ended longer ago than the longest vote gets none when first read (one that
 * ended before votes existed, say): it would open closed, with no ballot, and say there was no MOM.
 */
const tooLateToOpen = (endedAt: Date | null, now: Date): boolean => endedAt !== null && now.getTime() - endedAt.getTime() >= maxMomVoteHours * hourMs;

/** The team's match vote or scrimmage vote, if one is open(ed). */
export async function findMomVote(handle: DbOrTx, teamId: number, subject: { matchId: number } | { scrimmageId: number }): Promise<MomVoteRow | null> {
  const [row] = await handle
    .select()
    .from(momVotes)
    .where(and(eq(momVotes.teamId, teamId), 'matchId' in subject ? eq(momVotes.matchId, subject.matchId) : eq(momVotes.scrimmageId, subject.scrimmageId)));
  return row ?? null;
}

/** The people of the team who appeared in a finished match (starters, and substitutes who came on). */
async function matchAppearances(handle: DbOrTx, teamId: number, matchId: number): Promise<number[]> {
  const cameOn = sql<boolean>`exists (select 1 from ${matchEvents}
    where ${matchEvents.matchUserId} = ${matchUsers.id} and ${matchEvents.eventType} = 'SUB_IN')`;
  const rows = await handle
    .selectDistinct({ userId: matchUsers.userId })
    .from(matchUsers)
    .where(
      and(
        eq(matchUsers.matchId, matchId),
        eq(matchUsers.teamId, teamId),
        sql`${matchUsers.userId} is not null`,
        sql`(${matchUsers.role} = 'START_PLAYER' or ${cameOn})`,
      ),
    );
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

/** The members who played at least one finished game of a scrimmage (a guest with a typed name has no account to be chosen by). */
async function scrimmageAppearances(handle: DbOrTx, scrimmageId: number): Promise<number[]> {
  const { games } = await finishedGames(handle, scrimmageId);
  const played = new Set(games.flatMap((g) => g.players.map((p) => p.attendeeId)));
  if (played.size === 0) return [];
  const rows = await handle
    .select({ id: scrimmageAttendees.id, userId: scrimmageAttendees.userId })
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.scrimmageId, scrimmageId), inArray(scrimmageAttendees.id, [...played])));
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

async function insertVote(
  db: Db,
  teamId: number,
  subject: { matchId: number } | { scrimmageId: number },
  people: number[],
  openedAt: Date,
): Promise<MomVoteRow | null> {
  if (people.length === 0) return null;
  const [team] = await db.select({ hours: teams.momVoteHours }).from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const closesAt = new Date(openedAt.getTime() + team.hours * hourMs);
  await db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(momVotes)
      .values({ teamId, ...subject, openedAt, closesAt })
      .onConflictDoNothing()
      .returning({ id: momVotes.id });
    if (!vote) return;
    const accounts = await tx
      .select({ id: users.id, socialType: users.socialType, withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(inArray(users.id, people));
    await tx
      .insert(momVotePeople)
      .values(accounts.map((a) => ({ voteId: vote.id, userId: a.id, canVote: a.socialType !== 'GUEST' && a.withdrawnAt === null })));
  });
  return findMomVote(db, teamId, subject);
}

/** The team's vote of a match: opened when the match is FINISHED and the team fielded someone; null otherwise. */
export async function openMatchVote(db: Db, teamId: number, matchId: number, now: Date): Promise<MomVoteRow | null> {
  const existing = await findMomVote(db, teamId, { matchId });
  if (existing) return existing;
  const [match] = await db
    .select({ state: matches.matchState, home: matches.homeTeamId, away: matches.awayTeamId, fullTime: matches.secondHalfEndAt })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match || match.state !== 'FINISHED' || (match.home !== teamId && match.away !== teamId)) return null;
  if (tooLateToOpen(match.fullTime, now)) return null;
  return insertVote(db, teamId, { matchId }, await matchAppearances(db, teamId, matchId), match.fullTime ?? now);
}

/** Both teams' votes at full time (a temporary opponent has nobody who signs in, so fields nobody who could vote). */
export async function openMatchVotes(db: Db, matchId: number, now: Date): Promise<MomVoteRow[]> {
  const [match] = await db.select({ home: matches.homeTeamId, away: matches.awayTeamId }).from(matches).where(eq(matches.id, matchId));
  if (!match) return [];
  const real = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, [match.home, match.away]), eq(teams.isTemp, false)));
  const votes: MomVoteRow[] = [];
  // One after the other: PGlite runs one transaction at a time.
  for (const team of real) {
    const vote = await openMatchVote(db, team.id, matchId, now);
    if (vote) votes.push(vote);
  }
  return votes;
}

/** A finished scrimmage's vote (one for the session, not per game); null before 자체전 종료 or when nobody played. */
export async function openScrimmageVote(db: Db, teamId: number, scrimmageId: number, now: Date): Promise<MomVoteRow | null> {
  const existing = await findMomVote(db, teamId, { scrimmageId });
  if (existing) return existing;
  const [row] = await db
    .select({ state: scrimmages.state })
    .from(scrimmages)
    .where(and(eq(scrimmages.id, scrimmageId), eq(scrimmages.teamId, teamId)));
  if (!row || row.state !== 'FINISHED') return null;
  // Its last game's end stands for 자체전 종료 (no column keeps the finish), so a vote opened late closes when it would have.
  const [last] = await db
    .select({ endedAt: max(scrimmageGames.endedAt) })
    .from(scrimmageGames)
    .where(eq(scrimmageGames.scrimmageId, scrimmageId));
  if (tooLateToOpen(last?.endedAt ?? null, now)) return null;
  return insertVote(db, teamId, { scrimmageId }, await scrimmageAppearances(db, scrimmageId), last?.endedAt ?? now);
}
