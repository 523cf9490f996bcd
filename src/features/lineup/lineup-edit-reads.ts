import { myTeamsQuery } from '#src/lib/queries/users.ts';
import type { PageReads } from '#src/lib/page-reads.ts';
import { matchPlayersQuery, matchQuery } from '#src/lib/queries/matches.ts';
import { memberPoolQuery } from '#src/lib/queries/members.ts';
import { rosterQueries } from './api/lineup.ts';

/**
 * The lineup editor's reads (src/lib/page-reads.ts), in a module of their own: the client's data
 * layer starts them before the page's code has run (src/app/route-reads.ts, decision 038). The
 * member lists need the match's teams, so they follow the match and the person's teams; but the admin who opens a
 * lineup nearly always runs the side of the team they last looked at, so that team's list goes out
 * with the match (one round trip less on a phone network; a guess that misses costs one read).
 */
export const lineupEditReads: PageReads = ({ http, queryClient, userId, currentTeamId }, params) => {
  const matchId = Number(params.matchId);
  void queryClient.prefetchQuery(matchPlayersQuery(http, matchId));
  if (currentTeamId !== null) void queryClient.prefetchQuery(memberPoolQuery(http, currentTeamId, false, { guess: true }));
  void Promise.all([queryClient.fetchQuery(matchQuery(http, matchId)), queryClient.fetchQuery(myTeamsQuery(http, userId))]).then(
    ([match, myTeams]) => Promise.all(rosterQueries(http, match, myTeams).map((query) => queryClient.prefetchQuery(query))),
    () => undefined,
  );
};

