/**
 * The MOM vote's rules (decision 093), pure, for the server and the screen alike: whether a vote stands
 * open at a moment, whether a ballot is one, and how ballots count (3/2/1 points; fewer than
 * `momMinBallots` ballots: no result; ties share the award; no points: no MOM).
 */
import { momMinBallots, momRankPoints, type MomBallotRequest, type MomVoteState } from '#contract/mom.ts';

/** The times that decide a vote's state. */
export interface MomVoteTimes {
  closesAt: Date;
  /** Set when it closed early (an admin, or everyone eligible voted). */
  closedAt: Date | null;
}

/**
 * OPEN until closed early or until `closesAt`, read at `now`: no job has to run at `closesAt` for
 * the vote to close (decision 093).
 */
export function momVoteStateAt(vote: MomVoteTimes, now: Date): MomVoteState {
  return vote.closedAt === null && now.getTime() < vote.closesAt.getTime() ? 'OPEN' : 'CLOSED';
}

/** When a vote closed: early, or at `closesAt`; null while open. */
export function momVoteClosedAt(vote: MomVoteTimes, now: Date): Date | null {
  if (vote.closedAt !== null) return vote.closedAt;
  return momVoteStateAt(vote, now) === 'CLOSED' ? vote.closesAt : null;
}

export type BallotProblem = 'EMPTY' | 'SELF' | 'REPEAT' | 'NOT_CANDIDATE' | 'GAP';

/** The choices of a ballot in rank order, nulls left out. */
export const ballotChoices = (ballot: MomBallotRequest): number[] => [ballot.first, ballot.second, ballot.third].filter((id): id is number => id !== null);

/**
 * Why a ballot is no ballot (null: it is one): a 3rd without a 2nd, the voter themselves, the same
 * person twice, or someone who did not appear.
 */
export function ballotProblem(ballot: MomBallotRequest, voterId: number, candidateIds: ReadonlySet<number>): BallotProblem | null {
  if (ballot.third !== null && ballot.second === null) return 'GAP';
  const choices = ballotChoices(ballot);
  if (choices.includes(voterId)) return 'SELF';
  if (new Set(choices).size !== choices.length) return 'REPEAT';
  if (choices.some((id) => !candidateIds.has(id))) return 'NOT_CANDIDATE';
  return null;
}

/** A person's points and first places. */
export interface MomTally {
  userId: number;
  points: number;
  firsts: number;
}

export interface MomOutcome {
  /** False below `momMinBallots` ballots (집계 안 함): no table, no winners. */
  counted: boolean;
  /** Everyone with a point, most points first (then more first places, then id). */
  table: MomTally[];
  /** Those with the most points: several on a tie, none when nobody got a point. */
  winners: MomTally[];
}

/** Counts the ballots of a closed vote. */
export function tallyMomBallots(ballots: readonly MomBallotRequest[]): MomOutcome {
  if (ballots.length < momMinBallots) return { counted: false, table: [], winners: [] };
  const byPerson = new Map<number, MomTally>();
  for (const ballot of ballots) {
    ballotChoices(ballot).forEach((userId, rank) => {
      const line = byPerson.get(userId) ?? { userId, points: 0, firsts: 0 };
      line.points += momRankPoints[rank];
      if (rank === 0) line.firsts += 1;
      byPerson.set(userId, line);
    });
  }
  const table = [...byPerson.values()].sort((a, b) => b.points - a.points || b.firsts - a.firsts || a.userId - b.userId);
  const top = table[0]?.points ?? 0;
  return { counted: true, table, winners: top > 0 ? table.filter((l) => l.points === top) : [] };
}
