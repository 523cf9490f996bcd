/**
 * The match records table's state lives in the URL (spec §2 names): pure helpers that read and
 * write it, so a link reproduces the view and the rules (sort cycling, page reset) are testable.
 */
import type { matchSortFields, TeamMatchQuery } from '#contract/matches.ts';
import type { SortOrder } from '#contract/params.ts';
import type { MatchesSearch } from '#src/app/search-params.ts';

export type MatchSortField = (typeof matchSortFields)[number];
export type MatchSort = SortOrder<MatchSortField>[];

/** Rows per page of the table. */
export const recordsPageSize = 10;

/** A header click or a sort pick: unsorted → joins ascending at the end, asc → desc in place, desc → leaves. */
export function cycleSort(sort: MatchSort, field: MatchSortField): MatchSort {
  const at = sort.findIndex((s) => s.field === field);
  if (at === -1) return [...sort, { field, direction: 'asc' }];
  if (sort[at].direction === 'asc') return sort.map((s, i) => (i === at ? { field, direction: 'desc' } : s));
  return sort.filter((_, i) => i !== at);
}

/** The URL search string (without '?'); defaults are left out, order is stable. */
export function matchesSearchString(search: Partial<MatchesSearch>): string {
  const params = new URLSearchParams();
  for (const s of search.sort ?? []) params.append('sort', `${s.field},${s.direction}`);
  for (const id of search.opponentTeamIds ?? []) params.append('opponentTeamIds', String(id));
  for (const state of search.matchStates ?? []) params.append('matchStates', state);
  for (const type of search.matchTypes ?? []) params.append('matchTypes', type);
  if (search.searchTitle) params.set('searchTitle', search.searchTitle);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.selectedMatchId !== undefined) params.set('selectedMatchId', String(search.selectedMatchId));
  return params.toString();
}

/** Fields whose change shows a different set of rows: changing one goes back to page 1. */
const resettingFields = ['sort', 'opponentTeamIds', 'matchStates', 'matchTypes', 'searchTitle'] as const;

export function applySearchChange(current: MatchesSearch, change: Partial<MatchesSearch>): MatchesSearch {
  const next = { ...current, ...change };
  if (!('page' in change) && resettingFields.some((f) => f in change)) next.page = undefined;
  return next;
}

export type MatchListQuery = Pick<TeamMatchQuery, 'page' | 'size' | 'sort' | 'opponentTeamIds' | 'matchStates' | 'matchTypes' | 'searchTitle'>;

/** The API query for the URL state (the URL counts pages from 1, the API from 0). */
export function listQueryFor(search: MatchesSearch): MatchListQuery {
  const query: MatchListQuery = {
    page: Math.max(0, (search.page ?? 1) - 1),
    size: recordsPageSize,
    sort: search.sort ?? [],
    opponentTeamIds: search.opponentTeamIds ?? [],
    matchStates: search.matchStates ?? [],
    matchTypes: search.matchTypes ?? [],
  };
  if (search.searchTitle) query.searchTitle = search.searchTitle;
  return query;
}
