/**
 * The roll-up of a 자체전 (scrimmage): each player's games with their side, W/D/L, goals, assists
 * and points (win 3, draw 1, loss 0), and the same per side. Pure: the server answers it for one
 * session and adds sessions up for the season's 자체전 tab; the client shows it as it comes.
 *
 * A player's result in a game is their side's result in that game, from the roster the game was
 * played with (`players`: who was on each side when it started, plus anyone substituted on), so a
 * player moved to another side between games counts with the side they played for each time.
 */

/** A finished game: which sides played, the score, and who played for which side. */
export type RollupGame = {
  id: number;
  homeSide: number;
  awaySide: number;
  homeScore: number;
  awayScore: number;
  players: readonly { attendeeId: number; side: number }[];
};

/** A goal of a game: the scorer's attendee and, when there was one, the assisting attendee. Own goals count for nobody. */
export type RollupGoal = { gameId: number; scorerId: number | null; assistId: number | null };

export type RollupLine = {
  gamesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goals: number;
  assists: number;
  points: number;
};

export type PlayerRollup = RollupLine & { attendeeId: number };
export type SideRollup = Omit<RollupLine, 'assists'> & { side: number; goalsAgainst: number };

export const pointsFor = { win: 3, draw: 1, loss: 0 } as const;

const emptyLine = (): RollupLine => ({ gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goals: 0, assists: 0, points: 0 });

type Outcome = 'win' | 'draw' | 'loss';

const outcomeOf = (scored: number, conceded: number): Outcome => (scored > conceded ? 'win' : scored === conceded ? 'draw' : 'loss');

// A side's line counts results the same way, without assists.
function count(line: Omit<RollupLine, 'goals' | 'assists'>, outcome: Outcome) {
  line.gamesPlayed += 1;
  line[outcome === 'win' ? 'wins' : outcome === 'draw' ? 'draws' : 'losses'] += 1;
  line.points += pointsFor[outcome];
}

/** Each player's line, ordered by points, then goals, then assists, then attendee id (a stable order for ties). */
export function rollupPlayers(games: readonly RollupGame[], goals: readonly RollupGoal[]): PlayerRollup[] {
  const lines = new Map<number, RollupLine>();
  const lineOf = (attendeeId: number) => lines.get(attendeeId) ?? lines.set(attendeeId, emptyLine()).get(attendeeId)!;
  const played = new Set(games.map((g) => g.id));
  for (const game of games) {
    const seen = new Set<number>();
    for (const { attendeeId, side } of game.players) {
      // Substituted off and on again is still one game played.
      if (seen.has(attendeeId)) continue;
      seen.add(attendeeId);
      const home = side === game.homeSide;
      count(lineOf(attendeeId), home ? outcomeOf(game.homeScore, game.awayScore) : outcomeOf(game.awayScore, game.homeScore));
    }
  }
  for (const goal of goals) {
    if (!played.has(goal.gameId)) continue;
    if (goal.scorerId !== null) lineOf(goal.scorerId).goals += 1;
    if (goal.assistId !== null) lineOf(goal.assistId).assists += 1;
  }
  return [...lines]
    .map(([attendeeId, line]) => ({ attendeeId, ...line }))
    .sort((a, b) => b.points - a.points || b.goals - a.goals || b.assists - a.assists || a.attendeeId - b.attendeeId);
}

/** Each side's line (goals scored and conceded from the scores), ordered by points, then goal difference, then side. */
export function rollupSides(games: readonly RollupGame[]): SideRollup[] {
  const lines = new Map<number, SideRollup>();
  const lineOf = (side: number) =>
    lines.get(side) ?? lines.set(side, { side, gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goals: 0, goalsAgainst: 0, points: 0 }).get(side)!;
  for (const game of games) {
    for (const [side, scored, conceded] of [
      [game.homeSide, game.homeScore, game.awayScore],
      [game.awaySide, game.awayScore, game.homeScore],
    ] as const) {
      const line = lineOf(side);
      count(line, outcomeOf(scored, conceded));
      line.goals += scored;
      line.goalsAgainst += conceded;
    }
  }
  return [...lines.values()].sort((a, b) => b.points - a.points || b.goals - b.goalsAgainst - (a.goals - a.goalsAgainst) || a.side - b.side);
}
