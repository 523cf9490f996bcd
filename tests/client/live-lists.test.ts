/**
 * What a live goal does to a row of the team's records list (src/lib/live-lists.ts):
 * the log's own scoring rules, as a table.
 */
import type { MatchEventType } from '#contract/enums.ts';
import { withLiveGoals } from '#src/lib/live-lists.ts';
import { describe, expect, it } from 'vitest';
import { listItem } from '../ui/matches-fixtures.tsx';

const HOME = 1;
const AWAY = 2;
const row = listItem({ id: 8, homeTeamId: HOME, awayTeamId: AWAY, homeScore: 1, awayScore: 0 });
const rows = (...events: [number, MatchEventType][]) => events.map(([teamId, eventType]) => ({ teamId, eventType }));

describe("withLiveGoals: a row after a match's recorded rows", () => {
  it.each<[string, number, ReturnType<typeof rows>, [number, number]]>([
    ['a home goal (with its derived shots)', 8, rows([HOME, 'GOAL'], [HOME, 'SHOT'], [HOME, 'VALID_SHOT']), [2, 0]],
    ['an away goal', 8, rows([AWAY, 'GOAL']), [1, 1]],
    ['a home own goal is an away goal', 8, rows([HOME, 'OWN_GOAL']), [1, 1]],
    ['an away own goal is a home goal', 8, rows([AWAY, 'OWN_GOAL']), [2, 0]],
    ['rows without a goal change nothing', 8, rows([HOME, 'CORNER_KICK'], [AWAY, 'YELLOW_CARD'], [AWAY, 'WARNING']), [1, 0]],
    ['a goal of another match leaves this row as it is', 9, rows([HOME, 'GOAL']), [1, 0]],
  ])('%s', (_, matchId, events, [home, away]) => {
    const after = withLiveGoals(row, matchId, events);
    expect([after.homeScore, after.awayScore]).toEqual([home, away]);
  });

  it('answers the same row when nothing moves (a cached page keeps its identity)', () => {
    expect(withLiveGoals(row, 8, rows([HOME, 'SHOT']))).toBe(row);
    expect(withLiveGoals(row, 9, rows([HOME, 'GOAL']))).toBe(row);
  });
});
