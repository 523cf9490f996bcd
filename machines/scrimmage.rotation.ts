/**
 * Who plays next in a 자체전 (scrimmage), who rests, and who keeps goal (decision 078). Pure: the
 * session screen shows the next pairing and its reason, the lifecycle machine keeps it in its
 * context, and the admin may still start another pairing (an override the rules then continue from).
 *
 * - WINNER_STAYS (three sides): the first game is the two sides not first in `restOrder`. After a
 *   game the winner stays on and the side that rested comes on, but no side plays more than
 *   {@link maxGamesInARow} games in a row: a winner that has played that many leaves, and the loser
 *   stays. A draw follows `drawRule`, within the same cap.
 * - FIXED_ROTATION (three sides): the sides rest in the cycle of `restOrder` (A-B, B-C, C-A…),
 *   whatever the results.
 * - FIXED_GAMES (two sides): side 0 against side 1 every game.
 */
import type { ScrimmageDrawRule, ScrimmageFormat } from '#contract/enums.ts';
import { clockDisplay, secondsSince } from './match.clock.ts';

/** The settings the rotation reads (the scrimmage's own, as the server answers them). */
export type RotationSettings = {
  sideCount: number;
  format: ScrimmageFormat;
  drawRule: ScrimmageDrawRule;
  /** Three sides: every side once, the one that rests first first. Two sides: ignored. */
  restOrder: readonly number[];
};

/** A finished game, in the order played. */
export type RotationGame = { homeSide: number; awaySide: number; homeScore: number; awayScore: number };

/** Why a pairing is next: structured, the client says it in Korean. */
export type PairingWhy =
  | { kind: 'first' }
  /** `winner` stays on; `loser` rests. */
  | { kind: 'winnerStays'; winner: number; loser: number }
  /** `winner` has played {@link maxGamesInARow} in a row and rests; the loser stays on. */
  | { kind: 'winnerCapped'; winner: number; loser: number }
  /** A draw: `leaves` (on the pitch longer) rests. */
  | { kind: 'drawLongerOnLeaves'; leaves: number }
  /** A draw: `leaves` (came on for that game) rests. */
  | { kind: 'drawChallengerLeaves'; leaves: number }
  /** A draw under CHALLENGER_LEAVES, but the side that would stay has played its games in a row: `leaves` rests instead. */
  | { kind: 'drawCapped'; leaves: number }
  | { kind: 'fixedRotation' }
  | { kind: 'fixedGames' };

/** Two sides on the pitch and the one resting (null with two sides). */
export type SidePairing = { homeSide: number; awaySide: number; restingSide: number | null };
export type Pairing = SidePairing & { why: PairingWhy };

/** No side plays more games in a row than this under WINNER_STAYS (the "capped at 2"). */
export const maxGamesInARow = 2;

const threeSides = [0, 1, 2] as const;

/** Refuses settings the rotation cannot follow: the server validates them, this says precisely what is wrong if it did not. */
function checkSettings(settings: RotationSettings): void {
  const { format, sideCount, restOrder } = settings;
  if (format === 'FIXED_GAMES') {
    if (sideCount !== 2) throw new RangeError(`FIXED_GAMES is for 2 sides, not ${sideCount}`);
    return;
  }
  if (sideCount !== 3) throw new RangeError(`${format} is for 3 sides, not ${sideCount}`);
  if (restOrder.length !== 3 || !threeSides.every((side) => restOrder.includes(side))) {
    throw new RangeError(`restOrder must list the sides 0, 1 and 2 once each, not [${restOrder.join(', ')}]`);
  }
}

function checkGame(game: RotationGame, sideCount: number): void {
  const onPitch = (side: number) => Number.isInteger(side) && side >= 0 && side < sideCount;
  if (!onPitch(game.homeSide) || !onPitch(game.awaySide) || game.homeSide === game.awaySide) {
    throw new RangeError(`a game must be between two different sides of ${sideCount}, not ${game.homeSide} and ${game.awaySide}`);
  }
}

const thirdSide = (a: number, b: number): number => 3 - a - b;

/** The pairing in which `resting` rests, in the cycle of `restOrder`: the next two in the cycle play, home first. */
function restingIn(restOrder: readonly number[], resting: number): SidePairing {
  const i = restOrder.indexOf(resting);
  return { homeSide: restOrder[(i + 1) % 3]!, awaySide: restOrder[(i + 2) % 3]!, restingSide: resting };
}

/** How many games in a row, counted back from the last, `side` has played. */
export function gamesInARow(side: number, games: readonly Pick<RotationGame, 'homeSide' | 'awaySide'>[]): number {
  let count = 0;
  for (let i = games.length - 1; i >= 0 && (games[i]!.homeSide === side || games[i]!.awaySide === side); i--) count++;
  return count;
}

/**
 * WINNER_STAYS after `games`: the side staying on is home in the next game, the side that rested
 * comes on as away. A side on longer is the one with more games in a row; at equal counts (the first
 * game) the home side counts as on longer.
 */
function winnerStays(settings: RotationSettings, games: readonly RotationGame[]): Pairing {
  const last = games.at(-1)!;
  const { homeSide: home, awaySide: away } = last;
  const inARow = (side: number) => gamesInARow(side, games);
  const capped = (side: number) => inARow(side) >= maxGamesInARow;
  const next = (leaves: number, why: PairingWhy): Pairing => ({
    homeSide: leaves === home ? away : home,
    awaySide: thirdSide(home, away),
    restingSide: leaves,
    why,
  });
  if (last.homeScore !== last.awayScore) {
    const [winner, loser] = last.homeScore > last.awayScore ? [home, away] : [away, home];
    // When both have played their games in a row (only after an override), the winner still rests.
    return capped(winner) ? next(winner, { kind: 'winnerCapped', winner, loser }) : next(loser, { kind: 'winnerStays', winner, loser });
  }
  const longer = inARow(away) > inARow(home) ? away : home;
  const challenger = longer === home ? away : home;
  if (settings.drawRule === 'LONGER_ON_LEAVES') return next(longer, { kind: 'drawLongerOnLeaves', leaves: longer });
  if (capped(longer) && !capped(challenger)) return next(longer, { kind: 'drawCapped', leaves: longer });
  return next(challenger, { kind: 'drawChallengerLeaves', leaves: challenger });
}

/** The next game's pairing after `games` (finished, in order) and why. Throws a RangeError on settings or games it cannot follow. */
export function nextPairing(settings: RotationSettings, games: readonly RotationGame[]): Pairing {
  checkSettings(settings);
  for (const game of games) checkGame(game, settings.sideCount);
  if (settings.format === 'FIXED_GAMES') return { homeSide: 0, awaySide: 1, restingSide: null, why: { kind: 'fixedGames' } };
  const last = games.at(-1);
  if (!last) return { ...restingIn(settings.restOrder, settings.restOrder[0]!), why: { kind: 'first' } };
  if (settings.format === 'FIXED_ROTATION') {
    // From the side that rested last, so the cycle goes on after an admin's override.
    const rested = settings.restOrder.indexOf(thirdSide(last.homeSide, last.awaySide));
    return { ...restingIn(settings.restOrder, settings.restOrder[(rested + 1) % 3]!), why: { kind: 'fixedRotation' } };
  }
  return winnerStays(settings, games);
}

/** One of the next games as the "다음 경기" preview shows it: the pairing, or the ones the results still leave open. */
export type UpcomingGame = {
  /** Whether every result of the games before it leads to this pairing (the admin may still override). */
  certain: boolean;
  /** The pairings it can be, in the order first reached (one when certain). */
  pairings: SidePairing[];
};

/** Previews look a few games ahead; each game ahead under WINNER_STAYS triples the results to try. */
export const maxUpcoming = 6;

const sidesKey = (p: SidePairing) => `${p.homeSide}-${p.awaySide}-${p.restingSide}`;

/** A result of a game not yet played, as the rotation tells results apart. */
const resultsToTry = (pairing: SidePairing): RotationGame[] => [
  { homeSide: pairing.homeSide, awaySide: pairing.awaySide, homeScore: 1, awayScore: 0 },
  { homeSide: pairing.homeSide, awaySide: pairing.awaySide, homeScore: 0, awayScore: 0 },
  { homeSide: pairing.homeSide, awaySide: pairing.awaySide, homeScore: 0, awayScore: 1 },
];

/**
 * The next `n` games (at most {@link maxUpcoming}): under WINNER_STAYS each is found for every
 * result of the games before it, and is certain only when they all lead to it; the fixed formats
 * do not depend on results.
 */
export function upcoming(settings: RotationSettings, games: readonly RotationGame[], n: number): UpcomingGame[] {
  const out: UpcomingGame[] = [];
  let histories: (readonly RotationGame[])[] = [games];
  for (let i = 0; i < Math.min(n, maxUpcoming); i++) {
    const found = new Map<string, SidePairing>();
    const next: (readonly RotationGame[])[] = [];
    for (const history of histories) {
      const { homeSide, awaySide, restingSide } = nextPairing(settings, history);
      const pairing = { homeSide, awaySide, restingSide };
      if (!found.has(sidesKey(pairing))) found.set(sidesKey(pairing), pairing);
      const tries = settings.format === 'WINNER_STAYS' ? resultsToTry(pairing) : resultsToTry(pairing).slice(0, 1);
      for (const result of tries) next.push([...history, result]);
    }
    out.push({ certain: found.size === 1, pairings: [...found.values()] });
    histories = next;
  }
  return out;
}

/**
 * Who keeps goal for a side without a keeper (the team rotates keepers): of the side's players, the
 * one who has kept the fewest games so far; at equal counts, the one listed first, so the side
 * takes turns in its own order. Null for a side with nobody on it.
 */
export function keeperFor(attendeeIds: readonly number[], gamesKept: ReadonlyMap<number, number>): number | null {
  let keeper: number | null = null;
  for (const id of attendeeIds) if (keeper === null || (gamesKept.get(id) ?? 0) < (gamesKept.get(keeper) ?? 0)) keeper = id;
  return keeper;
}

/** A game as the keeper count reads it: its two sides and who played for which side, in the roster's order. */
export type KeeperGame = { homeSide: number; awaySide: number; players: readonly { attendeeId: number; side: number }[] };

/**
 * Games kept so far per attendee, replaying {@link keeperFor} over the games played: the server
 * keeps no keeper per game, so the turns follow from the rosters, the same on every device.
 */
export function gamesKept(games: readonly KeeperGame[]): Map<number, number> {
  const kept = new Map<number, number>();
  for (const game of games) {
    for (const side of [game.homeSide, game.awaySide]) {
      const keeper = keeperFor([...new Set(game.players.filter((p) => p.side === side).map((p) => p.attendeeId))], kept);
      if (keeper !== null) kept.set(keeper, (kept.get(keeper) ?? 0) + 1);
    }
  }
  return kept;
}

/** What the game clock reads of a game (the server's fields; instants on the server's clock). */
export type GameClockInput = { startedAt: string; endedAt: string | null; pausedSeconds: number; pausedAt: string | null };

export type GameClock = {
  /** Seconds played: from the start to now (or the pause, or the end), less the finished pauses. */
  elapsedSeconds: number;
  /** `MM:SS` of the seconds played. */
  display: string;
  /** Whether the clock runs now (neither paused nor ended). */
  running: boolean;
  /** Whether the game's length is played (the runner ends the game; the clock runs on past it). */
  lengthReached: boolean;
};

/**
 * A game's clock at `nowMs` (on the server's clock: client now + serverOffsetMs). `pausedSeconds`
 * holds the pauses already over; a pause on (`pausedAt`) stops the clock where it began.
 */
export function gameClock(game: GameClockInput, nowMs: number, gameMinutes: number): GameClock {
  const stopMs = Math.min(nowMs, ...[game.pausedAt, game.endedAt].filter((at) => at !== null).map((at) => Date.parse(at)));
  const elapsedSeconds = Math.max(0, secondsSince(game.startedAt, stopMs) - game.pausedSeconds);
  return {
    elapsedSeconds,
    display: clockDisplay(Math.floor(elapsedSeconds / 60), elapsedSeconds % 60),
    running: game.pausedAt === null && game.endedAt === null,
    lengthReached: elapsedSeconds >= gameMinutes * 60,
  };
}
