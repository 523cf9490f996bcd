/**
 * The scrimmage machine's model (see model.ts): the scrimmage in each phase as the server answers
 * it, sample events (the `write` actor's done with each of those answers, and its failure), the actor
 * harness whose `write` calls the test settles, and the user-level step of each event. The browser
 * walks it through scrimmage.user-model.ts (the scrimmage page and the record screen, decision 090).
 */
import { scrimmageMachine, type ScrimmageMachineEvent, type ScrimmageWrite } from '#machines/scrimmage.machine.ts';
import { lastFinishedGame, unsidedAttendees, type ScrimmageMachineGame, type ScrimmageMachineScrimmage, type SideSplit } from '#machines/scrimmage.phase.ts';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { flatWalks, leafPathOf, nestedModelParts, type MachineModel } from './model.ts';

const attendee = (id: number, side: number | null) => ({ id, side });
const sideOf = (id: number) => Math.floor((id - 1) / 2);

/** Six members checked in, not yet split (three sides of two: 1 and 2 on side 0, 3 and 4 on side 1, 5 and 6 on side 2 once split). */
export const checkingIn: ScrimmageMachineScrimmage = {
  id: 7,
  sideCount: 3,
  format: 'WINNER_STAYS',
  drawRule: 'LONGER_ON_LEAVES',
  restOrder: [2, 0, 1],
  gameMinutes: 13,
  state: 'CHECK_IN',
  attendees: [1, 2, 3, 4, 5, 6].map((id) => attendee(id, null)),
  sides: [],
  games: [],
};

export const split6: SideSplit[] = [
  { side: 0, vestColour: 'ORANGE', attendeeIds: [1, 2] },
  { side: 1, vestColour: 'YELLOW', attendeeIds: [3, 4] },
  { side: 2, vestColour: 'GREEN', attendeeIds: [5, 6] },
];
/** The split with attendee 7 (a late arrival) on side 0. */
export const split7: SideSplit[] = [{ ...split6[0]!, attendeeIds: [1, 2, 7] }, split6[1]!, split6[2]!];

export const sided: ScrimmageMachineScrimmage = {
  ...checkingIn,
  state: 'SIDES',
  attendees: [1, 2, 3, 4, 5, 6].map((id) => attendee(id, sideOf(id))),
  sides: split6,
};

export function game(fields: Partial<ScrimmageMachineGame> & Pick<ScrimmageMachineGame, 'id' | 'homeSide' | 'awaySide'>): ScrimmageMachineGame {
  return {
    number: fields.id,
    restingSide: 3 - fields.homeSide - fields.awaySide,
    state: 'PLAYING',
    startedAt: '2026-03-01T10:00:00.000Z',
    endedAt: null,
    pausedSeconds: 0,
    pausedAt: null,
    homeScore: 0,
    awayScore: 0,
    players: [1, 2, 3, 4, 5, 6].map((id) => ({ attendeeId: id, side: sideOf(id) })).filter((p) => p.side === fields.homeSide || p.side === fields.awaySide),
    ...fields,
  };
}

const firstOn = game({ id: 1, homeSide: 0, awaySide: 1 });
export const playing: ScrimmageMachineScrimmage = { ...sided, state: 'PLAYING', games: [firstOn] };
export const paused: ScrimmageMachineScrimmage = { ...playing, games: [{ ...firstOn, state: 'PAUSED', pausedAt: '2026-03-01T10:06:00.000Z' }] };
export const between: ScrimmageMachineScrimmage = {
  ...playing,
  games: [{ ...firstOn, state: 'FINISHED', homeScore: 1, endedAt: '2026-03-01T10:13:30.000Z' }],
};
/** Between games with attendee 7, checked in during the first game, on no side yet. */
export const late: ScrimmageMachineScrimmage = { ...between, attendees: [...between.attendees, attendee(7, null)] };
export const finished: ScrimmageMachineScrimmage = { ...between, state: 'FINISHED' };

/** The server's scrimmage in each sample, by name (the names tell the walk's events apart). */
export const answers = { checkingIn, sided, playing, paused, between, late, finished } as const;
type AnswerName = keyof typeof answers;
const answerName = (scrimmage: ScrimmageMachineScrimmage) => (Object.keys(answers) as AnswerName[]).find((name) => answers[name] === scrimmage) ?? 'other';

export interface PendingWrite {
  write: ScrimmageWrite;
  resolve(scrimmage: ScrimmageMachineScrimmage): void;
  reject(error: unknown): void;
  signal: AbortSignal;
}

/** A scrimmage actor whose writes wait for the test to settle them. */
export function startScrimmage(scrimmage: ScrimmageMachineScrimmage = checkingIn) {
  const calls: PendingWrite[] = [];
  const machine = scrimmageMachine.provide({
    actors: {
      write: fromPromise<ScrimmageMachineScrimmage, ScrimmageWrite>(
        ({ input, signal }) => new Promise((resolve, reject) => calls.push({ write: input, resolve, reject, signal })),
      ),
    },
  });
  const actor = createActor(machine, { input: { scrimmage } }).start();
  return { actor, calls, machine };
}

const clientId = '6f1c2a9e-3b1d-4c55-8f6e-2d7a9b0c1e42';

/** Every event the machine knows, with sample payloads; the write's done with each answer and its failure. */
export const scrimmageModelEvents = [
  { type: 'attendee.add', body: { guestName: '용병 김' } },
  { type: 'attendee.remove', attendeeId: 6 },
  { type: 'sides.split' },
  { type: 'sides.leave' },
  { type: 'sides.save', sides: split6 },
  { type: 'sides.save', sides: split7 },
  { type: 'game.start', clientId },
  { type: 'game.start', clientId, pairing: { homeSide: 1, awaySide: 2 } },
  { type: 'game.pause' },
  { type: 'game.resume' },
  { type: 'game.end' },
  { type: 'game.reopen' },
  { type: 'event.record', body: { clientId, eventType: 'GOAL', attendeeId: 1, assistAttendeeId: 2, side: 0 } },
  { type: 'event.cancel', gameId: 1, eventId: 31 },
  { type: 'scrimmage.finish' },
  ...Object.values(answers).map((scrimmage) => ({ type: 'server.synced' as const, scrimmage })),
  ...Object.values(answers).map((output) => ({ type: 'xstate.done.actor.write' as const, output })),
  { type: 'xstate.error.actor.write', error: new Error('409 a game is on') },
] as const;

export type ScrimmageModelEvent = (typeof scrimmageModelEvents)[number];
type Snap = { value: unknown; context: { scrimmage: ScrimmageMachineScrimmage } };

/** The write's done and error exist only while it runs (an `…writing` state); `finished` is final and takes nothing. */
function eventsIn(state: Snap): ScrimmageMachineEvent[] {
  if (leafPathOf(state) === 'finished') return [];
  const writing = leafPathOf(state).endsWith('.writing');
  return scrimmageModelEvents.filter((e) => writing === e.type.startsWith('xstate.')) as unknown as ScrimmageMachineEvent[];
}

/** The answer the server gives to the write on its way, as a real server would (the simple walk's only done event). */
function realAnswer(state: Snap & { context: { pending: ScrimmageWrite | null } }): ScrimmageMachineScrimmage {
  const { pending, scrimmage } = state.context;
  const same =
    { CHECK_IN: checkingIn, SIDES: sided, FINISHED: finished }[scrimmage.state as string] ?? { playing, paused }[leafPathOf(state).split('.')[0]!] ?? between;
  switch (pending?.kind) {
    case 'attendee.add':
      return scrimmage.state === 'CHECK_IN' ? checkingIn : same === between ? late : same;
    case 'sides.save':
      return scrimmage.games.length ? between : sided;
    case 'game.start':
      return playing;
    case 'game.change':
      return { PAUSE: paused, RESUME: playing, END: between, REOPEN: playing }[pending.action];
    case 'finish':
      return finished;
    default:
      return same;
  }
}

/**
 * The simple walk's events: by state every way to reach it soon runs into the millions when each
 * write may bring any answer, so it offers the answer a real server gives to the write (and its
 * failure), and no syncs from another device (the shortest walk takes every one of them).
 */
function realEventsIn(state: Snap & { context: { pending: ScrimmageWrite | null } }): ScrimmageMachineEvent[] {
  if (!leafPathOf(state).endsWith('.writing')) return eventsIn(state).filter((e) => e.type !== 'server.synced');
  return [{ type: 'xstate.done.actor.write', output: realAnswer(state) }, scrimmageModelEvents.at(-1)!] as unknown as ScrimmageMachineEvent[];
}

/** Tells apart the events whose payload decides the transition: the answer a sync or a write brings, an override, a split. */
export function scrimmageEventName(event: EventObject): string {
  const e = event as ScrimmageModelEvent;
  if (e.type === 'server.synced') return `${e.type}(${answerName(e.scrimmage)})`;
  if (e.type === 'xstate.done.actor.write') return `${e.type}(${answerName(e.output)})`;
  if (e.type === 'game.start') return 'pairing' in e ? 'game.start(override)' : e.type;
  if (e.type === 'sides.save') return `sides.save(${e.sides.flatMap((s) => s.attendeeIds).length})`;
  return e.type;
}

/**
 * A state as the walk tells states apart: its leaf, and what of the scrimmage steers the guards there
 * (a late arrival waiting for a side; a finished game to reopen or finish after), and the write on its
 * way (the answer the simple walk offers is the one to that write).
 */
export function scrimmageStateName(snapshot: unknown): string {
  const { scrimmage, pending } = (snapshot as Snap & { context: { pending: ScrimmageWrite | null } }).context;
  const flags = [
    scrimmage.state !== 'CHECK_IN' && unsidedAttendees(scrimmage).length > 0 && 'late',
    lastFinishedGame(scrimmage) && 'played',
    pending && (pending.kind === 'game.change' ? pending.action : pending.kind),
  ].filter(Boolean);
  return `${leafPathOf(snapshot)}${flags.length ? `[${flags.join(',')}]` : ''}`;
}

/** Settles the pending write with a model's done / error event (the machine then gets the genuine one). */
export function settleWrite(pending: PendingWrite, event: ScrimmageModelEvent): void {
  if (event.type === 'xstate.done.actor.write') pending.resolve(event.output);
  else if (event.type === 'xstate.error.actor.write') pending.reject(event.error);
}

const screen: Record<AnswerName | 'other', string> = {
  checkingIn: 'check-in ("출석 체크")',
  sided: 'the sides set, no game yet',
  playing: 'game 1 on',
  paused: 'game 1 paused',
  between: 'between games after game 1',
  late: 'between games, a late arrival without a side',
  finished: 'the scrimmage over',
  other: 'another scrimmage',
};

function step(event: EventObject): string {
  const e = event as ScrimmageModelEvent;
  switch (e.type) {
    case 'attendee.add':
      return 'check in a guest ("용병 추가")';
    case 'attendee.remove':
      return 'take a player off (a dropout)';
    case 'sides.split':
      return 'go on to the sides ("팀 나누기")';
    case 'sides.leave':
      return 'back to check-in';
    case 'sides.save':
      return `save the sides (${e.sides.flatMap((s) => s.attendeeIds).length} players)`;
    case 'game.start':
      return 'pairing' in e ? 'start another pairing than the one proposed' : 'start the next game ("경기 시작")';
    case 'game.pause':
      return 'pause the game ("일시정지")';
    case 'game.resume':
      return 'resume the game ("재개")';
    case 'game.end':
      return 'end the game ("경기 종료")';
    case 'game.reopen':
      return 'reopen the last game (a correction)';
    case 'event.record':
      return 'record a goal with an assist';
    case 'event.cancel':
      return 'cancel a recorded event';
    case 'scrimmage.finish':
      return 'finish the scrimmage ("자체전 종료")';
    case 'server.synced':
      return `another device: ${screen[answerName(e.scrimmage)]}`;
    case 'xstate.done.actor.write':
      return `the server answers: ${screen[answerName(e.output)]}`;
    case 'xstate.error.actor.write':
      return 'the server refuses the write';
    default:
      return event.type;
  }
}

const backToCheckIn = 'the server never takes a scrimmage back to check-in once its sides are saved (decision 079)';

const walkNames = { name: scrimmageStateName, stateName: scrimmageStateName, eventName: scrimmageEventName, input: { scrimmage: checkingIn } };

export const scrimmageModel: MachineModel = {
  name: 'scrimmage',
  unitTest: 'tests/machines/scrimmage.machine.test.ts',
  summary:
    "A 자체전's lifecycle on its runner's screen: check-in, the split step, between games, a game on (playing or paused), finished; " +
    'each phase taking taps or waiting for a write.',
  ...nestedModelParts(startScrimmage().machine),
  step,
  walks: {
    shortest: flatWalks(eventsIn, walkNames).shortest,
    simple: flatWalks(realEventsIn, walkNames).simple,
  },
  pageCannotCause: Object.fromEntries([
    ...(['betweenGames', 'playing', 'paused'] as const).flatMap((phase) => [
      [`${phase}.idle --server.synced [isAt]--> checkIn`, backToCheckIn],
      [`${phase}.writing --xstate.done.actor.write [isAt]--> checkIn`, backToCheckIn],
    ]),
    ...(['checkIn', 'sides', 'playing', 'paused'] as const).map((phase) => [
      `${phase}.writing --xstate.done.actor.write [isAt]--> finished`,
      'only 자체전 종료 (between games) answers a finished scrimmage: the server refuses check-in and sides once it is over, ' +
        'and the record screen answers its game writes from its own cache',
    ]),
    ...(['checkIn', 'playing', 'paused'] as const).map((phase) => [
      `sides.writing --xstate.done.actor.write [isAt]--> ${phase}`,
      'saving the sides answers the scrimmage with its sides set and no game on ' +
        '(CHECK_IN becomes SIDES; the server refuses sides while a game is on, decision 079)',
    ]),
  ]),
};
