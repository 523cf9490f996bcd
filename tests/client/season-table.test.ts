/** The season table's rules (src/features/stats/season-table.ts): the filter, the leaderboards, the CSV. */
import { describe, expect, it } from 'vitest';
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { seasonCsv } from '#machines/exports.season.ts';
import { boardEmptyText, byPosition, kindOf, leaders, nextSort, sortRows } from '#src/features/stats/season-table.ts';

let nextId = 1;
const row = (name: string, over: Partial<PlayerSeasonRow> = {}): PlayerSeasonRow => ({
  userId: nextId++,
  name,
  profileImg: null,
  backNumber: null,
  position: null,
  isGuest: false,
  isMember: true,
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  assists: 0,
  attackPoints: 0,
  yellowCards: 0,
  sentOffs: 0,
  ownGoals: 0,
  ...over,
});

const kim = row('김민준', { position: 'FW', backNumber: 9, appearances: 10, starts: 9, minutes: 812, goals: 7, assists: 2, attackPoints: 9, yellowCards: 1 });
const lee = row('이서준', { position: 'MF', backNumber: 8, appearances: 10, starts: 10, minutes: 900, goals: 2, assists: 7, attackPoints: 9 });
const park = row('박도윤', { position: 'FW', appearances: 4, minutes: 120, goals: 2 });
const guest = row('=용병 A', { isGuest: true, isMember: false, appearances: 1, minutes: 45 });
const bench = row('최하은', { position: 'GK' });
const rows = [kim, lee, park, guest, bench];

describe('season table', () => {
  it('filters by position, and by no position', () => {
    expect(byPosition(rows, 'FW').map((r) => r.name)).toEqual(['김민준', '박도윤']);
    expect(byPosition(rows, 'NONE').map((r) => r.name)).toEqual(['=용병 A']);
    expect(byPosition(rows, 'ALL')).toHaveLength(5);
  });

  it('ranks a leaderboard by the figure, leaves out zeros, and lists ties by name', () => {
    expect(leaders(rows, 'goals').map(({ row }) => [row.name, row.goals])).toEqual([
      ['김민준', 7],
      ['박도윤', 2],
      ['이서준', 2],
    ]);
    expect(leaders(rows, 'minutes', 2).map(({ row }) => row.name)).toEqual(['이서준', '김민준']);
    expect(leaders([bench], 'assists')).toEqual([]);
  });

  it('gives equal figures one shared rank, and the next figure the rank after all of them (1, 2, 2, 4)', () => {
    const fourth = row('정우진', { goals: 1 });
    const board = leaders([...rows, fourth], 'goals');
    expect(board.map(({ row: r, rank, tied }) => [r.name, rank, tied])).toEqual([
      ['김민준', 1, false],
      ['박도윤', 2, true],
      ['이서준', 2, true],
      ['정우진', 4, false],
    ]);
    // A tie cut by the top-n still says it is shared.
    expect(leaders(rows, 'goals', 2).map(({ rank, tied }) => [rank, tied])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('says what is true of an empty leaderboard under a position filter', () => {
    expect(boardEmptyText('ALL', 0, 'goals')).toBe('아직 기록이 없습니다.');
    // 미정 with nobody in it: there is no such player, not "no record yet".
    expect(boardEmptyText('NONE', 0, 'goals')).toBe('포지션 미정 선수가 없습니다.');
    expect(boardEmptyText('GK', 1, 'assists')).toBe('GK 선수의 도움 기록이 없습니다.');
  });

  it('sorts one column: a figure most first, a name from 가; the same header turns it around', () => {
    expect(nextSort(undefined, 'goals')).toEqual({ field: 'goals', direction: 'desc' });
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'goals', direction: 'desc' }, 'goals')).toEqual({ field: 'goals', direction: 'asc' });
    expect(nextSort({ field: 'goals', direction: 'desc' }, 'minutes')).toEqual({ field: 'minutes', direction: 'desc' });
    expect(sortRows(rows, { field: 'goals', direction: 'desc' }).map((r) => r.name)).toEqual(['김민준', '박도윤', '이서준', '=용병 A', '최하은']);
    expect(sortRows(rows, { field: 'name', direction: 'asc' }).map((r) => r.name)[0]).toBe('=용병 A');
    expect(sortRows(rows, undefined)).toEqual(rows);
  });

  it('puts players without a back number last, ascending or descending', () => {
    expect(sortRows(rows, { field: 'backNumber', direction: 'asc' }).map((r) => r.backNumber)).toEqual([8, 9, null, null, null]);
    expect(sortRows(rows, { field: 'backNumber', direction: 'desc' }).map((r) => r.backNumber)).toEqual([9, 8, null, null, null]);
  });

  it('marks guests and former members', () => {
    expect([kindOf(kim), kindOf(guest), kindOf({ isGuest: false, isMember: false })]).toEqual(['멤버', '용병', '전 멤버']);
  });

  it('writes the CSV with Korean headers, one line per player, formula-looking names as text', () => {
    const lines = seasonCsv([kim, guest]).split('\r\n');
    expect(lines[0]).toBe('\uFEFF선수,등번호,포지션,구분,출전,선발,출전 시간(분),골,도움,공격포인트,경고,퇴장,자책골');
    expect(lines[1]).toBe('김민준,9,FW,멤버,10,9,812,7,2,9,1,0,0');
    expect(lines[2]).toBe("'=용병 A,,미정,용병,1,0,45,0,0,0,0,0,0");
  });
});
