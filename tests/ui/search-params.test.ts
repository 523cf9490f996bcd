import { describe, expect, it } from 'vitest';
import { parseSearch, searchSchemas } from '#src/lib/search-params.ts';

describe('route search parameters (docs/product.md §2.3)', () => {
  it('reads valid players parameters', () => {
    const s = parseSearch(
      searchSchemas.players,
      '?selectedMemberId=12&sort=name,desc&sort=height,asc&position=GK&teamRole=TEAM_ADMIN&footType=LEFT&searchName=%EB%AF%BC',
    );
    expect(s).toEqual({
      selectedMemberId: 12,
      sort: [
        { field: 'name', direction: 'desc' },
        { field: 'height', direction: 'asc' },
      ],
      position: 'GK',
      teamRole: 'TEAM_ADMIN',
      footType: 'LEFT',
      searchName: '민',
    });
  });

  it('falls back per field on bad players values, keeping the good ones', () => {
    const s = parseSearch(searchSchemas.players, 'selectedMemberId=abc&sort=shoe,asc&position=XX&teamRole=BOSS&footType=BOTH&searchName=ok');
    expect(s).toEqual({ selectedMemberId: undefined, sort: [], position: undefined, teamRole: undefined, footType: 'BOTH', searchName: 'ok' });
  });

  it('refuses a sort direction other than asc or desc', () => {
    expect(parseSearch(searchSchemas.players, 'sort=name,sideways').sort).toEqual([]);
  });

  it('reads matches lists and falls back on a bad item', () => {
    const good = parseSearch(
      searchSchemas.matches,
      'selectedMatchId=3&sort=matchDate,desc&opponentTeamIds=4,5&matchStates=FINISHED&matchStates=SCHEDULED&matchTypes=LEAGUE,FRIENDLY&searchTitle=컵',
    );
    expect(good).toEqual({
      selectedMatchId: 3,
      sort: [{ field: 'matchDate', direction: 'desc' }],
      opponentTeamIds: [4, 5],
      matchStates: ['FINISHED', 'SCHEDULED'],
      matchTypes: ['LEAGUE', 'FRIENDLY'],
      searchTitle: '컵',
    });
    const bad = parseSearch(searchSchemas.matches, 'selectedMatchId=-&sort=score,asc&opponentTeamIds=x&matchStates=PLAYING&matchTypes=ETC');
    expect(bad).toEqual({ selectedMatchId: undefined, sort: [], opponentTeamIds: [], matchStates: [], matchTypes: [], searchTitle: undefined });
  });

  it('defaults notices to LATEST and drops a non-boolean isImportant', () => {
    expect(parseSearch(searchSchemas.notices, '')).toEqual({ isImportant: undefined, sortType: 'LATEST', searchKeyword: undefined });
    expect(parseSearch(searchSchemas.notices, 'isImportant=yes&sortType=RANDOM&searchKeyword=회비')).toEqual({
      isImportant: undefined,
      sortType: 'LATEST',
      searchKeyword: '회비',
    });
    expect(parseSearch(searchSchemas.notices, 'isImportant=true&sortType=OLDEST').isImportant).toBe(true);
  });

  it('keeps a valid schedule date and drops an invalid one', () => {
    expect(parseSearch(searchSchemas.schedules, 'date=2026-11-22').date).toBe('2026-11-22');
    expect(parseSearch(searchSchemas.schedules, 'date=22/11/2026').date).toBeUndefined();
  });

  it('defaults the lineup side to home', () => {
    expect(parseSearch(searchSchemas.lineupEdit, '').matchSide).toBe('home');
    expect(parseSearch(searchSchemas.lineupEdit, 'matchSide=away').matchSide).toBe('away');
    expect(parseSearch(searchSchemas.lineupEdit, 'matchSide=middle').matchSide).toBe('home');
  });

  it('reads the provider code and ignores a repeated key by taking the last value', () => {
    expect(parseSearch(searchSchemas.kakaoRedirect, 'code=abc&state=s1&state=s2')).toMatchObject({ code: 'abc', state: 's2' });
    expect(parseSearch(searchSchemas.kakaoRedirect, '').code).toBeUndefined();
  });
});
