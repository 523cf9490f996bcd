/**
 * The MOM vote's effects (src/lib/queries/mom.ts, decision 093): a ballot's answer is kept as the vote's
 * own cache, and only the team's other MOM reads (the team page's block, the season) are read again —
 * the vote itself is not fetched a second time after every ballot.
 */
import { errorCodes } from '#contract/error-codes.ts';
import type { MomVote } from '#contract/mom.ts';
import { NotFoundError } from '#src/lib/http/errors.ts';
import { momSeasonQuery, momVoteEffects, momVoteQuery, recentMomVotesQuery } from '#src/lib/queries/mom.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

const answered = { id: 7, teamId: 1, matchId: 3, state: 'OPEN', ballotCount: 1 } as MomVote;
const http = { call: async () => answered } as unknown as HttpApi;
const subject = { teamId: 1, matchId: 3 };

describe('a ballot kept by the vote effects', () => {
  it("keeps the answer as the vote's own read and marks only the team's other MOM reads stale", async () => {
    const queryClient = new QueryClient();
    const own = momVoteQuery(http, subject).queryKey;
    const recent = recentMomVotesQuery(http, 1).queryKey;
    const season = momSeasonQuery(http, 1, 2026).queryKey;
    const before: MomVote = { ...answered, ballotCount: 0 };
    queryClient.setQueryData(own, before);
    queryClient.setQueryData(recent, []);
    queryClient.setQueryData(season, { teamId: 1, season: 2026, rows: [] });

    await momVoteEffects(http, queryClient, subject).saveBallot({ voteId: 7, ballot: { first: 2, second: null, third: null } });

    expect(queryClient.getQueryData(own)).toEqual(answered);
    expect(queryClient.getQueryState(own)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(recent)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(season)?.isInvalidated).toBe(true);
  });
});

describe('the vote read', () => {
  const noVote = new NotFoundError({ endpoint: 'getMatchMomVote', status: 404, code: errorCodes.NOTFOUND_MOM_VOTE.code, message: '투표가 없습니다.' });
  const asked: unknown[] = [];
  const refusing = (error: Error) =>
    ({
      call: async (_name: string, options: unknown) => {
        asked.push(options);
        throw error;
      },
    }) as unknown as HttpApi;

  it('answers null for a match without a vote, and asks the HTTP client not to send the page to /404', async () => {
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(momVoteQuery(refusing(noVote), subject))).toBeNull();
    expect(asked.at(-1)).toMatchObject({ navigateOnNotFound: false });
  });

  it('still fails on any other refusal', async () => {
    const queryClient = new QueryClient();
    const gone = new NotFoundError({ endpoint: 'getMatchMomVote', status: 404, code: errorCodes.NOTFOUND_MATCH.code, message: 'x' });
    await expect(queryClient.fetchQuery(momVoteQuery(refusing(gone), subject))).rejects.toBe(gone);
  });
});
