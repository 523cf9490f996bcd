/**
 * The members table's state lives in the URL (spec §2): pure helpers that read and write it, so a
 * link reproduces the view and the rules (sort cycling, page reset) are testable without React.
 */
import type { SortOrder } from '#contract/params.ts';
import type { memberSortFields } from '#contract/teams.ts';
import type { PlayersSearch } from '#src/app/search-params.ts';
import type { MemberListQuery } from './api/members.ts';

export type MemberSortField = (typeof memberSortFields)[number];
export type MemberSort = SortOrder<MemberSortField>[];

/** The table's page size (the issue: 20 a page). */
export const membersPageSize = 20;

/**
 * A click on a sortable header: an unsorted field joins the end of the list ascending, an ascending
 * one turns descending in place, a descending one leaves; the other fields keep their order.
 */
export function cycleSort(sort: MemberSort, field: MemberSortField): MemberSort {
  const at = sort.findIndex((s) => s.field === field);
  if (at === -1) return [...sort, { field, direction: 'asc' }];
  if (sort[at].direction === 'asc') return sort.map((s, i) => (i === at ? { field, direction: 'desc' } : s));
  return sort.filter((_, i) => i !== at);
}

/** The URL search string (without '?') for a state; defaults are left out, order is stable. */
export function playersSearchString(search: Partial<PlayersSearch>): string {
  const params = new URLSearchParams();
  for (const s of search.sort ?? []) params.append('sort', `${s.field},${s.direction}`);
  if (search.position) params.set('position', search.position);
  if (search.teamRole) params.set('teamRole', search.teamRole);
  if (search.footType) params.set('footType', search.footType);
  if (search.searchName) params.set('searchName', search.searchName);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.selectedMemberId !== undefined) params.set('selectedMemberId', String(search.selectedMemberId));
  return params.toString();
}

/** Fields whose change shows a different set of rows: changing one goes back to page 1. */
const resettingFields = ['sort', 'position', 'teamRole', 'footType', 'searchName'] as const;

/** Applies a change; a filter, search or sort change resets the page unless the change sets one. */
export function applySearchChange(current: PlayersSearch, change: Partial<PlayersSearch>): PlayersSearch {
  const next = { ...current, ...change };
  if (!('page' in change) && resettingFields.some((f) => f in change)) next.page = undefined;
  return next;
}

/** The API query for the URL state (the URL counts pages from 1, the API from 0). */
export function listQueryFor(search: PlayersSearch): MemberListQuery {
  const query: MemberListQuery = { page: Math.max(0, (search.page ?? 1) - 1), size: membersPageSize, sort: search.sort ?? [] };
  if (search.position) query.position = search.position;
  if (search.teamRole) query.teamRole = search.teamRole;
  if (search.footType) query.footType = search.footType;
  if (search.searchName) query.searchName = search.searchName;
  return query;
}
