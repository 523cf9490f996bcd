import type { MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import {
  eventTree,
  mainRowOf,
  mergeRows,
  provisionalEventRows,
  provisionalExchangeRows,
  provisionalRow,
  removeEventTree,
  resolveEventId,
  rowOf,
  undoExchange,
  withoutCancelled,
  type ProvisionalRowInput,
} from '#machines/match.reconcile.ts';
import { describe, expect, it } from 'vitest';
import { matchPlayer } from '../support/match-player.ts';

/** A log row; only what a case is about is given. */
function row(id: number, fields: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id,
    clientId: null,
    eventType: 'SHOT',
    teamId: 1,
    teamName: 'FC 한강',
    matchUserId: null,
    userId: null,
    userName: null,
    parentId: null,
    recordedByTeamId: 1,
    halfType: 'FIRST_HALF',
    elapsedMinutes: 10,
    createdAt: '2026-11-27T01:00:00.000Z',
    ...fields,
  };
}

const ids = (log: readonly MatchEvent[]) => log.map((e) => e.id);

// A goal written on this device (provisional −1, its write 'g'), settled by the server as row 41.
const goalTapped = row(-1, { clientId: 'g', eventType: 'GOAL' });
const goalSettled = row(41, { clientId: 'g', eventType: 'GOAL' });
// A substitution written on this device: SUB_OUT −2 and its SUB_IN, settled as 42 and 43.
const [subOutTapped, subInTapped] = provisionalExchangeRows(row(-2, { clientId: 's', eventType: 'SUB_OUT', matchUserId: 7 }), {
  id: 8,
  userId: 108,
  name: '박지훈',
});
const subOutSettled = row(42, { clientId: 's', eventType: 'SUB_OUT', matchUserId: 7 });
const subInSettled = row(43, { eventType: 'SUB_IN', parentId: 42, matchUserId: 8 });
// The other admin's shot, known by id only.
const otherShot = row(30, { clientId: 'o' });

describe("mergeRows: the server's rows into the log", () => {
  it.each<[string, MatchEvent[], MatchEvent[], number[]]>([
    ['the answer replaces the provisional row of its write', [otherShot, goalTapped], [goalSettled], [30, 41]],
    ["a substitution's answer replaces both provisional rows (the derived SUB_IN too)", [subOutTapped!, subInTapped!], [subOutSettled, subInSettled], [42, 43]],
    ["the stream's copy of an answer already merged is not added twice", [otherShot, goalSettled], [goalSettled], [30, 41]],
    ['rows of another write stay as they are', [goalTapped, subOutTapped!, subInTapped!], [goalSettled], [-2, -1_000_002, 41]],
    ["the other admin's rows are added after this device's", [goalTapped], [otherShot], [-1, 30]],
    ['a settled row is never removed by a later copy with its client id', [goalSettled], [row(41, { clientId: 'g', eventType: 'GOAL' })], [41]],
    ['nothing written: the log is unchanged', [otherShot, goalTapped], [], [30, -1]],
    ["a goal's answer replaces its provisional derived shots too", provisionalEventRows(goalTapped, ['SHOT', 'VALID_SHOT']), [goalSettled], [41]],
  ])('%s', (_, history, rows, expected) => {
    expect(ids(mergeRows(history, rows))).toEqual(expected);
  });
});

describe('provisionalEventRows: an event and the rows the server will derive from it', () => {
  it.each<[string, MatchEvent, MatchEvent['eventType'][], [number, MatchEvent['eventType'], number | null][]]>([
    ['a corner: its own row only', row(-3, { clientId: 'c', eventType: 'CORNER_KICK' }), [], [[-3, 'CORNER_KICK', null]]],
    [
      'a goal: its shot and shot on target, each under it',
      goalTapped,
      ['SHOT', 'VALID_SHOT'],
      [
        [-1, 'GOAL', null],
        [-1_000_001, 'SHOT', -1],
        [-2_000_001, 'VALID_SHOT', -1],
      ],
    ],
    [
      'a second yellow: its warning, foul and red card',
      row(-4, { clientId: 'y', eventType: 'YELLOW_CARD', matchUserId: 7 }),
      ['WARNING', 'FOUL', 'RED_CARD'],
      [
        [-4, 'YELLOW_CARD', null],
        [-1_000_004, 'WARNING', -4],
        [-2_000_004, 'FOUL', -4],
        [-3_000_004, 'RED_CARD', -4],
      ],
    ],
  ])('%s', (_, main, derived, expected) => {
    const rows = provisionalEventRows(main, derived);
    expect(rows.map((r) => [r.id, r.eventType, r.parentId])).toEqual(expected);
    // Derived rows are the same player's, and only the main row carries the write's client id.
    expect(rows.map((r) => r.matchUserId)).toEqual(rows.map(() => main.matchUserId));
    expect(rows.slice(1).map((r) => r.clientId)).toEqual(derived.map(() => null));
  });
});

describe('eventTree: a main row with the rows derived from it', () => {
  it.each<[string, MatchEvent[], MatchEvent, number[]]>([
    ['a provisional goal and its shots', [otherShot, ...provisionalEventRows(goalTapped, ['SHOT', 'VALID_SHOT'])], goalTapped, [-1, -1_000_001, -2_000_001]],
    ['a settled substitution', [subOutSettled, subInSettled, otherShot], subOutSettled, [42, 43]],
    ['a row the log no longer holds: itself only', [otherShot], goalSettled, [41]],
  ])('%s', (_, history, main, expected) => {
    expect(ids(eventTree(history, main))).toEqual(expected);
  });
});

describe('removeEventTree and withoutCancelled: rows taken back', () => {
  it.each<[string, MatchEvent[], number[], MatchEvent[], number[]]>([
    ['a cancelled event goes', [otherShot, goalSettled], [41], [], [30]],
    ['a cancelled substitution takes its derived SUB_IN with it', [otherShot, subOutSettled, subInSettled], [42], [], [30]],
    ['the rows the cancel wrote (an EXCHANGE_UNDO) come in their place', [subOutSettled, subInSettled], [42], [row(44, { eventType: 'EXCHANGE_UNDO' })], [44]],
    ['an id the log does not hold changes nothing', [otherShot], [99], [], [30]],
  ])('%s', (_, history, eventIds, written, expected) => {
    expect(ids(withoutCancelled(history, eventIds, written))).toEqual(expected);
    if (eventIds.length === 1 && written.length === 0) expect(ids(removeEventTree(history, eventIds[0]!))).toEqual(expected);
  });
});

describe('provisionalRow: what a tap shows until the server answers', () => {
  const match = { homeTeamId: 1, homeTeamName: 'FC 한강', awayTeamName: '관악 유나이티드', firstHalfPeriod: 25 };
  const player = { id: 7, userId: 107, name: '김민준' } as MatchPlayer;
  const base: ProvisionalRowInput = {
    id: -3,
    clientId: 'c',
    teamId: 1,
    eventType: 'GOAL',
    player,
    match,
    clock: { period: 'firstHalf', minute: 12 },
    atMs: Date.parse('2026-11-27T01:12:00.000Z'),
    recordedByTeamId: 1,
  };
  it.each<[string, Partial<ProvisionalRowInput>, Partial<MatchEvent>]>([
    [
      "a first-half goal: its minute, the player, the home team's name",
      {},
      { halfType: 'FIRST_HALF', elapsedMinutes: 12, matchUserId: 7, userId: 107, userName: '김민준', teamName: 'FC 한강' },
    ],
    [
      'a second-half row counts its minute from the second kick-off',
      { clock: { period: 'secondHalf', minute: 31 } },
      { halfType: 'SECOND_HALF', elapsedMinutes: 6 },
    ],
    ["the away team's row carries the away team's name", { teamId: 2 }, { teamId: 2, teamName: '관악 유나이티드' }],
    ['a team event has no player', { player: null, eventType: 'CORNER_KICK' }, { matchUserId: null, userId: null, userName: null, eventType: 'CORNER_KICK' }],
    ['a replayed write keeps the time it was made', { atMs: Date.parse('2026-11-27T00:50:00.000Z') }, { createdAt: '2026-11-27T00:50:00.000Z' }],
    ['recorded by the side this admin runs, or unknown', { recordedByTeamId: null }, { recordedByTeamId: null }],
  ])('%s', (_, input, expected) => {
    const made = provisionalRow({ ...base, ...input });
    expect(made).toMatchObject({ id: -3, clientId: 'c', parentId: null, ...expected });
  });

  it('a substitution shows SUB_OUT and a SUB_IN derived from it, with an id no other row has', () => {
    const out = provisionalRow({ ...base, eventType: 'SUB_OUT' });
    const [first, derived] = provisionalExchangeRows(out, { id: 8, userId: 108, name: '박지훈' });
    expect(first).toBe(out);
    expect(derived).toMatchObject({
      eventType: 'SUB_IN',
      parentId: -3,
      clientId: null,
      matchUserId: 8,
      userId: 108,
      userName: '박지훈',
      halfType: 'FIRST_HALF',
      elapsedMinutes: 12,
    });
    expect(derived.id).toBeLessThan(-999_999);
  });
});

describe('finding rows: by server id, by client id', () => {
  const log = [otherShot, goalSettled, subOutTapped!, subInTapped!];
  it.each<[string, Parameters<typeof resolveEventId>[1], number | null]>([
    ['a reference by server id is that id', { eventId: 30 }, 30],
    ['a reference by client id is the row the server wrote for it', { clientId: 'g' }, 41],
    ['a write the server has not answered has no id yet', { clientId: 's' }, null],
    ['an unknown write has none', { clientId: 'x' }, null],
  ])('resolveEventId: %s', (_, target, expected) => {
    expect(resolveEventId(log, target)).toBe(expected);
  });

  it.each<[string, Parameters<typeof rowOf>[1], number | null]>([
    ['by server id', { eventId: 41 }, 41],
    ['by client id, provisional', { clientId: 's' }, -2],
    ['a derived row is never the target', { eventId: subInTapped!.id }, null],
  ])('rowOf: %s', (_, target, expected) => {
    expect(rowOf(log, target)?.id ?? null).toBe(expected);
  });

  it('mainRowOf finds the main row of a write, not its derived row', () => {
    expect(mainRowOf(log, 's')?.id).toBe(-2);
    expect(mainRowOf(log, 'g')?.id).toBe(41);
    expect(mainRowOf(log, 'x')).toBeNull();
  });
});

describe('undoExchange: both players back where they were', () => {
  const player = (id: number, fields: Partial<MatchPlayer>) => matchPlayer({ id, userId: id + 100, name: `선수${id}`, number: id, startGrid: 12, ...fields });
  const players: MatchPlayers = {
    homeTeam: {
      starters: [player(7, { subOut: true }), player(9, {})],
      substitutes: [player(8, { role: 'SUB_PLAYER', subIn: true, matchGrid: 12, startGrid: null })],
    },
    awayTeam: { starters: [player(20, { teamId: 2 })], substitutes: [] },
  };

  it('the player who went off is on again, the one who came on is back on the bench, nobody else moves', () => {
    const after = undoExchange(players, subOutSettled, [subOutSettled, subInSettled]);
    expect(after.homeTeam.starters[0]).toMatchObject({ id: 7, subOut: false, matchGrid: 12 });
    expect(after.homeTeam.substitutes[0]).toMatchObject({ id: 8, subIn: false, matchGrid: null });
    expect(after.homeTeam.starters[1]).toBe(players.homeTeam.starters[1]);
    expect(after.awayTeam.starters[0]).toBe(players.awayTeam.starters[0]);
  });

  it('without its SUB_IN row in the log, only the player who went off comes back', () => {
    const after = undoExchange(players, subOutSettled, [subOutSettled]);
    expect(after.homeTeam.starters[0]).toMatchObject({ id: 7, subOut: false });
    expect(after.homeTeam.substitutes[0]).toBe(players.homeTeam.substitutes[0]);
  });
});
