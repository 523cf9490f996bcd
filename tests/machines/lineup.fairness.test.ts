/**
 * Fair playing time (machines/lineup.fairness.ts, decision 056): the pool's orders, the suggestion of
 * starters by position from the least played available players, and `replaceStarters`, the edit that
 * puts an accepted suggestion on the pitch (through the machine's `starters.replace`).
 */
import type { AttendanceAnswer } from '#contract/enums.ts';
import { formations } from '#machines/lineup.formations.ts';
import { positionForCell } from '#machines/lineup.grid.ts';
import { availabilityOf, fairnessFacts, orderForFairness, suggestStarters, type FairnessFacts, type PlayingTime } from '#machines/lineup.fairness.ts';
import { selectBench, selectLastRefusal, selectStarters } from '#machines/lineup.selectors.ts';
import { buildSide, replaceStarters, type LineupSide } from '#machines/lineup.side.ts';
import { describe, expect, test } from 'vitest';
import { AWAY_TEAM, HOME_TEAM, homeMembers, lineupInput, savedLineup, startLineup, u } from '../paths/lineup.fixtures.ts';

/** Members 1–14 (GK 1 and 13, DF 2–5, MF 6–9 and 14, FW 10–12), nobody placed. */
const home = (): LineupSide => buildSide({ teamId: HOME_TEAM, isTemp: false, members: homeMembers, saved: { starters: [], substitutes: [] } });
const away = (): LineupSide => buildSide({ teamId: AWAY_TEAM, isTemp: false, members: [], saved: { starters: [], substitutes: [] } });

/** Facts from minutes by user id (appearances 1 per 45 minutes, at least 1 when they played) and answers. */
function facts(minutes: Record<number, number>, answers: Record<number, AttendanceAnswer> | null = null): FairnessFacts {
  const time = new Map<number, PlayingTime>(
    Object.entries(minutes).map(([id, m]) => [Number(id), { minutes: m, appearances: m > 0 ? Math.max(1, Math.round(m / 45)) : 0, starts: 0 }]),
  );
  return { matchCount: 5, playingTime: time, answers: answers === null ? null : new Map(Object.entries(answers).map(([id, a]) => [Number(id), a])) };
}

const ids = (people: ReadonlyArray<{ userId: number | null }>) => people.map((p) => p.userId);
const everyoneMinutes = (m: number) => Object.fromEntries(homeMembers.map((p) => [p.userId, m]));

describe('the facts from the two reads', () => {
  test('minutes by user id; answers only when the team has an item for the match', () => {
    const recent = { teamId: 1, matchCount: 3, players: [{ userId: 7, appearances: 2, starts: 1, minutes: 120 }] };
    const withItem = fairnessFacts(recent, { matchId: 5, scheduleId: 9, answers: [{ userId: 7, answer: 'ABSENT' }] });
    expect(withItem.matchCount).toBe(3);
    expect(withItem.playingTime.get(7)).toEqual({ appearances: 2, starts: 1, minutes: 120 });
    expect(availabilityOf(withItem, { userId: 7 })).toBe('ABSENT');
    expect(fairnessFacts(recent, { matchId: 5, scheduleId: null, answers: [] }).answers).toBeNull();
    expect(fairnessFacts(recent, null).answers).toBeNull();
    expect(fairnessFacts(recent, { matchId: 5, scheduleId: 9, answers: [] }).answers?.size).toBe(0);
    expect(fairnessFacts(recent, null, new Map([[7, 'INJURED']])).statuses).toEqual(new Map([[7, 'INJURED']]));
  });
});

describe('the pool in fairness order', () => {
  const people = home().people;
  const cases: Array<{ name: string; facts: FairnessFacts; order: 'team' | 'leastPlayed'; expected: number[] }> = [
    {
      name: 'team order without answers keeps the team order',
      facts: facts({ 1: 90, 2: 10 }),
      order: 'team',
      expected: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    },
    {
      name: 'least played first: no minutes before a few, equals in team order',
      facts: facts({ 1: 90, 2: 45, 3: 45, 4: 200, 5: 10, 6: 90, 7: 90, 8: 90, 9: 90, 10: 90, 11: 90, 12: 90 }),
      order: 'leastPlayed',
      expected: [13, 14, 5, 2, 3, 1, 6, 7, 8, 9, 10, 11, 12, 4],
    },
    {
      name: 'team order with answers: 참석 first, 미정 and no answer next, 불참 last',
      facts: facts({}, { 3: 'ABSENT', 5: 'ATTEND', 9: 'UNDECIDED', 12: 'ATTEND', 1: 'ABSENT' }),
      order: 'team',
      expected: [5, 12, 2, 4, 6, 7, 8, 9, 10, 11, 13, 14, 1, 3],
    },
    {
      name: 'least played first inside each answer group',
      facts: facts({ ...everyoneMinutes(90), 12: 30, 5: 60, 7: 0, 1: 0 }, { 5: 'ATTEND', 12: 'ATTEND', 1: 'ABSENT', 3: 'ABSENT' }),
      order: 'leastPlayed',
      expected: [12, 5, 7, 2, 4, 6, 8, 9, 10, 11, 13, 14, 1, 3],
    },
    {
      name: 'equal minutes: fewer appearances first, then fewer starts',
      facts: {
        matchCount: 5,
        answers: null,
        playingTime: new Map([
          [1, { minutes: 90, appearances: 2, starts: 1 }],
          [2, { minutes: 90, appearances: 1, starts: 1 }],
          [3, { minutes: 90, appearances: 1, starts: 0 }],
          ...homeMembers.slice(3).map((m) => [m.userId, { minutes: 100, appearances: 2, starts: 2 }] as const),
        ]),
      },
      order: 'leastPlayed',
      expected: [3, 2, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    },
  ];
  test.each(cases)('$name', ({ facts: f, order, expected }) => {
    expect(ids(orderForFairness(people, f, order))).toEqual(expected);
  });

  test('marks each person: their answer, or none (no item for the match, a typed-in guest, no answer)', () => {
    const f = facts({}, { 2: 'ABSENT', 3: 'UNDECIDED', 4: 'ATTEND' });
    expect([2, 3, 4, 5].map((userId) => availabilityOf(f, { userId }))).toEqual(['ABSENT', 'UNDECIDED', 'ATTEND', 'none']);
    expect(availabilityOf(f, { userId: null })).toBe('none');
    expect(availabilityOf(facts({}), { userId: 2 })).toBe('none');
  });
});

describe('suggesting starters', () => {
  /** The suggestion as user id → cell. */
  const suggested = (f: FairnessFacts, formation: keyof typeof formations = '4-4-2', side = home(), other = away()) => {
    const s = suggestStarters(side, other, f, formation);
    return { ...s, byUser: Object.fromEntries(s.starters.map((p) => [Number(p.key.slice(2)), p.cell])) };
  };

  test(
    'fills each position with its least played players: the goalkeeper who played less, the four defenders, the least played midfielders and ' + 'forwards',
    () => {
      const s = suggested(facts({ ...everyoneMinutes(90), 1: 180, 13: 20, 6: 300, 14: 0 }));
      expect(s.unfilled).toBe(0);
      expect(s.byUser[13]).toBe(27);
      expect(
        Object.keys(s.byUser)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14]);
      // Everyone plays their own position, on the formation's cells.
      expect(s.starters.every((p) => p.inPosition)).toBe(true);
      expect(s.starters.map((p) => p.cell).sort((a, b) => a - b)).toEqual([...formations['4-4-2']].sort((a, b) => a - b));
    },
  );

  test('lists the goalkeeper first, then back to front', () => {
    const cells = suggested(facts({})).starters.map((p) => p.cell);
    expect(cells).toEqual([...cells].sort((a, b) => b - a));
    expect(cells[0]).toBe(27);
  });

  test("leaves out 불참 and anyone in the other side's lineup", () => {
    const side = home();
    const other = buildSide({ teamId: AWAY_TEAM, isTemp: false, members: [homeMembers[9]], saved: { starters: [], substitutes: [] } });
    other.cells[2] = u(10);
    const s = suggested(facts({}, { 13: 'ABSENT', 2: 'ABSENT' }), '4-4-2', side, other);
    expect(s.byUser[13]).toBeUndefined();
    expect(s.byUser[2]).toBeUndefined();
    expect(s.byUser[10]).toBeUndefined();
    expect(s.byUser[1]).toBe(27);
  });

  test('leaves out whoever is injured or on leave that day, even after saying 참석 (decision 091)', () => {
    const withAnswers = facts({}, { 1: 'ATTEND', 6: 'ATTEND' });
    const everyone = suggested(withAnswers);
    expect(everyone.byUser[1]).toBe(27);
    expect(everyone.byUser[6]).toBeDefined();
    const s = suggested({
      ...withAnswers,
      statuses: new Map([
        [1, 'INJURED'],
        [6, 'ON_LEAVE'],
        [13, 'HONORARY'],
      ]),
    });
    expect(s.byUser[1]).toBeUndefined();
    expect(s.byUser[6]).toBeUndefined();
    // The other goalkeeper (명예 is no absence) takes the goal.
    expect(s.byUser[13]).toBe(27);
  });

  test('puts 참석 before whoever may come, even out of position', () => {
    // Only midfielders said yes: they fill the midfield, then the other cells before any 미정 player.
    const s = suggested(facts({}, { 6: 'ATTEND', 7: 'ATTEND', 8: 'ATTEND', 9: 'ATTEND', 14: 'ATTEND', 2: 'UNDECIDED' }));
    for (const userId of [6, 7, 8, 9, 14]) expect(s.byUser[userId], `member ${userId}`).toBeDefined();
    const outOfPosition = s.starters.filter((p) => !p.inPosition).map((p) => Number(p.key.slice(2)));
    expect(outOfPosition).toEqual([14]);
    // The fifth midfielder takes the free cell nearest the front (a forward's), not the goal.
    expect(positionForCell(s.byUser[14])).toBe('FW');
  });

  test("fills the goalkeeper's cell last when no goalkeeper is available, and says how many cells stay empty", () => {
    const s = suggested(facts({}, { 1: 'ABSENT', 13: 'ABSENT', 2: 'ABSENT', 3: 'ABSENT', 4: 'ABSENT' }));
    // Nine outfield players for ten outfield cells: the goal stays empty, one outfield cell too.
    expect(s.starters).toHaveLength(9);
    expect(s.unfilled).toBe(2);
    expect(s.starters.some((p) => p.cell === 27)).toBe(false);
  });

  test('players left over fill the defence when the defenders are out; ten available leave one cell empty', () => {
    // Ten left: two goalkeepers, five midfielders, three forwards, for 4-3-3.
    const s = suggested(facts({ 13: 0, 1: 45, 6: 0, 7: 10, 8: 20, 9: 30, 14: 40 }, { 2: 'ABSENT', 3: 'ABSENT', 4: 'ABSENT', 5: 'ABSENT' }), '4-3-3');
    expect(s.unfilled).toBe(1);
    expect(s.byUser[13]).toBe(27);
    // The spare goalkeeper and the two midfielders who played most fill three of the four defenders' cells.
    const defence = s.starters.filter((p) => p.position === 'DF');
    expect(defence.map((p) => Number(p.key.slice(2))).sort((a, b) => a - b)).toEqual([1, 9, 14]);
    expect(defence.every((p) => !p.inPosition)).toBe(true);
  });

  test('every formation gets eleven from fourteen, all different, on its own cells', () => {
    for (const formation of Object.keys(formations) as Array<keyof typeof formations>) {
      const s = suggested(facts({}), formation);
      expect(new Set(s.starters.map((p) => p.key)).size).toBe(11);
      expect(s.starters.map((p) => p.cell).sort((a, b) => a - b)).toEqual([...formations[formation]].sort((a, b) => a - b));
    }
  });
});

describe('replacing the starters (starters.replace)', () => {
  const placements = (pairs: Array<[number, number]>) => pairs.map(([userId, cell]) => ({ playerKey: u(userId), cell }));

  test('puts exactly these people on these cells; starters left out go to the end of the bench, and benched starters leave it', () => {
    const l = startLineup(lineupInput(savedLineup));
    // Saved: 1 in goal, 6 at 12, 10 at 2; 2 on the bench.
    l.send({
      type: 'starters.replace',
      side: 'home',
      starters: placements([
        [13, 27],
        [2, 20],
        [6, 11],
      ]),
    });
    const s = l.snap();
    expect(selectLastRefusal(s)).toBeNull();
    expect(selectStarters(s, 'home').map((p) => [p.key, p.cell])).toEqual([
      [u(6), 11],
      [u(2), 20],
      [u(13), 27],
    ]);
    expect(selectBench(s, 'home').map((p) => p.key)).toEqual([u(10), u(1)]);
  });

  test("clears a kept starter's own label: they show their new cell's position", () => {
    const side = home();
    side.cells[12] = u(6);
    side.labels[u(6)] = 'FW';
    const result = replaceStarters(side, away(), placements([[6, 21]]));
    expect(result.ok && result.side.labels).toEqual({});
  });

  const refusals: Array<{ name: string; starters: Array<[number, number]>; reason: string }> = [
    { name: 'an unknown person', starters: [[99, 27]], reason: 'unknownPlayer' },
    { name: 'a cell off the grid', starters: [[1, 30]], reason: 'invalidCell' },
    {
      name: 'one cell twice',
      starters: [
        [1, 27],
        [2, 27],
      ],
      reason: 'invalidCell',
    },
    {
      name: 'one person twice',
      starters: [
        [2, 20],
        [2, 21],
      ],
      reason: 'alreadyPlaced',
    },
    {
      name: 'two in the goalkeeper row',
      starters: [
        [1, 27],
        [13, 26],
      ],
      reason: 'goalkeeperRowFull',
    },
    { name: 'twelve starters', starters: homeMembers.slice(0, 12).map((m, i) => [m.userId, i]), reason: 'tooManyStarters' },
  ];
  test.each(refusals)('refuses $name as a whole ($reason)', ({ starters, reason }) => {
    const side = home();
    expect(replaceStarters(side, away(), placements(starters))).toEqual({ ok: false, reason });
  });

  test("refuses someone in the other side's lineup", () => {
    const other = buildSide({ teamId: AWAY_TEAM, isTemp: false, members: [homeMembers[0]], saved: { starters: [], substitutes: [] } });
    other.bench.push(u(1));
    expect(replaceStarters(home(), other, placements([[1, 27]]))).toEqual({ ok: false, reason: 'onOtherSide' });
  });

  test('a done side refuses it, and the lineup stays', () => {
    const l = startLineup(lineupInput(savedLineup));
    l.send({ type: 'side.done', side: 'home' });
    l.send({ type: 'starters.replace', side: 'home', starters: placements([[13, 27]]) });
    expect(selectLastRefusal(l.snap())).toMatchObject({ reason: 'sideDone', event: 'starters.replace' });
    expect(selectStarters(l.snap(), 'home')).toHaveLength(3);
  });
});
