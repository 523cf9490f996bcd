/**
 * The 자체전 extras that work on plain rows (decision 080): co-play counts, the season's 자체전 tab
 * and the vest card's public answer. Table tests: each row is a roster and what must come out of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coPlayCounts, coPlayGamesOf, coPlaysAmong, type CoPlayGame, pairKey } from '#server/scrimmage-extras/co-plays.ts';
import type { AttendeeRow, FinishedScrimmage, ScrimmageFacts } from '#server/scrimmage-extras/reads.ts';
import { seasonScrimmageTable } from '#server/scrimmage-extras/season-table.ts';
import { vestCardAnswer, vestCardExpired } from '#server/scrimmage-extras/vest-card.ts';

const p = (attendeeId: number, userId: number | null, side: number) => ({ attendeeId, userId, side });

describe('co-play counts', () => {
  const cases: { name: string; games: CoPlayGame[]; expected: Record<string, number> }[] = [
    { name: 'no games, no pairs', games: [], expected: {} },
    {
      name: 'two on the same side once; the other side apart',
      games: [{ scrimmageId: 1, players: [p(1, 11, 0), p(2, 12, 0), p(3, 13, 1)] }],
      expected: { '11:12': 1 },
    },
    {
      name: 'many games of one scrimmage in the same vests count once',
      games: [1, 2, 3].map(() => ({ scrimmageId: 1, players: [p(1, 11, 0), p(2, 12, 0)] })),
      expected: { '11:12': 1 },
    },
    {
      name: 'the same pair in two scrimmages counts twice, whichever attendee ids they had',
      games: [
        { scrimmageId: 1, players: [p(1, 12, 0), p(2, 11, 0)] },
        { scrimmageId: 2, players: [p(7, 11, 2), p(9, 12, 2)] },
      ],
      expected: { '11:12': 2 },
    },
    {
      name: 'guests (no account) are left out',
      games: [{ scrimmageId: 1, players: [p(1, 11, 0), p(2, null, 0), p(3, null, 0)] }],
      expected: {},
    },
    {
      name: 'moved to another side between games: together with each side once',
      games: [
        { scrimmageId: 1, players: [p(1, 11, 0), p(2, 12, 0), p(3, 13, 1)] },
        { scrimmageId: 1, players: [p(1, 11, 1), p(2, 12, 0), p(3, 13, 1)] },
      ],
      expected: { '11:12': 1, '11:13': 1 },
    },
  ];
  it.each(cases)('$name', ({ games, expected }) => {
    expect(Object.fromEntries(coPlayCounts(games))).toEqual(expected);
  });

  it('keys a pair the same way round whichever order it is met in', () => {
    expect(pairKey(12, 11)).toBe(pairKey(11, 12));
  });

  it("maps a finished scrimmage's games to people, and today's pairs back to attendee ids", () => {
    const scrimmage: FinishedScrimmage = {
      id: 5,
      startAt: new Date('2026-05-03T00:00:00Z'),
      attendees: [
        { attendeeId: 1, userId: 11, guestName: null, side: 0 },
        { attendeeId: 2, userId: 12, guestName: null, side: 0 },
        { attendeeId: 3, userId: null, guestName: '용병', side: 0 },
      ],
      games: [
        {
          id: 1,
          homeSide: 0,
          awaySide: 1,
          homeScore: 0,
          awayScore: 0,
          players: [
            { attendeeId: 1, side: 0 },
            { attendeeId: 2, side: 0 },
            { attendeeId: 3, side: 0 },
          ],
        },
      ],
      goals: [],
    };
    const counts = coPlayCounts(coPlayGamesOf(scrimmage));
    expect(Object.fromEntries(counts)).toEqual({ '11:12': 1 });
    const today: AttendeeRow[] = [
      { attendeeId: 40, userId: 12, guestName: null, side: null },
      { attendeeId: 41, userId: 11, guestName: null, side: null },
      { attendeeId: 42, userId: 13, guestName: null, side: null },
      { attendeeId: 43, userId: null, guestName: '용병', side: null },
    ];
    expect(coPlaysAmong(today, counts)).toEqual([{ a: 40, b: 41, count: 1 }]);
  });
});

const attendee = (attendeeId: number, userId: number | null, side: number | null = 0, guestName: string | null = null): AttendeeRow => ({
  attendeeId,
  userId,
  guestName,
  side,
});

describe("the season's 자체전 tab", () => {
  // One scrimmage: 1 (user 11) and 2 (guest) on side 0, 3 (user 13) on side 1; side 0 wins 2–1 then draws 0–0.
  const first: FinishedScrimmage = {
    id: 1,
    startAt: new Date('2026-04-05T00:00:00Z'),
    attendees: [attendee(1, 11), attendee(2, null, 0, '용병'), attendee(3, 13, 1)],
    games: [
      {
        id: 10,
        homeSide: 0,
        awaySide: 1,
        homeScore: 2,
        awayScore: 1,
        players: [
          { attendeeId: 1, side: 0 },
          { attendeeId: 2, side: 0 },
          { attendeeId: 3, side: 1 },
        ],
      },
      {
        id: 11,
        homeSide: 1,
        awaySide: 0,
        homeScore: 0,
        awayScore: 0,
        players: [
          { attendeeId: 3, side: 1 },
          { attendeeId: 1, side: 0 },
          { attendeeId: 2, side: 0 },
        ],
      },
    ],
    goals: [
      { gameId: 10, scorerId: 1, assistId: 2 },
      { gameId: 10, scorerId: 2, assistId: 1 },
      { gameId: 10, scorerId: 3, assistId: null },
    ],
  };
  // Another: user 13 (attendee 7) beats user 11 (attendee 8) 1–0 with a goal.
  const second: FinishedScrimmage = {
    id: 2,
    startAt: new Date('2026-04-12T00:00:00Z'),
    attendees: [attendee(7, 13, 0), attendee(8, 11, 1)],
    games: [
      {
        id: 20,
        homeSide: 0,
        awaySide: 1,
        homeScore: 1,
        awayScore: 0,
        players: [
          { attendeeId: 7, side: 0 },
          { attendeeId: 8, side: 1 },
        ],
      },
    ],
    goals: [{ gameId: 20, scorerId: 7, assistId: null }],
  };
  const names = new Map([
    [11, '김민수'],
    [13, '이서준'],
  ]);
  const nameOf = (id: number) => names.get(id)!;

  it.each([
    { name: 'no scrimmages: an empty table', scrimmages: [], expected: [] },
    {
      name: 'one scrimmage: each member their rolled-up line, the guest left out',
      scrimmages: [first],
      expected: [
        { userId: 11, name: '김민수', scrimmages: 1, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, goals: 1, assists: 1, points: 4 },
        { userId: 13, name: '이서준', scrimmages: 1, gamesPlayed: 2, wins: 0, draws: 1, losses: 1, goals: 1, assists: 0, points: 1 },
      ],
    },
    {
      name: 'two scrimmages: summed per person across different attendee ids, ordered by points',
      scrimmages: [first, second],
      expected: [
        { userId: 11, name: '김민수', scrimmages: 2, gamesPlayed: 3, wins: 1, draws: 1, losses: 1, goals: 1, assists: 1, points: 4 },
        { userId: 13, name: '이서준', scrimmages: 2, gamesPlayed: 3, wins: 1, draws: 1, losses: 1, goals: 2, assists: 0, points: 4 },
      ].reverse(),
    },
  ])('$name', ({ scrimmages, expected }) => {
    expect(seasonScrimmageTable(scrimmages, nameOf)).toEqual(expected);
  });
});

describe('the vest card', () => {
  const scrimmage: ScrimmageFacts = {
    id: 3,
    teamId: 1,
    runnerId: null,
    state: 'PLAYING',
    startAt: new Date('2026-05-03T00:00:00Z'),
    endAt: new Date('2026-05-03T02:00:00Z'),
    place: '한강공원 축구장',
    sides: [
      { side: 1, vestColour: 'YELLOW' },
      { side: 0, vestColour: 'ORANGE' },
    ],
  };
  const attendees = [attendee(1, 11, 0), attendee(2, 12, 1), attendee(3, null, 1, '박용병'), attendee(4, 14, null), attendee(5, 15, 0)];

  it.each([
    {
      name: 'names by side, sorted, with the vest colour; someone not on a side is not on the card',
      people: new Map([
        [11, { name: '최민준', withdrawn: false }],
        [12, { name: '김하늘', withdrawn: false }],
        [14, { name: '정우성', withdrawn: false }],
        [15, { name: '강지훈', withdrawn: false }],
      ]),
      expected: [
        { side: 0, vestColour: 'ORANGE', names: ['강지훈', '최민준'] },
        { side: 1, vestColour: 'YELLOW', names: ['김하늘', '박용병'] },
      ],
    },
    {
      name: 'a member who left Pitchside reads 탈퇴한 회원, whatever name is still stored; a guest keeps the typed name',
      people: new Map([
        [11, { name: '최민준', withdrawn: true }],
        [12, { name: '김하늘', withdrawn: false }],
        [15, { name: '강지훈', withdrawn: false }],
      ]),
      expected: [
        { side: 0, vestColour: 'ORANGE', names: ['강지훈', '탈퇴한 회원'] },
        { side: 1, vestColour: 'YELLOW', names: ['김하늘', '박용병'] },
      ],
    },
  ])('$name', ({ people, expected }) => {
    const card = vestCardAnswer('FC 한강', scrimmage, attendees, people);
    expect(card).toEqual({ teamName: 'FC 한강', startAt: '2026-05-03T00:00:00.000Z', place: '한강공원 축구장', sides: expected });
  });

  it('carries nothing of a person but the name: no ids, photos or levels', () => {
    const card = vestCardAnswer('FC 한강', scrimmage, attendees, new Map([[11, { name: '최민준', withdrawn: false }]]));
    expect(JSON.stringify(card)).not.toMatch(/userId|attendeeId|image|level|"1[1-5]"/i);
  });

  it.each([
    { at: '2026-05-10T01:59:59Z', expired: false },
    { at: '2026-05-10T02:00:00Z', expired: true },
  ])('answers until 7 days after the end ($at: expired $expired)', ({ at, expired }) => {
    expect(vestCardExpired(scrimmage, new Date(at))).toBe(expired);
  });
});

describe('co-play counts, for any rosters', () => {
  const game = fc.record({
    scrimmageId: fc.integer({ min: 1, max: 4 }),
    players: fc.uniqueArray(
      fc.record({
        attendeeId: fc.integer({ min: 1, max: 40 }),
        userId: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        side: fc.integer({ min: 0, max: 2 }),
      }),
      { selector: (p) => p.attendeeId, maxLength: 20 },
    ),
  });

  it('equal, for every pair of people, the number of scrimmages they shared a side in (guests never counted)', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 8 }), (games) => {
        // The oracle: for every two people, the scrimmages with a game where they were on the same side.
        const expected = new Map<string, number>();
        for (let a = 1; a <= 12; a++)
          for (let b = a + 1; b <= 12; b++) {
            const together = new Set(
              games
                .filter((g) => g.players.some((p) => p.userId === a && g.players.some((q) => q.userId === b && q.side === p.side)))
                .map((g) => g.scrimmageId),
            );
            if (together.size > 0) expected.set(`${a}:${b}`, together.size);
          }
        expect(coPlayCounts(games)).toEqual(expected);
      }),
    );
  });
});
