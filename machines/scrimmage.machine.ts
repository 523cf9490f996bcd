/**
 * The 자체전 (scrimmage) as its admin or runner drives it from the session screen (decision 078):
 * check-in, the split into sides, the games in rotation, the end. The server holds the scrimmage;
 * every write goes through the `write` actor the app provides (a request, then the scrimmage as the
 * server now has it), and the machine follows the answer: the phase it is in comes from the server's
 * scrimmage (scrimmage.phase.ts), so a reload, a second device or a correction lands where the data
 * says.
 *
 * States (each but `finished` has `idle` and `writing`: one write at a time, a tap while one is on its
 * way is not taken; a refused write goes back to `idle` with `context.failure` for the screen to say):
 * - `checkIn`: marking who came (CHECK_IN). `attendee.add` (a member or a guest), `attendee.remove`,
 *   `sides.split` to the split step.
 * - `sides`: the split step (still CHECK_IN on the server: the proposal is the client's). `sides.save`
 *   (PUT sides, which moves the server to SIDES), `sides.leave` back to check-in.
 * - `betweenGames`: the sides are set and no game is on; `context.pairing` is the next game by the
 *   format (scrimmage.rotation.ts). `game.start` (that pairing, or the admin's `pairing`), `sides.save`
 *   (change sides; where late arrivals join a side), `game.reopen` (the last game, a correction: its
 *   events are then cancelled as in a game on), `attendee.add` / `attendee.remove`,
 *   `scrimmage.finish` (after a game). A game starts only when every attendee here has a side.
 * - `playing` / `paused`: a game is on. `event.record`, `event.cancel`, `game.pause` / `game.resume`,
 *   `game.end`; a late arrival (`attendee.add`) is checked in without a side and joins one at the
 *   next break; a dropout (`attendee.remove`) leaves the games not yet played.
 * - `finished` (final).
 * `server.synced` (a re-read, the live stream) moves to where the server's scrimmage stands, in any
 * `idle` state; while a write is on its way its answer is the fresher word.
 */
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import {
  gameOn,
  isWholeSplit,
  finishedGames,
  lastFinishedGame,
  pairingOf,
  phaseOf,
  presentAttendees,
  scrimmagePhases,
  unsidedAttendees,
  type ScrimmageEventBody,
  type ScrimmageMachineScrimmage,
  type ScrimmagePhase,
  type SideSplit,
} from './scrimmage.phase.ts';
import { gameClock, upcoming, type GameClock, type Pairing, type UpcomingGame } from './scrimmage.rotation.ts';

/** A write to the server, as the app's `write` actor receives it (one request of the scrimmage API each). */
export type ScrimmageWrite =
  | { kind: 'attendee.add'; scrimmageId: number; body: { userId: number } | { guestName: string } }
  | { kind: 'attendee.remove'; scrimmageId: number; attendeeId: number }
  | { kind: 'sides.save'; scrimmageId: number; sides: SideSplit[] }
  | { kind: 'game.start'; scrimmageId: number; body: { clientId: string; homeSide: number; awaySide: number } }
  | { kind: 'game.change'; scrimmageId: number; gameId: number; action: 'PAUSE' | 'RESUME' | 'END' | 'REOPEN' }
  | { kind: 'event.record'; scrimmageId: number; gameId: number; body: ScrimmageEventBody }
  | { kind: 'event.cancel'; scrimmageId: number; gameId: number; eventId: number }
  | { kind: 'finish'; scrimmageId: number };

export type ScrimmageMachineEvent =
  | { type: 'attendee.add'; body: { userId: number } | { guestName: string } }
  | { type: 'attendee.remove'; attendeeId: number }
  | { type: 'sides.split' }
  | { type: 'sides.leave' }
  | { type: 'sides.save'; sides: SideSplit[] }
  /** `clientId`: made once per tap by the app (the server takes a retry as the same game); `pairing`: the admin's override. */
  | { type: 'game.start'; clientId: string; pairing?: { homeSide: number; awaySide: number } }
  | { type: 'game.pause' }
  | { type: 'game.resume' }
  | { type: 'game.end' }
  | { type: 'game.reopen' }
  | { type: 'event.record'; body: ScrimmageEventBody }
  | { type: 'event.cancel'; gameId: number; eventId: number }
  | { type: 'scrimmage.finish' }
  | { type: 'server.synced'; scrimmage: ScrimmageMachineScrimmage; serverOffsetMs?: number };

export interface ScrimmageMachineInput {
  scrimmage: ScrimmageMachineScrimmage;
  /** Server clock minus this device's, for the game clock. */
  serverOffsetMs?: number;
}

export interface ScrimmageMachineContext {
  scrimmage: ScrimmageMachineScrimmage;
  /** The next game between games (scrimmage.rotation.ts nextPairing), else null. */
  pairing: Pairing | null;
  /** The write on its way. */
  pending: ScrimmageWrite | null;
  /** The last write the server refused or never answered, until the next write; the screen says it in Korean. */
  failure: { write: ScrimmageWrite; error: unknown } | null;
  serverOffsetMs: number;
}

type EventOf<T extends ScrimmageMachineEvent['type']> = Extract<ScrimmageMachineEvent, { type: T }>;
type ArgsOf<T extends ScrimmageMachineEvent['type']> = { context: ScrimmageMachineContext; event: EventOf<T> };
type Answer = { scrimmage: ScrimmageMachineScrimmage; serverOffsetMs?: number };

/** A tap that sends `write` (the caller adds its guard). */
function writeOn<T extends ScrimmageMachineEvent['type']>(write: (args: ArgsOf<T>) => ScrimmageWrite) {
  return { target: 'writing', actions: { type: 'startWrite' as const, params: write } };
}

/** Moves to the phase the server's scrimmage is in (`phases`: the ones this state may move to). */
function follow<A>(answer: (args: A) => Answer, phases: readonly ScrimmagePhase[] = scrimmagePhases) {
  return phases.map((phase) => ({
    guard: { type: 'isAt' as const, params: (args: A) => ({ scrimmage: answer(args).scrimmage, phase }) },
    target: `#scrimmage.${phase}`,
    actions: { type: 'assignScrimmage' as const, params: answer },
  }));
}

const synced = ({ event }: { event: Answer }): Answer => event;

/** The write on its way: the server's answer decides where the screen goes; a failure stays where it was. */
const writing = {
  invoke: {
    id: 'write',
    src: 'write' as const,
    input: ({ context }: { context: ScrimmageMachineContext }) => context.pending!,
    onDone: follow(({ event }: { event: { output: ScrimmageMachineScrimmage } }) => ({ scrimmage: event.output })),
    onError: { target: 'idle', actions: { type: 'assignFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  },
};

const idOf = (context: ScrimmageMachineContext) => context.scrimmage.id;

/** Check-in is open in every phase until the end: a late arrival, a guest, a dropout. */
const attendeeWrites = {
  'attendee.add': writeOn<'attendee.add'>(({ context, event }) => ({ kind: 'attendee.add', scrimmageId: idOf(context), body: event.body })),
  'attendee.remove': {
    guard: { type: 'isAttendee' as const, params: ({ event }: ArgsOf<'attendee.remove'>) => ({ attendeeId: event.attendeeId }) },
    ...writeOn<'attendee.remove'>(({ context, event }) => ({ kind: 'attendee.remove', scrimmageId: idOf(context), attendeeId: event.attendeeId })),
  },
};

const sidesSave = {
  guard: { type: 'isWholeSplit' as const, params: ({ event }: ArgsOf<'sides.save'>) => ({ sides: event.sides }) },
  ...writeOn<'sides.save'>(({ context, event }) => ({ kind: 'sides.save', scrimmageId: idOf(context), sides: event.sides })),
};

/** A goal, card or substitution in the game on (paused too: the goal scored just before the whistle). */
const eventRecord = {
  guard: { type: 'isSideOn' as const, params: ({ event }: ArgsOf<'event.record'>) => ({ side: event.body.side }) },
  ...writeOn<'event.record'>(({ context, event }) => ({
    kind: 'event.record',
    scrimmageId: idOf(context),
    gameId: gameOn(context.scrimmage)!.id,
    body: event.body,
  })),
};

/** A cancel (a correction) of an event of the game on; a finished game's is cancelled after reopening it (decision 079). */
const eventCancel = {
  guard: { type: 'isGame' as const, params: ({ event }: ArgsOf<'event.cancel'>) => ({ gameId: event.gameId }) },
  ...writeOn<'event.cancel'>(({ context, event }) => ({ kind: 'event.cancel', scrimmageId: idOf(context), gameId: event.gameId, eventId: event.eventId })),
};

/** PAUSE, RESUME or END of the game on. */
const gameChange = (action: 'PAUSE' | 'RESUME' | 'END') =>
  writeOn<'game.pause' | 'game.resume' | 'game.end'>(({ context }) => ({
    kind: 'game.change',
    scrimmageId: idOf(context),
    gameId: gameOn(context.scrimmage)!.id,
    action,
  }));

/** REOPEN of the last game (a correction between games). */
const gameReopen = {
  guard: 'hasFinishedGame' as const,
  ...writeOn<'game.reopen'>(({ context }) => ({
    kind: 'game.change',
    scrimmageId: idOf(context),
    gameId: lastFinishedGame(context.scrimmage)!.id,
    action: 'REOPEN',
  })),
};

/** A phase's two states: taking taps (and the server's word), and a write on its way. */
const phase = <On extends object>(on: On) => ({ initial: 'idle' as const, states: { idle: { on: { ...on, 'server.synced': follow(synced) } }, writing } });

/**
 * The scrimmage machine. Provide the `write` actor (a ScrimmageWrite in, the scrimmage the server then
 * has out; it honours the abort signal): `scrimmageMachine.provide({ actors: { write: fromPromise(…) } })`.
 */
export const scrimmageMachine = setup({
  types: {
    context: {} as ScrimmageMachineContext,
    events: {} as ScrimmageMachineEvent,
    input: {} as ScrimmageMachineInput,
  },
  actors: {
    write: fromPromise<ScrimmageMachineScrimmage, ScrimmageWrite>(async () => {
      throw new Error('scrimmage: the app provides the write actor');
    }),
  },
  guards: {
    isAt: (_, params: { scrimmage: ScrimmageMachineScrimmage; phase: ScrimmagePhase }) => phaseOf(params.scrimmage) === params.phase,
    /** At least one attendee per side. */
    canSplit: ({ context }) => presentAttendees(context.scrimmage).length >= context.scrimmage.sideCount,
    isWholeSplit: ({ context }, params: { sides: readonly SideSplit[] }) => isWholeSplit(context.scrimmage, params.sides),
    isAttendee: ({ context }, params: { attendeeId: number }) => presentAttendees(context.scrimmage).some((a) => a.id === params.attendeeId),
    isGame: ({ context }, params: { gameId: number }) => context.scrimmage.games.some((g) => g.id === params.gameId),
    /** Every attendee here on a side (a late arrival is placed first), and two different sides with players. */
    canStart: ({ context }, params: { pairing: { homeSide: number; awaySide: number } | null }) => {
      const { homeSide, awaySide } = params.pairing ?? { homeSide: -1, awaySide: -1 };
      const hasPlayers = (side: number) => context.scrimmage.sides.some((s) => s.side === side && s.attendeeIds.length > 0);
      return unsidedAttendees(context.scrimmage).length === 0 && hasPlayers(homeSide) && hasPlayers(awaySide) && homeSide !== awaySide;
    },
    hasFinishedGame: ({ context }) => lastFinishedGame(context.scrimmage) !== null,
    /** A game event is for one of the two sides on the pitch. */
    isSideOn: ({ context }, params: { side: number }) => {
      const on = gameOn(context.scrimmage);
      return on !== null && (params.side === on.homeSide || params.side === on.awaySide);
    },
  },
  actions: {
    startWrite: assign((_, write: ScrimmageWrite) => ({ pending: write, failure: null })),
    assignScrimmage: assign(({ context }, answer: Answer) => ({
      scrimmage: answer.scrimmage,
      pairing: pairingOf(answer.scrimmage),
      pending: null,
      serverOffsetMs: answer.serverOffsetMs ?? context.serverOffsetMs,
    })),
    assignFailure: assign(({ context }, params: { error: unknown }) => ({ failure: { write: context.pending!, error: params.error }, pending: null })),
  },
}).createMachine({
  id: 'scrimmage',
  context: ({ input }) => ({
    scrimmage: input.scrimmage,
    pairing: pairingOf(input.scrimmage),
    pending: null,
    failure: null,
    serverOffsetMs: input.serverOffsetMs ?? 0,
  }),
  initial: 'checkIn',
  // Start where the scrimmage stands: it may be under way (a reload, a second device).
  entry: raise(({ context }) => ({ type: 'server.synced' as const, scrimmage: context.scrimmage })),
  states: {
    checkIn: phase({
      ...attendeeWrites,
      'sides.split': { guard: 'canSplit' as const, target: '#scrimmage.sides' },
    }),
    sides: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sides.save': sidesSave,
            'sides.leave': { target: '#scrimmage.checkIn' },
            // Still checking in on the server: the split step stays open.
            'server.synced': [
              {
                guard: { type: 'isAt', params: ({ event }) => ({ scrimmage: event.scrimmage, phase: 'checkIn' }) },
                actions: { type: 'assignScrimmage', params: synced },
              },
              ...follow(
                synced,
                scrimmagePhases.filter((p) => p !== 'checkIn'),
              ),
            ],
          },
        },
        writing,
      },
    },
    betweenGames: phase({
      ...attendeeWrites,
      'sides.save': sidesSave,
      'game.start': {
        guard: { type: 'canStart' as const, params: ({ context, event }: ArgsOf<'game.start'>) => ({ pairing: event.pairing ?? context.pairing }) },
        ...writeOn<'game.start'>(({ context, event }) => {
          const { homeSide, awaySide } = (event.pairing ?? context.pairing)!;
          return { kind: 'game.start', scrimmageId: idOf(context), body: { clientId: event.clientId, homeSide, awaySide } };
        }),
      },
      'game.reopen': gameReopen,
      'scrimmage.finish': {
        guard: 'hasFinishedGame' as const,
        ...writeOn<'scrimmage.finish'>(({ context }) => ({ kind: 'finish', scrimmageId: idOf(context) })),
      },
    }),
    playing: phase({
      ...attendeeWrites,
      'event.record': eventRecord,
      'event.cancel': eventCancel,
      'game.pause': gameChange('PAUSE'),
      'game.end': gameChange('END'),
    }),
    paused: phase({
      ...attendeeWrites,
      'event.record': eventRecord,
      'event.cancel': eventCancel,
      'game.resume': gameChange('RESUME'),
      'game.end': gameChange('END'),
    }),
    finished: { type: 'final' },
  },
});

export type ScrimmageSnapshot = SnapshotFrom<typeof scrimmageMachine>;

/** Where the screen is: a phase of the server's scrimmage, or the split step (`sides`). */
export type ScrimmageScreen = ScrimmagePhase | 'sides';

const screens: readonly ScrimmageScreen[] = ['checkIn', 'sides', 'betweenGames', 'playing', 'paused', 'finished'];

export const selectScreen = (snapshot: ScrimmageSnapshot): ScrimmageScreen => screens.find((screen) => snapshot.matches(screen))!;
/** A write is on its way: the screen's buttons wait. */
export const selectWriting = (snapshot: ScrimmageSnapshot): boolean => snapshot.context.pending !== null;
export const selectFailure = (snapshot: ScrimmageSnapshot) => snapshot.context.failure;
/** The next game and why, between games. */
export const selectNextPairing = (snapshot: ScrimmageSnapshot): Pairing | null => snapshot.context.pairing;
export const selectGameOn = (snapshot: ScrimmageSnapshot) => gameOn(snapshot.context.scrimmage);
/** Attendees waiting for a side: late arrivals, placed at the next break (`sides.save`) before a game starts. */
export const selectUnsided = (snapshot: ScrimmageSnapshot): number[] => unsidedAttendees(snapshot.context.scrimmage);
/** The `n` games after the one on now (or after the last, between games): the "다음 경기" preview. */
export const selectUpcoming = (snapshot: ScrimmageSnapshot, n: number): UpcomingGame[] => {
  const { scrimmage } = snapshot.context;
  if (scrimmage.state === 'CHECK_IN' || scrimmage.state === 'FINISHED') return [];
  return upcoming(scrimmage, finishedGames(scrimmage), n, gameOn(scrimmage) ?? undefined);
};
/** The clock of the game on, or of the last game played; null before the first. `clientNowMs`: this device's time. */
export const selectClock = (snapshot: ScrimmageSnapshot, clientNowMs: number): GameClock | null => {
  const { scrimmage, serverOffsetMs } = snapshot.context;
  const game = gameOn(scrimmage) ?? lastFinishedGame(scrimmage);
  return game ? gameClock(game, clientNowMs + serverOffsetMs, scrimmage.gameMinutes) : null;
};
