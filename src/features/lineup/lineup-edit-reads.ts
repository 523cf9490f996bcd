import { myTeamsQuery } from '#src/lib/queries/users.ts';
import type { PageReads } from '#src/lib/page-reads.ts';
import { matchPlayersQuery, matchQuery } from '#src/lib/queries/matches.ts';
import { memberPoolQuery } from '#src/lib/queries/members.ts';
import { matchAttendanceQuery } from '#src/lib/queries/schedules.ts';
import { defaultRecentMatches, recentMinutesQuery } from '#src/lib/queries/season.ts';
import { rosterQueries } from './api/lineup.ts';

/**
 * The lineup editor's reads (src/lib/page-reads.ts), in a module of their own: the client's data
 * layer starts them before the page's code has run (src/app/route-reads.ts, decision 038). The
 * member lists need the match's teams, so they follow the match and the person's teams; but the admin who opens a
 * lineup nearly always runs the side of the team they last looked at, so that team's list goes out
 * with the match (one round trip less on a phone network; a guess that misses costs one read). The
 * same guess sends that team's fair-playing-time reads (its recent minutes, the match's answers),
 * unless the person's teams, already known, say they are no admin of it (then they would not show).
 */
export const lineupEditReads: PageReads = ({ http, queryClient, userId, currentTeamId }, params) => {
  const matchId = Number(params.matchId);
  void queryClient.prefetchQuery(matchPlayersQuery(http, matchId));
  if (currentTeamId !== null) {
    void queryClient.prefetchQuery(memberPoolQuery(http, currentTeamId, false, { guess: true }));
    const known = queryClient.getQueryData(myTeamsQuery(http, userId).queryKey);
    if (!known || known.some((t) => t.id === currentTeamId && t.teamRole === 'TEAM_ADMIN')) {
      void queryClient.prefetchQuery(recentMinutesQuery(http, currentTeamId, defaultRecentMatches));
      void queryClient.prefetchQuery(matchAttendanceQuery(http, currentTeamId, matchId));
    }
  }
  void Promise.all([queryClient.fetchQuery(matchQuery(http, matchId)), queryClient.fetchQuery(myTeamsQuery(http, userId))]).then(
    ([match, myTeams]) => Promise.all(rosterQueries(http, match, myTeams).map((query) => queryClient.prefetchQuery(query))),
    () => undefined,
  );
};
