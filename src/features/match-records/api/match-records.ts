/**
 * Query option factories of the records page. The list sits under ['teams', teamId, 'matches'],
 * so registering or deleting a match refreshes it with one prefix invalidation.
 */
import type { MatchListItem } from '#contract/matches.ts';
import { teamQuery } from '#src/lib/account.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MatchListQuery } from '../records-search.ts';
import { teamMatchKeys } from '#src/lib/queries/keys.ts';

export function teamMatchesQuery(http: HttpApi, teamId: number, query: MatchListQuery) {
  return queryOptions({
    queryKey: teamMatchKeys.list(teamId, query),
    queryFn: ({ signal }) => http.call('listTeamMatches', { params: { id: teamId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface Opponent {
  id: number;
  name: string;
}

/** The teams met in the latest 100 matches (the opponent filter's choices). */
export function opponentsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamMatchKeys.opponents(teamId),
    queryFn: async ({ signal }): Promise<Opponent[]> => {
      const page = await http.call('listTeamMatches', { params: { id: teamId }, query: { page: 0, size: 100 }, signal });
      const seen = new Map<number, string>();
      for (const m of page.content as MatchListItem[]) {
        const other = m.homeTeamId === teamId ? { id: m.awayTeamId, name: m.awayTeamName } : { id: m.homeTeamId, name: m.homeTeamName };
        if (!seen.has(other.id)) seen.set(other.id, other.name);
      }
      return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ko'));
    },
  });
}

/** An opponent's public profile (its mark and the temporary flag the list does not carry). */
export { teamQuery as opponentTeamQuery };


