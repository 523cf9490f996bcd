/**
 * The match page's and the record screen's reads (src/lib/page-reads.ts), in a module of their own:
 * the client's data layer starts them before the pages' code has run (src/app/route-reads.ts,
 * decision 038).
 */
import { matchShareQuery, prefetchMatchReads } from './queries/matches.ts';
import type { PageReads } from './page-reads.ts';

/** The match page: the match's reads, the results summary and whether its public link is on. */
export const matchOverviewReads: PageReads = ({ http, queryClient }, params) => {
  const matchId = Number(params.matchId);
  prefetchMatchReads(queryClient, http, matchId, { summary: true });
  void queryClient.prefetchQuery(matchShareQuery(http, matchId));
};

/** The record screen: the match's reads. */
export const matchRecordReads: PageReads = ({ http, queryClient }, params) => prefetchMatchReads(queryClient, http, Number(params.matchId));
