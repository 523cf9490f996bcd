/**
 * The pure rules of a 자체전's writes (decision 079), each answering the refusal's error name or null.
 * The lifecycle's own statechart (machines/scrimmage.machine.ts) is the client's; these are the
 * server's checks of what is stored.
 */
import type { ErrorName } from '#contract/error-codes.ts';
import type { ScrimmageFormat, ScrimmageGameState, VestColour } from '#contract/enums.ts';
import type { GameActionRequest } from '#contract/scrimmages.ts';

export interface ScrimmageSettings {
  sideCount: number;
  format: ScrimmageFormat;
  restOrder: readonly number[];
  vestColours: readonly VestColour[];
}

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** Two sides play fixed games; three rotate (the winner stays, or a fixed order) and rest in an order naming each side once; a vest colour each. */
export function settingsRefusal({ sideCount, format, restOrder, vestColours }: ScrimmageSettings): ErrorName | null {
  const formatFits = sideCount === 2 ? format === 'FIXED_GAMES' : format !== 'FIXED_GAMES';
  const restFits = sideCount === 2 ? restOrder.length === 0 : restOrder.length === 3 && distinct(restOrder) && restOrder.every((s) => s < 3);
  const coloursFit = vestColours.length === sideCount && distinct(vestColours);
  return formatFits && restFits && coloursFit ? null : 'INVALID_SCRIMMAGE_SETTINGS';
}

export interface SidesProposal {
  sides: readonly { side: number; vestColour: VestColour; attendeeIds: readonly number[] }[];
}

/** Sides 0…n-1 once each with distinct colours; every present attendee on exactly one side; sizes within one. */
export function sidesRefusal({ sides }: SidesProposal, sideCount: number, present: ReadonlySet<number>): ErrorName | null {
  const indexes = sides.map((s) => s.side).sort();
  if (sides.length !== sideCount || indexes.some((side, i) => side !== i) || !distinct(sides.map((s) => s.vestColour))) return 'SIDES_NOT_SETTINGS';
  const placed = sides.flatMap((s) => s.attendeeIds);
  if (!distinct(placed) || placed.length !== present.size || placed.some((id) => !present.has(id))) return 'SIDES_NOT_COVERING';
  const sizes = sides.map((s) => s.attendeeIds.length);
  return Math.max(...sizes) - Math.min(...sizes) > 1 ? 'SIDES_UNEVEN' : null;
}

/** The game's state after an action, or null when the action does not apply to it (REOPEN's further conditions are the handler's). */
export function nextGameState(state: ScrimmageGameState, action: GameActionRequest['action']): ScrimmageGameState | null {
  switch (action) {
    case 'PAUSE':
      return state === 'PLAYING' ? 'PAUSED' : null;
    case 'RESUME':
      return state === 'PAUSED' ? 'PLAYING' : null;
    case 'END':
      return state === 'FINISHED' ? null : 'FINISHED';
    case 'REOPEN':
      return state === 'FINISHED' ? 'PLAYING' : null;
  }
}

/** The side that rests in a game of three sides; null with two. */
export function restingSide(sideCount: number, homeSide: number, awaySide: number): number | null {
  if (sideCount === 2) return null;
  return [0, 1, 2].find((s) => s !== homeSide && s !== awaySide) ?? null;
}

/** The score of a game from its events (not cancelled): a goal for its side, an own goal for the other. */
export function gameScore(game: { homeSide: number; awaySide: number }, events: readonly { eventType: string; side: number }[]) {
  let home = 0;
  let away = 0;
  for (const e of events) {
    const forSide = e.eventType === 'GOAL' ? e.side : e.eventType === 'OWN_GOAL' ? (e.side === game.homeSide ? game.awaySide : game.homeSide) : null;
    if (forSide === game.homeSide) home += 1;
    else if (forSide === game.awaySide) away += 1;
  }
  return { homeScore: home, awayScore: away };
}
