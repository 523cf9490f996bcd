import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent } from '#contract/matches.ts';
import { hasMainEvent, lastMainEvent } from '#src/features/match-record/match-record.cache.ts';
import { describe, expect, it } from 'vitest';
import { event } from '../ui/matches-fixtures.tsx';

/** A log row of FC 서울's (a team row unless it names a player): main unless it names its parent. */
const row = (id: number, over: Partial<MatchEvent>): MatchEvent => event({ id, eventType: 'SHOT', matchUserId: null, userId: null, userName: null, ...over });

describe('whether a counter has a row to take back (src/features/match-record/match-record.cache.ts)', () => {
  const log = [
    row(1, { eventType: 'GOAL', matchUserId: 11 }),
    row(2, { eventType: 'SHOT', matchUserId: 11, parentId: 1 }),
    row(3, { eventType: 'CORNER_KICK' }),
    row(4, { eventType: 'GOAL', teamId: 2, teamName: '한강 FC', matchUserId: 21 }),
    row(5, { eventType: 'FOUL', teamId: 2, teamName: '한강 FC' }),
  ];
  const ours = (e: MatchEvent) => e.teamId === 1;
  const anyRow = () => true;

  it('answers as lastMainEvent does, for a team, a player, derived rows and the rows this admin may not take back', () => {
    const types: MatchEventType[] = ['GOAL', 'SHOT', 'CORNER_KICK', 'FOUL', 'OWN_GOAL'];
    const asked = [];
    for (const rule of [ours, anyRow])
      for (const teamId of [1, 2])
        for (const type of types)
          for (const player of [undefined, 11, 21, 99]) {
            const expected = lastMainEvent(log, teamId, type, player, rule) !== null;
            asked.push(expected);
            expect({ teamId, type, player, has: hasMainEvent(log, teamId, type, player, rule) }).toEqual({ teamId, type, player, has: expected });
          }
    // Both answers occur: the comparison is not between two constants.
    expect(new Set(asked)).toEqual(new Set([true, false]));
    // The shot derived from the goal is not a row of its own to take back.
    expect(hasMainEvent(log, 1, 'SHOT', 11, anyRow)).toBe(false);
    // 한강 FC's goal is there, but not this admin's to take back.
    expect(hasMainEvent(log, 2, 'GOAL', undefined, ours)).toBe(false);
    expect(hasMainEvent(log, 2, 'GOAL', undefined, anyRow)).toBe(true);
  });

  it('a new log is read afresh: a row taken back leaves its counter nothing', () => {
    expect(hasMainEvent(log, 1, 'CORNER_KICK', undefined, ours)).toBe(true);
    const after = log.filter((e) => e.id !== 3);
    expect(hasMainEvent(after, 1, 'CORNER_KICK', undefined, ours)).toBe(false);
  });
});
