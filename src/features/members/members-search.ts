/**
 * The members table's URL parameters (docs/product.md §2.3) and its API query; the shared rules (sort cycling,
 * page reset, the search string) are in `#src/lib/url-table.ts`.
 */
import type { SortOrder } from '#contract/params.ts';
import type { memberSortFields } from '#contract/teams.ts';
import type { PlayersSearch } from '#src/lib/search-params.ts';
import { apiPage, pagedTable } from '#src/lib/url-table.ts';
import type { MemberListQuery } from '#src/lib/queries/members.ts';

export type MemberSortField = (typeof memberSortFields)[number];
export type MemberSort = SortOrder<MemberSortField>[];

/** The members table in the URL: 20 a page (the issue); a filter, search or sort change resets the page. */
export const membersTable = pagedTable<PlayersSearch>(['position', 'teamRole', 'footType', 'searchName'], 'selectedMemberId', 20);

/** The API query for the URL state (the URL counts pages from 1, the API from 0). */
export function listQueryFor(search: PlayersSearch): MemberListQuery {
  const query: MemberListQuery = { page: apiPage(search), size: membersTable.pageSize, sort: search.sort ?? [] };
  if (search.position) query.position = search.position;
  if (search.teamRole) query.teamRole = search.teamRole;
  if (search.footType) query.footType = search.footType;
  if (search.searchName) query.searchName = search.searchName;
  return query;
}
