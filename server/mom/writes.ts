/**
 * The MOM vote's writes (decision 093): a ballot, cast or changed, and an admin's close. Each runs in
 * one transaction that first locks the vote's row (`FOR UPDATE`), so a ballot and the close that would
 * end the vote are taken one after the other: a ballot counts when it came before the close and is
 * refused (409 13002) after it; two ballots at once each count once (one row per voter, replaced).
 * The last eligible ballot closes the vote in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MomBallotRequest } from '#contract/mom.ts';
import { ballotProblem, momVoteStateAt } from '#machines/mom-vote.rules.ts';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { momBallots, momVotePeople, momVotes } from '../db/schema-mom.ts';
import { ApiError } from '../http/errors.ts';
import type { MomVoteRow } from './open.ts';
import { momVotePeopleOf } from './read.ts';

/** The vote of the team, locked until the transaction ends; 404 13001 for another team's or none. */
async function lockVote(tx: Tx, teamId: number, voteId: number): Promise<MomVoteRow> {
  const [vote] = await tx
    .select()
    .from(momVotes)
    .where(and(eq(momVotes.id, voteId), eq(momVotes.teamId, teamId)))
    .for('update');
  if (!vote) throw new ApiError('NOTFOUND_MOM_VOTE');
  return vote;
}

export interface MomWrite {
  vote: MomVoteRow;
  /** True when this write closed the vote (its result's push follows the commit). */
  closedNow: boolean;
}

export async function castMomBallot(
  tx: Tx,
  input: { teamId: number; voteId: number; voterId: number; ballot: MomBallotRequest; now: Date },
): Promise<MomWrite> {
  const vote = await lockVote(tx, input.teamId, input.voteId);
  if (momVoteStateAt(vote, input.now) === 'CLOSED') throw new ApiError('MOM_VOTE_CLOSED');
  const people = await momVotePeopleOf(tx, vote.id);
  if (!people.some((p) => p.userId === input.voterId && p.canVote)) throw new ApiError('MOM_NOT_A_VOTER');
  if (ballotProblem(input.ballot, input.voterId, new Set(people.map((p) => p.userId))) !== null) throw new ApiError('MOM_BALLOT_INVALID');
  const { first, second, third } = input.ballot;
  await tx
    .insert(momBallots)
    .values({ voteId: vote.id, voterId: input.voterId, firstId: first, secondId: second, thirdId: third, castAt: input.now })
    .onConflictDoUpdate({ target: [momBallots.voteId, momBallots.voterId], set: { firstId: first, secondId: second, thirdId: third, castAt: input.now } });
  const [{ waiting }] = await tx
    .select({ waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(momVotePeople)
    .where(
      and(
        eq(momVotePeople.voteId, vote.id),
        eq(momVotePeople.canVote, true),
        // Someone who left Pitchside since full time can no longer vote: they hold nobody up.
        sql`exists (select 1 from ${users} where ${users.id} = ${momVotePeople.userId} and ${users.withdrawnAt} is null)`,
        sql`not exists (select 1 from ${momBallots} where ${momBallots.voteId} = ${momVotePeople.voteId} and ${momBallots.voterId} = ${momVotePeople.userId})`,
      ),
    );
  if (waiting > 0) return { vote, closedNow: false };
  return { vote: await closeLocked(tx, vote, null, input.now), closedNow: true };
}

async function closeLocked(tx: Tx, vote: MomVoteRow, closedBy: number | null, now: Date): Promise<MomVoteRow> {
  const [closed] = await tx.update(momVotes).set({ closedAt: now, closedBy }).where(eq(momVotes.id, vote.id)).returning();
  return closed;
}

/** An admin closes the vote now; 409 13002 once it is closed. */
export async function closeMomVote(tx: Tx, input: { teamId: number; voteId: number; adminId: number; now: Date }): Promise<MomWrite> {
  const vote = await lockVote(tx, input.teamId, input.voteId);
  if (momVoteStateAt(vote, input.now) === 'CLOSED') throw new ApiError('MOM_VOTE_CLOSED');
  return { vote: await closeLocked(tx, vote, input.adminId, input.now), closedNow: true };
}
