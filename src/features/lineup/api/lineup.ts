/**
 * Server data of the lineup editor and the two promise actors the lineup machine needs from the app:
 * `saveLineup` runs a save plan, `loadLastLineup` finds a team's previous lineup; `rosterQueries`
 * picks the shared member reads for both sides. The reads are the shared ones of src/lib/queries/
 * (matchKeys, memberKeys), so a prefix invalidation elsewhere refreshes these too.
 */
import type { MatchSide } from '#contract/enums.ts';
import type { Match, MatchPlayers } from '#contract/matches.ts';
import type { MyTeam } from '#contract/users.ts';
import type { LastLineup, LoadLastLineupInput, SaveLineupInput } from '#machines/lineup.machine.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { memberPoolQuery } from '#src/lib/queries/members.ts';
import { lineupAsStarted } from './last-lineup.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';

/** Writes show their error in place: a refused write must not send the editor to /404 or /unauthorized. */
const inPlace = { navigateOnNotFound: false, navigateOnForbidden: false } as const;

/**
 * Runs a save plan: each removal (DELETE, frees cells), then one PATCH batch of changes, then one POST
 * batch of adds; answers the fresh lineup, which also goes into the query cache. Stops at the abort signal.
 */
export async function saveLineup(http: HttpApi, queryClient: QueryClient, { matchId, plan }: SaveLineupInput, signal?: AbortSignal): Promise<MatchPlayers> {
  for (const matchUserId of plan.removals) {
    signal?.throwIfAborted();
    await http.call('removeMatchUser', { params: { id: matchId, matchUserId }, signal, ...inPlace });
  }
  if (plan.changes.length > 0) {
    signal?.throwIfAborted();
    await http.call('updateMatchGrid', { params: { id: matchId }, body: { changes: plan.changes }, signal, ...inPlace });
  }
  if (plan.adds.length > 0) {
    signal?.throwIfAborted();
    await http.call('addMatchUsers', { params: { id: matchId }, body: { players: plan.adds }, signal, ...inPlace });
  }
  const fresh = await http.call('getMatchPlayers', { params: { id: matchId }, signal });
  queryClient.setQueryData(matchKeys.players(matchId), fresh);
  // Other views of this match (overview, records) refetch when next shown.
  await queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId), refetchType: 'none' });
  return fresh;
}

/** How many of the team's latest matches are looked at for a lineup. */
const lastMatchesLooked = 10;

/**
 * The team's lineup in its most recent other match that has one, dated on or before this match
 * (`matchDate`; a fixture registered for later in the season is no "last match"), newest first, as the
 * machine's `LastLineup` as it started (lineupAsStarted); null when there is none.
 */
export async function loadLastLineup(
  http: HttpApi,
  { matchId, teamId }: LoadLastLineupInput,
  matchDate: string,
  signal?: AbortSignal,
): Promise<LastLineup | null> {
  const list = await http.call('listTeamMatches', {
    params: { id: teamId },
    query: {
      page: 0,
      size: lastMatchesLooked + 1,
      sort: [
        { field: 'matchDate', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ],
      matchDateTo: matchDate,
    },
    signal,
  });
  for (const match of list.content) {
    if (match.id === matchId) continue;
    const side: MatchSide = match.homeTeamId === teamId ? 'home' : 'away';
    const players = await http.call('getMatchPlayers', { params: { id: match.id }, signal });
    const lineup = side === 'home' ? players.homeTeam : players.awayTeam;
    if (lineup.starters.length + lineup.substitutes.length === 0) continue;
    return lineupAsStarted(lineup);
  }
  return null;
}

/**
 * Both sides' member lists. Members are listed only to members of the team (a temporary team has
 * none); the saved lineup carries names and numbers, so a side seen from outside still shows its people.
 */
export function rosterQueries(http: HttpApi, match: Match, myTeams: readonly MyTeam[]) {
  const isMember = (teamId: number) => myTeams.some((t) => t.id === teamId);
  return [
    memberPoolQuery(http, match.homeTeamId, match.homeTeamIsTemp || !isMember(match.homeTeamId)),
    memberPoolQuery(http, match.awayTeamId, match.awayTeamIsTemp || !isMember(match.awayTeamId)),
  ] as const;
}
