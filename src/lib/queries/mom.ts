/**
 * The MOM vote's reads and writes (decision 093) under momKeys: a ballot or a close answers the vote,
 * which goes into the cache, and refreshes the team's other MOM reads (the team page, the season).
 */
import { errorCodes } from '#contract/error-codes.ts';
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { NotFoundError } from '#src/lib/http/errors.ts';
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { teamKeys } from './keys.ts';

/**
 * A team's MOM votes (decision 093): a match's or a 자체전's vote, the team page's latest, the season's
 * MOM columns; all under the team, so a ballot or a close refreshes them with `all`.
 */
const momKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'mom'] as const,
  match: (teamId: number, matchId: number) => [...momKeys.all(teamId), 'match', matchId] as const,
  scrimmage: (teamId: number, scrimmageId: number) => [...momKeys.all(teamId), 'scrimmage', scrimmageId] as const,
  recent: (teamId: number) => [...momKeys.all(teamId), 'recent'] as const,
  season: (teamId: number, season: number) => [...momKeys.all(teamId), 'season', { season }] as const,
};

/** A MOM result's public card (decision 093): outside the team, as anyone holding the link reads it. */
export const momCardKeys = {
  card: (token: string) => ['mom-card', token] as const,
};

/** Which vote: a match's (of the team) or a 자체전's. */
export type MomSubject = { teamId: number } & ({ matchId: number } | { scrimmageId: number });

const keyOf = (s: MomSubject) => ('matchId' in s ? momKeys.match(s.teamId, s.matchId) : momKeys.scrimmage(s.teamId, s.scrimmageId));

export function momVoteQuery(http: HttpApi, subject: MomSubject) {
  return queryOptions({
    queryKey: keyOf(subject),
    // No vote (before full time, nobody fielded, a match older than the votes) is an answer, null: not a
    // failure to retry, and not a page that is gone (a 404 would send the whole match page to /404).
    queryFn: async ({ signal }): Promise<MomVote | null> => {
      try {
        return await ('matchId' in subject
          ? http.call('getMatchMomVote', { params: { id: subject.teamId, matchId: subject.matchId }, signal, navigateOnNotFound: false })
          : http.call('getScrimmageMomVote', { params: { id: subject.teamId, scrimmageId: subject.scrimmageId }, signal, navigateOnNotFound: false }));
      } catch (error) {
        if (error instanceof NotFoundError && error.code === errorCodes.NOTFOUND_MOM_VOTE.code) return null;
        throw error;
      }
    },
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
    // Every other MOM read of the team (the team page's block, the season) is read again; this vote's own
    // cache already holds the answer (keys compared by hash: two arrays are never the same object).
    const own = hashKey(keyOf(subject));
    void queryClient.invalidateQueries({ queryKey: momKeys.all(subject.teamId), predicate: (q) => q.queryHash !== own });
    return vote;
  };
  return {
    saveBallot: async ({ voteId, ballot }: { voteId: number; ballot: MomBallotRequest }) =>
      kept(await http.call('castMomBallot', { params: { id: subject.teamId, voteId }, body: ballot })),
    closeVote: async ({ voteId }: { voteId: number }) => kept(await http.call('closeMomVote', { params: { id: subject.teamId, voteId } })),
    shareCard: (voteId: number) => http.call('shareMomCard', { params: { id: subject.teamId, voteId } }),
  };
}
