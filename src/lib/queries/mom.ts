/**
 * The MOM vote's reads and writes (decision 093) under momKeys: a ballot or a close answers the vote,
 * which goes into the cache, and refreshes the team's other MOM reads (the team page, the season).
 */
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { momKeys } from './keys.ts';

/** Which vote: a match's (of the team) or a 자체전's. */
export type MomSubject = { teamId: number } & ({ matchId: number } | { scrimmageId: number });

const keyOf = (s: MomSubject) => ('matchId' in s ? momKeys.match(s.teamId, s.matchId) : momKeys.scrimmage(s.teamId, s.scrimmageId));

export function momVoteQuery(http: HttpApi, subject: MomSubject) {
  return queryOptions({
    queryKey: keyOf(subject),
    queryFn: ({ signal }) =>
      'matchId' in subject
        ? http.call('getMatchMomVote', { params: { id: subject.teamId, matchId: subject.matchId }, signal })
        : http.call('getScrimmageMomVote', { params: { id: subject.teamId, scrimmageId: subject.scrimmageId }, signal }),
    // No vote yet (before full time, nobody fielded) is an answer, not a failure to retry.
    retry: false,
  });
}

export function recentMomVotesQuery(http: HttpApi, teamId: number) {
  return queryOptions({ queryKey: momKeys.recent(teamId), queryFn: ({ signal }) => http.call('getRecentMomVotes', { params: { id: teamId }, signal }) });
}

export function momSeasonQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: momKeys.season(teamId, season),
    queryFn: ({ signal }) => http.call('getMomSeasonStats', { params: { id: teamId }, query: { season }, signal }),
  });
}

/** The effects the vote's machine is given (machines/mom-vote.machine.ts): each answer kept, the rest read again. */
export function momVoteEffects(http: HttpApi, queryClient: QueryClient, subject: MomSubject) {
  const kept = (vote: MomVote) => {
    queryClient.setQueryData(keyOf(subject), vote);
    void queryClient.invalidateQueries({ queryKey: momKeys.all(subject.teamId), predicate: (q) => q.queryKey !== keyOf(subject) });
    return vote;
  };
  return {
    saveBallot: async ({ voteId, ballot }: { voteId: number; ballot: MomBallotRequest }) =>
      kept(await http.call('castMomBallot', { params: { id: subject.teamId, voteId }, body: ballot })),
    closeVote: async ({ voteId }: { voteId: number }) => kept(await http.call('closeMomVote', { params: { id: subject.teamId, voteId } })),
    shareCard: (voteId: number) => http.call('shareMomCard', { params: { id: subject.teamId, voteId } }),
  };
}
