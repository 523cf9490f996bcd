/**
 * The match records table's URL parameters (the names of docs/product.md §2.3) and its API query; the shared rules
 * (sort cycling, page reset, the search string) are in `#src/lib/url-table.ts`.
 */
import type { matchSortFields } from '#contract/matches.ts';
import type { SortOrder } from '#contract/params.ts';
import type { MatchesSearch } from '#src/lib/search-params.ts';
import { apiPage, pagedTable } from '#src/lib/url-table.ts';
import type { MatchListQuery } from '#src/lib/queries/team-matches.ts';

export type MatchSortField = (typeof matchSortFields)[number];
export type MatchSort = SortOrder<MatchSortField>[];

/** The records table in the URL: 10 rows a page; a filter, search or sort change resets the page. */
export const recordsTable = pagedTable<MatchesSearch>(['opponentTeamIds', 'matchStates', 'matchTypes', 'searchTitle'], 'selectedMatchId', 10);

/** The API query for the URL state (the URL counts pages from 1, the API from 0). */
export function listQueryFor(search: MatchesSearch): MatchListQuery {
  const query: MatchListQuery = {
    page: apiPage(search),
    size: recordsTable.pageSize,
    sort: search.sort ?? [],
    opponentTeamIds: search.opponentTeamIds ?? [],
    matchStates: search.matchStates ?? [],
    matchTypes: search.matchTypes ?? [],
  };
  if (search.searchTitle) query.searchTitle = search.searchTitle;
  return query;
}
