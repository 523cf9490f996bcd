import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent } from '#contract/matches.ts';
import { lastMainEvent } from '#src/features/match-record/match-record.cache.ts';
import { describe, expect, it } from 'vitest';
import { event } from '../ui/matches-fixtures.tsx';

/** A log row of FC 서울's (a team row unless it names a player): main unless it names its parent. */
const row = (id: number, over: Partial<MatchEvent>): MatchEvent => event({ id, eventType: 'SHOT', matchUserId: null, userId: null, userName: null, ...over });

/** The rule as a scan from the newest row back: what the indexed answer must agree with. */
function scanned(history: MatchEvent[], teamId: number, eventType: MatchEventType, matchUserId: number | undefined, cancellable: (e: MatchEvent) => boolean) {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i]!;
    if (
      e.parentId === null &&
      e.teamId === teamId &&
      e.eventType === eventType &&
      (matchUserId === undefined || e.matchUserId === matchUserId) &&
      cancellable(e)
    )
      return e;
  }
  return null;
}

describe('the row a counter takes back (lastMainEvent, src/features/match-record/match-record.cache.ts)', () => {
  const log = [
    row(1, { eventType: 'GOAL', matchUserId: 11 }),
    row(2, { eventType: 'SHOT', matchUserId: 11, parentId: 1 }),
    row(3, { eventType: 'CORNER_KICK' }),
    row(4, { eventType: 'GOAL', teamId: 2, teamName: '한강 FC', matchUserId: 21 }),
    row(5, { eventType: 'FOUL', teamId: 2, teamName: '한강 FC' }),
    row(6, { eventType: 'CORNER_KICK' }),
  ];
  const ours = (e: MatchEvent) => e.teamId === 1;
  const anyRow = () => true;

  it('is the newest main row of the team (or player) that this admin may take back, for every team, kind, player and rule', () => {
    const types: MatchEventType[] = ['GOAL', 'SHOT', 'CORNER_KICK', 'FOUL', 'OWN_GOAL'];
    const asked = [];
    for (const rule of [ours, anyRow])
      for (const teamId of [1, 2])
        for (const type of types)
          for (const player of [undefined, 11, 21, 99]) {
            const expected = scanned(log, teamId, type, player, rule);
            asked.push(expected !== null);
            expect({ teamId, type, player, row: lastMainEvent(log, teamId, type, player, rule) }).toEqual({ teamId, type, player, row: expected });
          }
    // Both answers occur: the comparison is not between two constants.
    expect(new Set(asked)).toEqual(new Set([true, false]));
    // The newest of two corners; the shot derived from the goal is not a row of its own to take back.
    expect(lastMainEvent(log, 1, 'CORNER_KICK', undefined, ours)?.id).toBe(6);
    expect(lastMainEvent(log, 1, 'SHOT', 11, anyRow)).toBeNull();
    // 한강 FC's goal is there, but not this admin's to take back.
    expect(lastMainEvent(log, 2, 'GOAL', undefined, ours)).toBeNull();
    expect(lastMainEvent(log, 2, 'GOAL', undefined, anyRow)?.id).toBe(4);
    expect(lastMainEvent(log, 2, 'GOAL')?.id).toBe(4);
  });

  it('a new log is read afresh: a row taken back leaves its counter the one before, then nothing', () => {
    expect(lastMainEvent(log, 1, 'CORNER_KICK', undefined, ours)?.id).toBe(6);
    const after = log.filter((e) => e.id !== 6);
    expect(lastMainEvent(after, 1, 'CORNER_KICK', undefined, ours)?.id).toBe(3);
    expect(
      lastMainEvent(
        after.filter((e) => e.id !== 3),
        1,
        'CORNER_KICK',
        undefined,
        ours,
      ),
    ).toBeNull();
  });
});
