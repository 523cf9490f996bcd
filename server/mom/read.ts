/**
 * A MOM vote as one caller may see it (decision 093): the candidates, the turnout by name, the caller's
 * own ballot, and the count once closed. Every ballot is read to count it and to tell who voted; no
 * answer carries anyone's choices but the caller's own (the secret ballot).
 */
import { eq } from 'drizzle-orm';
import type { MomBallotRequest, MomResultRow, MomVote } from '#contract/mom.ts';
import { withdrawnPersonName } from '#contract/users.ts';
import { momVoteClosedAt, momVoteStateAt, tallyMomBallots, type MomTally } from '#machines/mom-vote.rules.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { momBallots, momVotePeople } from '../db/schema-mom.ts';
import type { MomVoteRow } from './open.ts';

export interface MomPerson {
  userId: number;
  name: string;
  guest: boolean;
  canVote: boolean;
}

/** Who appeared, with names as they read now (a withdrawn person's reads 탈퇴한 회원). */
export async function momVotePeopleOf(handle: DbOrTx, voteId: number): Promise<MomPerson[]> {
  const rows = await handle
    .select({ userId: momVotePeople.userId, canVote: momVotePeople.canVote, name: users.name, socialType: users.socialType, withdrawnAt: users.withdrawnAt })
    .from(momVotePeople)
    .innerJoin(users, eq(users.id, momVotePeople.userId))
    .where(eq(momVotePeople.voteId, voteId));
  return rows
    .map((r) => ({
      userId: r.userId,
      name: r.withdrawnAt === null ? r.name : withdrawnPersonName,
      guest: r.socialType === 'GUEST',
      canVote: r.canVote && r.withdrawnAt === null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
}

export type StoredBallot = MomBallotRequest & { voterId: number };

export async function momBallotsOf(handle: DbOrTx, voteId: number): Promise<StoredBallot[]> {
  const rows = await handle
    .select({ voterId: momBallots.voterId, first: momBallots.firstId, second: momBallots.secondId, third: momBallots.thirdId })
    .from(momBallots)
    .where(eq(momBallots.voteId, voteId));
  return rows;
}

const onlyChoices = ({ first, second, third }: StoredBallot): MomBallotRequest => ({ first, second, third });

/** The count of a closed vote with names; null while open. */
export function momResultOf(vote: MomVoteRow, people: readonly MomPerson[], ballots: readonly StoredBallot[], now: Date): MomVote['result'] {
  if (momVoteStateAt(vote, now) === 'OPEN') return null;
  const outcome = tallyMomBallots(ballots.map(onlyChoices));
  const names = new Map(people.map((p) => [p.userId, p.name]));
  const named = (t: MomTally): MomResultRow => ({ ...t, name: names.get(t.userId) ?? withdrawnPersonName });
  return { counted: outcome.counted, winners: outcome.winners.map(named), table: outcome.table.map(named) };
}

export async function readMomVote(handle: DbOrTx, vote: MomVoteRow, callerId: number, now: Date): Promise<MomVote> {
  const people = await momVotePeopleOf(handle, vote.id);
  const ballots = await momBallotsOf(handle, vote.id);
  const state = momVoteStateAt(vote, now);
  const voted = new Set(ballots.map((b) => b.voterId));
  const mine = ballots.find((b) => b.voterId === callerId);
  return {
    id: vote.id,
    teamId: vote.teamId,
    matchId: vote.matchId,
    scrimmageId: vote.scrimmageId,
    state,
    openedAt: vote.openedAt.toISOString(),
    closesAt: vote.closesAt.toISOString(),
    closedAt: momVoteClosedAt(vote, now)?.toISOString() ?? null,
    candidates: people.map(({ userId, name, guest }) => ({ userId, name, guest })),
    voters: people.filter((p) => p.canVote || voted.has(p.userId)).map((p) => ({ userId: p.userId, name: p.name, voted: voted.has(p.userId) })),
    ballotCount: ballots.length,
    canVote: state === 'OPEN' && people.some((p) => p.userId === callerId && p.canVote),
    myBallot: mine ? onlyChoices(mine) : null,
    result: momResultOf(vote, people, ballots, now),
  };
}
