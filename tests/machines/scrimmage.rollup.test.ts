import { describe, expect, it } from 'vitest';
import { rollupPlayers, rollupSides, type RollupGame } from '#machines/scrimmage.rollup.ts';

// Sides 0, 1, 2 with two players each: 10/11 on side 0, 20/21 on side 1, 30/31 on side 2.
const roster = (side: number) => [
  { attendeeId: side * 10 + 10, side },
  { attendeeId: side * 10 + 11, side },
];
const game = (id: number, homeSide: number, awaySide: number, homeScore: number, awayScore: number): RollupGame => ({
  id,
  homeSide,
  awaySide,
  homeScore,
  awayScore,
  players: [...roster(homeSide), ...roster(awaySide)],
});

describe('the roll-up of a scrimmage', () => {
  const games = [game(1, 0, 1, 2, 1), game(2, 0, 2, 0, 0), game(3, 2, 1, 1, 3)];
  const goals = [
    { gameId: 1, scorerId: 10, assistId: 11 },
    { gameId: 1, scorerId: 10, assistId: null },
    { gameId: 1, scorerId: 20, assistId: 21 },
    { gameId: 3, scorerId: 30, assistId: null },
    { gameId: 3, scorerId: 21, assistId: 20 },
    { gameId: 3, scorerId: 21, assistId: null },
    { gameId: 3, scorerId: null, assistId: null }, // an own goal by side 2 for side 1
  ];

  it("gives each player their side's result in every game they played, with goals, assists and points", () => {
    const lines = rollupPlayers(games, goals);
    const of = (id: number) => lines.find((l) => l.attendeeId === id);
    expect(of(10)).toEqual({ attendeeId: 10, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, goals: 2, assists: 0, points: 4 });
    expect(of(11)).toEqual({ attendeeId: 11, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, goals: 0, assists: 1, points: 4 });
    expect(of(21)).toEqual({ attendeeId: 21, gamesPlayed: 2, wins: 1, draws: 0, losses: 1, goals: 2, assists: 1, points: 3 });
    expect(of(30)).toEqual({ attendeeId: 30, gamesPlayed: 2, wins: 0, draws: 1, losses: 1, goals: 1, assists: 0, points: 1 });
    expect(lines.map((l) => l.attendeeId)).toEqual([10, 11, 21, 20, 30, 31]);
  });

  it('counts a player who moved sides between games with the side they played for each time', () => {
    const moved = { ...game(2, 0, 2, 0, 0), players: [...roster(0), { attendeeId: 20, side: 2 }] };
    const lines = rollupPlayers([games[0]!, moved], []);
    expect(lines.find((l) => l.attendeeId === 20)).toMatchObject({ gamesPlayed: 2, wins: 0, draws: 1, losses: 1, points: 1 });
  });

  it('counts a player substituted off and on again once, and ignores goals of games not in the list', () => {
    const twice = { ...games[0]!, players: [...games[0]!.players, { attendeeId: 10, side: 0 }] };
    const lines = rollupPlayers([twice], [{ gameId: 9, scorerId: 10, assistId: null }]);
    expect(lines.find((l) => l.attendeeId === 10)).toMatchObject({ gamesPlayed: 1, wins: 1, goals: 0 });
  });

  it('gives each side its games, W/D/L, goals for and against and points, best first', () => {
    expect(rollupSides(games)).toEqual(
      [
        { side: 1, gamesPlayed: 2, wins: 1, draws: 0, losses: 1, goals: 4, goalsAgainst: 3, points: 3 },
        { side: 0, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, goals: 2, goalsAgainst: 1, points: 4 },
        { side: 2, gamesPlayed: 2, wins: 0, draws: 1, losses: 1, goals: 1, goalsAgainst: 3, points: 1 },
      ].sort((a, b) => b.points - a.points),
    );
  });

  it('has nothing to say before a game is played', () => {
    expect(rollupPlayers([], [])).toEqual([]);
    expect(rollupSides([])).toEqual([]);
  });
});
