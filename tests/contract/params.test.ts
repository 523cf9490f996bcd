import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TeamMatchQuery } from '#contract/matches.ts';
import { readQuery } from '#contract/params.ts';
import { TeamMemberQuery } from '#contract/teams.ts';

const parse = <S extends v.GenericSchema>(schema: S, search: string) => v.safeParse(schema, readQuery(new URLSearchParams(search)));

describe('query parameters', () => {
  it('reads paging with defaults', () => {
    const result = parse(TeamMemberQuery, '');
    expect(result.success && result.output).toMatchObject({ page: 0, size: 20, sort: [] });
  });

  it('reads repeated sort keys as an ordered list of field and direction', () => {
    const result = parse(TeamMemberQuery, 'sort=name,desc&sort=height,asc&page=2&size=50');
    expect(result.success && result.output).toMatchObject({
      page: 2,
      size: 50,
      sort: [
        { field: 'name', direction: 'desc' },
        { field: 'height', direction: 'asc' },
      ],
    });
  });

  it('defaults a sort without direction to ascending', () => {
    const result = parse(TeamMemberQuery, 'sort=number');
    expect(result.success && result.output.sort).toEqual([{ field: 'number', direction: 'asc' }]);
  });

  it('refuses an unknown sort field, naming the sort parameter', () => {
    const result = parse(TeamMemberQuery, 'sort=salary,asc');
    expect(result.success).toBe(false);
    expect(result.issues?.[0].path?.[0].key).toBe('sort');
  });

  it('refuses a page size over 100 and a negative page', () => {
    expect(parse(TeamMemberQuery, 'size=101').success).toBe(false);
    expect(parse(TeamMemberQuery, 'page=-1').success).toBe(false);
    expect(parse(TeamMemberQuery, 'page=abc').success).toBe(false);
  });

  it('reads lists given by repetition or by commas', () => {
    const result = parse(TeamMatchQuery, 'opponentTeamIds=3,4&opponentTeamIds=9&matchStates=FINISHED&matchTypes=LEAGUE,FRIENDLY');
    expect(result.success && result.output).toMatchObject({
      opponentTeamIds: [3, 4, 9],
      matchStates: ['FINISHED'],
      matchTypes: ['LEAGUE', 'FRIENDLY'],
    });
  });

  it('refuses an unknown enumeration value', () => {
    expect(parse(TeamMemberQuery, 'position=ST').success).toBe(false);
    expect(parse(TeamMatchQuery, 'matchStates=PLAYING').success).toBe(false);
  });

  it('trims search text and caps its length', () => {
    const ok = parse(TeamMemberQuery, 'searchName=%20%EA%B9%80%20');
    expect(ok.success && ok.output.searchName).toBe('김');
    expect(parse(TeamMemberQuery, `searchName=${'가'.repeat(31)}`).success).toBe(false);
  });
});
