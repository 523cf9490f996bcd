/**
 * What a runner's tap does to the scrimmage as the screen holds it, before the server answers
 * (docs/decisions/082-scrimmage-record-screen.md): pure functions over the `Scrimmage` read, the
 * same rules the server applies (scores from the standing events, the roster taken at the start,
 * the clock's pauses), so the optimistic screen and the re-read agree.
 */
import type { Scrimmage, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import type { gameActions } from '#contract/scrimmages.ts';

export type GameAction = (typeof gameActions)[number];

const secondsBetween = (from: string | null, to: string) => (from ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : 0);

/** The game's score from the events that stand: a goal counts for its side, an own goal for the other one. */
export function scoreOf(game: Pick<ScrimmageGame, 'id' | 'homeSide' | 'awaySide'>, events: readonly ScrimmageGameEvent[]) {
  let home = 0;
  let away = 0;
  for (const e of events) {
    if (e.gameId !== game.id || (e.eventType !== 'GOAL' && e.eventType !== 'OWN_GOAL')) continue;
    const forHome = (e.side === game.homeSide) === (e.eventType === 'GOAL');
    if (forHome) home += 1;
    else away += 1;
  }
  return { homeScore: home, awayScore: away };
}

/** Scores and the roll-up's goals, derived again from the events (after any change to them). */
function rederived(s: Scrimmage): Scrimmage {
  const games = s.games.map((g) => ({ ...g, ...scoreOf(g, s.events) }));
  const goals = s.events
    .filter((e) => e.eventType === 'GOAL' || e.eventType === 'OWN_GOAL')
    .map((e) => ({ gameId: e.gameId, scorerId: e.eventType === 'GOAL' ? e.attendeeId : null, assistId: e.assistAttendeeId }));
  return { ...s, games, goals };
}

export interface StartedGame {
  id: number;
  homeSide: number;
  awaySide: number;
  at: string;
}

/** A new game between two sides: everyone here on those sides plays it (the server takes the same roster). */
export function withGameStarted(s: Scrimmage, { id, homeSide, awaySide, at }: StartedGame): Scrimmage {
  const players = s.attendees
    .filter((a) => a.leftAt === null && (a.side === homeSide || a.side === awaySide))
    .map((a) => ({ attendeeId: a.id, side: a.side! }));
  const game: ScrimmageGame = {
    id,
    number: Math.max(0, ...s.games.map((g) => g.number)) + 1,
    homeSide,
    awaySide,
    restingSide: s.sideCount === 3 ? 3 - homeSide - awaySide : null,
    state: 'PLAYING',
    startedAt: at,
    endedAt: null,
    pausedSeconds: 0,
    pausedAt: null,
    homeScore: 0,
    awayScore: 0,
    players,
  };
  return { ...s, state: 'PLAYING', games: [...s.games, game] };
}

/** Pause, resume, end or reopen, with the clock's arithmetic of server/scrimmages/games.ts. */
export function gameAfter(game: ScrimmageGame, action: GameAction, at: string): ScrimmageGame {
  switch (action) {
    case 'PAUSE':
      return { ...game, state: 'PAUSED', pausedAt: at };
    case 'RESUME':
      return { ...game, state: 'PLAYING', pausedAt: null, pausedSeconds: game.pausedSeconds + secondsBetween(game.pausedAt, at) };
    case 'END':
      return { ...game, state: 'FINISHED', endedAt: at, pausedAt: null, pausedSeconds: game.pausedSeconds + secondsBetween(game.pausedAt, at) };
    case 'REOPEN':
      return { ...game, state: 'PLAYING', endedAt: null, pausedSeconds: game.pausedSeconds + secondsBetween(game.endedAt, at) };
  }
}

export function withGameAction(s: Scrimmage, gameId: number, action: GameAction, at: string): Scrimmage {
  return { ...s, games: s.games.map((g) => (g.id === gameId ? gameAfter(g, action, at) : g)) };
}

/** An event on the log and in the score; someone coming on joins the game's roster. */
export function withEvent(s: Scrimmage, event: ScrimmageGameEvent): Scrimmage {
  const games =
    event.eventType === 'SUB_IN'
      ? s.games.map((g) =>
          g.id === event.gameId && !g.players.some((p) => p.attendeeId === event.attendeeId)
            ? { ...g, players: [...g.players, { attendeeId: event.attendeeId, side: event.side }] }
            : g,
        )
      : s.games;
  return rederived({ ...s, games, events: [...s.events, event] });
}

/** A cancelled event (a correction) off the log and out of the score. */
export function withoutEvent(s: Scrimmage, eventId: number): Scrimmage {
  return rederived({ ...s, events: s.events.filter((e) => e.id !== eventId) });
}

/** A provisional id (negative, made on this screen) becomes the server's, in the games and everything that names them. */
export function withGameId(s: Scrimmage, provisionalId: number, game: ScrimmageGame): Scrimmage {
  const events = s.events.map((e) => (e.gameId === provisionalId ? { ...e, gameId: game.id } : e));
  const games = s.games.map((g) => (g.id === provisionalId ? { ...g, id: game.id, number: game.number, startedAt: game.startedAt } : g));
  return rederived({ ...s, games, events });
}

export function withEventId(s: Scrimmage, provisionalId: number, event: ScrimmageGameEvent): Scrimmage {
  return { ...s, events: s.events.map((e) => (e.id === provisionalId ? { ...e, id: event.id, createdAt: event.createdAt } : e)) };
}
