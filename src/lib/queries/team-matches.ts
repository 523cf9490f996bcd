/**
 * A team's match lists: the records page's table and its opponent filter, the matches a schedule
 * item can link to, and those a match-day cost can be for. Keys under teamMatchKeys.all, which registering, deleting or answering a match
 * invalidates (invalidateTeamMatches, ./matches.ts) and the records page's live stream patches.
 */
import type { MatchListItem, TeamMatchQuery } from '#contract/matches.ts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { teamMatchKeys } from './keys.ts';
import { tablePageQuery } from './table-page.ts';

/** The records table's query as the page sends it (paging counted from 0 like the API). */
export type MatchListQuery = Pick<TeamMatchQuery, 'page' | 'size' | 'sort' | 'opponentTeamIds' | 'matchStates' | 'matchTypes' | 'searchTitle'>;

/** One page of the records table. */
export function teamMatchesQuery(http: HttpApi, teamId: number, query: MatchListQuery) {
  return tablePageQuery(teamMatchKeys.list(teamId, query), (signal) => http.call('listTeamMatches', { params: { id: teamId }, query, signal }));
}

export interface Opponent {
  id: number;
  name: string;
}

/** The teams met in the latest 100 matches (the opponent filter's choices), by name. */
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

/** The team's scheduled matches a schedule item can link to (soonest first; one page is plenty for a season). */
export function scheduledMatchesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamMatchKeys.scheduled(teamId),
    queryFn: ({ signal }) =>
      http.call('listTeamMatches', {
        params: { id: teamId },
        query: {
          page: 0,
          size: 100,
          matchStates: ['SCHEDULED'],
          sort: [
            { field: 'matchDate', direction: 'asc' },
            { field: 'plannedStartTime', direction: 'asc' },
          ],
        },
        signal,
      }),
  });
}

/**
 * The team's latest matches up to a day (`until`, upcoming ones included), latest first: what 비용
 * 나누기 offers a cost for, a pitch often being paid ahead (decision 072). One page of 50.
 */
export function matchesUntilQuery(http: HttpApi, teamId: number, until: string) {
  const query = { page: 0, size: 50, matchDateTo: until, sort: [{ field: 'matchDate' as const, direction: 'desc' as const }] };
  return queryOptions({
    queryKey: teamMatchKeys.list(teamId, { ...query, purpose: 'dues-cost' }),
    queryFn: ({ signal }) => http.call('listTeamMatches', { params: { id: teamId }, query, signal }),
  });
}
