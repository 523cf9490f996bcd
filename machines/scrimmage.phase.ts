/**
 * The scrimmage as the lifecycle machine (scrimmage.machine.ts) reads it, and the rules it decides
 * with: where the scrimmage stands (its phase), whether a split of the sides is whole, the next
 * pairing. Pure; the shapes are the parts of the server's answers the machine needs (decision 078),
 * so the contract's `Scrimmage` fits them as it is.
 */
import type { ScrimmageEventType, ScrimmageGameState, ScrimmageState, VestColour } from '#contract/enums.ts';
import { nextPairing, type GameClockInput, type KeeperGame, type Pairing, type RotationGame, type RotationSettings } from './scrimmage.rotation.ts';

/** A game of the scrimmage (GET …/scrimmages/{id} `games`). */
export type ScrimmageMachineGame = RotationGame &
  GameClockInput &
  KeeperGame & {
    id: number;
    number: number;
    restingSide: number | null;
    state: ScrimmageGameState;
  };

/** The scrimmage (GET …/scrimmages/{id}) as far as the machine reads it. */
export type ScrimmageMachineScrimmage = RotationSettings & {
  id: number;
  gameMinutes: number;
  state: ScrimmageState;
  /** `leftAt`: a dropout who had played stays listed, gone (decision 079); absent or null while here. */
  attendees: readonly { id: number; side: number | null; leftAt?: string | null }[];
  sides: readonly { side: number; vestColour: VestColour; attendeeIds: readonly number[] }[];
  games: readonly ScrimmageMachineGame[];
};

/** One side of a split, as PUT …/sides takes it. */
export type SideSplit = { side: number; vestColour: VestColour; attendeeIds: number[] };

/** A game event as POST …/games/{gameId}/events takes it. */
export type ScrimmageEventBody = {
  clientId: string;
  eventType: ScrimmageEventType;
  attendeeId: number;
  assistAttendeeId?: number | null;
  side: number;
};

/** Where the scrimmage stands, as the server has it (the split step of the screen is the machine's own). */
export type ScrimmagePhase = 'checkIn' | 'betweenGames' | 'playing' | 'paused' | 'finished';
export const scrimmagePhases: readonly ScrimmagePhase[] = ['checkIn', 'betweenGames', 'playing', 'paused', 'finished'];

/** The game on the pitch (started, not ended), or null. */
export function gameOn(scrimmage: ScrimmageMachineScrimmage): ScrimmageMachineGame | null {
  return scrimmage.games.find((game) => game.state !== 'FINISHED') ?? null;
}

/** The finished games in the order played. */
export function finishedGames(scrimmage: ScrimmageMachineScrimmage): ScrimmageMachineGame[] {
  return scrimmage.games.filter((game) => game.state === 'FINISHED').sort((a, b) => a.number - b.number);
}

/** The last game played, when it is over (the one a correction may reopen), or null. */
export function lastFinishedGame(scrimmage: ScrimmageMachineScrimmage): ScrimmageMachineGame | null {
  const last = [...scrimmage.games].sort((a, b) => a.number - b.number).at(-1);
  return last?.state === 'FINISHED' ? last : null;
}

export function phaseOf(scrimmage: ScrimmageMachineScrimmage): ScrimmagePhase {
  if (scrimmage.state === 'FINISHED') return 'finished';
  if (scrimmage.state === 'CHECK_IN') return 'checkIn';
  const on = gameOn(scrimmage);
  if (on?.state === 'PLAYING') return 'playing';
  if (on?.state === 'PAUSED') return 'paused';
  return 'betweenGames';
}

/** The next game's pairing between games (null before the sides are split, while a game is on, and once finished). */
export function pairingOf(scrimmage: ScrimmageMachineScrimmage): Pairing | null {
  return phaseOf(scrimmage) === 'betweenGames' ? nextPairing(scrimmage, finishedGames(scrimmage)) : null;
}

/** The attendees still here (a dropout who had played stays listed with `leftAt`). */
export function presentAttendees(scrimmage: ScrimmageMachineScrimmage): ScrimmageMachineScrimmage['attendees'] {
  return scrimmage.attendees.filter((a) => !a.leftAt);
}

/** Attendees here on no side: checked in after the split (a late arrival joins a side at the next break). */
export function unsidedAttendees(scrimmage: ScrimmageMachineScrimmage): number[] {
  return presentAttendees(scrimmage)
    .filter((a) => a.side === null)
    .map((a) => a.id);
}

/**
 * Whether a split is one the server takes (decision 079's rule, checked before sending so the save
 * button can say no): one entry per side, every attendee here on exactly one side, sizes within one,
 * a vest colour per side used once.
 */
export function isWholeSplit(scrimmage: ScrimmageMachineScrimmage, sides: readonly SideSplit[]): boolean {
  const indexes = sides.map((s) => s.side).sort();
  if (indexes.length !== scrimmage.sideCount || indexes.some((side, i) => side !== i)) return false;
  if (new Set(sides.map((s) => s.vestColour)).size !== sides.length) return false;
  const placed = sides.flatMap((s) => s.attendeeIds);
  const attendees = new Set(presentAttendees(scrimmage).map((a) => a.id));
  if (placed.length !== attendees.size || new Set(placed).size !== placed.length || !placed.every((id) => attendees.has(id))) return false;
  const sizes = sides.map((s) => s.attendeeIds.length);
  return Math.min(...sizes) > 0 && Math.max(...sizes) - Math.min(...sizes) <= 1;
}
