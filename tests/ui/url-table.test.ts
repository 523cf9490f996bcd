import { describe, expect, it } from 'vitest';
import { parseSearch, searchSchemas, type MatchesSearch, type PlayersSearch } from '#src/lib/search-params.ts';
import { applySearchChange, apiPage, cycleSort, pageCountFor, toSearchString, type UrlTable } from '#src/lib/url-table.ts';

const players: UrlTable<PlayersSearch> = {
  params: ['sort', 'position', 'teamRole', 'footType', 'searchName', 'page', 'selectedMemberId'],
  resetsPage: ['sort', 'position', 'teamRole', 'footType', 'searchName'],
  pageSize: 20,
};
const matches: UrlTable<MatchesSearch> = {
  params: ['sort', 'opponentTeamIds', 'matchStates', 'matchTypes', 'searchTitle', 'page', 'selectedMatchId'],
  resetsPage: ['sort', 'opponentTeamIds', 'matchStates', 'matchTypes', 'searchTitle'],
  pageSize: 10,
};

describe('URL-held table (shared rules)', () => {
  it('cycleSort: unsorted → asc at the end, asc → desc in place, desc → off; the others keep their order', () => {
    const one = cycleSort<'a' | 'b'>([], 'a');
    expect(one).toEqual([{ field: 'a', direction: 'asc' }]);
    const two = cycleSort(one, 'b');
    expect(two).toEqual([
      { field: 'a', direction: 'asc' },
      { field: 'b', direction: 'asc' },
    ]);
    const three = cycleSort(two, 'a');
    expect(three).toEqual([
      { field: 'a', direction: 'desc' },
      { field: 'b', direction: 'asc' },
    ]);
    expect(cycleSort(three, 'a')).toEqual([{ field: 'b', direction: 'asc' }]);
  });

  it('a filter, search or sort change resets the page; a page or selection change does not', () => {
    const current = parseSearch(searchSchemas.players, 'position=FW&page=3');
    expect(applySearchChange(players, current, { teamRole: 'USER' }).page).toBeUndefined();
    expect(applySearchChange(players, current, { searchName: '민' }).page).toBeUndefined();
    expect(applySearchChange(players, current, { sort: [{ field: 'name', direction: 'asc' }] }).page).toBeUndefined();
    expect(applySearchChange(players, current, { selectedMemberId: 4 }).page).toBe(3);
    expect(applySearchChange(players, current, { position: 'GK', page: 2 })).toMatchObject({ position: 'GK', page: 2 });
    expect(current.page).toBe(3);
  });

  it('the search string reads back through the route schema to the same state, defaults left out', () => {
    const state = parseSearch(
      searchSchemas.matches,
      'sort=title,desc&sort=matchDate,asc&opponentTeamIds=3&opponentTeamIds=4&matchStates=FINISHED&searchTitle=컵&page=2&selectedMatchId=7',
    );
    const qs = toSearchString(matches, state);
    expect(qs).toBe(
      'sort=title%2Cdesc&sort=matchDate%2Casc&opponentTeamIds=3&opponentTeamIds=4&matchStates=FINISHED&searchTitle=%EC%BB%B5&page=2&selectedMatchId=7',
    );
    expect(parseSearch(searchSchemas.matches, qs)).toEqual(state);

    const first = parseSearch(searchSchemas.players, 'page=1&searchName=');
    expect(toSearchString(players, first)).toBe('');
    const full = parseSearch(searchSchemas.players, 'footType=LEFT&sort=height,desc&page=5&selectedMemberId=2');
    expect(parseSearch(searchSchemas.players, toSearchString(players, full))).toEqual(full);
  });

  it('the URL counts pages from 1, the API from 0; an empty table still has one page', () => {
    expect(apiPage({})).toBe(0);
    expect(apiPage({ page: 3 })).toBe(2);
    expect(pageCountFor(0, 20)).toBe(1);
    expect(pageCountFor(45, 20)).toBe(3);
  });
});
