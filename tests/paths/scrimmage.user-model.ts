/**
 * The 자체전 as its runner sees it (decisions 022, 090): the scrimmage page (출석 체크, the 팀 나누기
 * step, the sides between games, check-in during a game) and the record screen (the games), each
 * running the lifecycle machine (machines/scrimmage.machine.ts) from the scrimmage as read. Each step
 * lists what the app sends the real machine: a tap and the `write` actor's answer (the page's writes
 * go to the server and may be held by the network; the record screen's go to the outbox and answer
 * at once), a re-read the live stream brings after another device's change (the page follows it, the
 * record screen does not), and a new actor when a screen opens.
 *
 * The server's truth is tracked apart from the screen: while the page's write is held, another
 * device may move the scrimmage on, and the answer then lands where the server is.
 */
import type { ScrimmageMachineEvent } from '#machines/scrimmage.machine.ts';
import type { ScrimmageMachineScrimmage } from '#machines/scrimmage.phase.ts';
import type { EventObject } from 'xstate';
import { between, checkingIn, finished, paused, playing, scrimmageModel, sided, split6, split7 } from './scrimmage.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

/** Where the server's scrimmage stands: checking in, sides set before any game, a game on or paused, between games, over. */
export type ScrimmageServer = 'CHECK_IN' | 'SIDES' | 'ON' | 'PAUSED' | 'BETWEEN' | 'FINISHED';
export type ScrimmageScreen = 'checkIn' | 'sides' | 'betweenGames' | 'playing' | 'paused' | 'finished';

export interface ScrimmageUserState {
  where: 'page' | 'record';
  /** The machine's screen (the phase it follows, or the split step). */
  screen: ScrimmageScreen;
  server: ScrimmageServer;
  /** A guest this runner checked in who is on no side yet (at check-in: any guest of theirs). */
  guest: boolean;
  /** The game on (or the last one) has a goal to take back. */
  goal: boolean;
  /** The page's write the network holds: a check-in or a split. */
  held: 'add' | 'save' | null;
  /** Another device moved the scrimmage while the write was held (the page reads it, the machine waits). */
  moved: boolean;
}

export type ScrimmageUserEvent =
  | { type: 'ADD_GUEST'; held: boolean }
  | { type: 'REMOVE_GUEST' }
  | { type: 'TO_SPLIT' }
  | { type: 'BACK_TO_CHECK_IN' }
  | { type: 'SAVE_SIDES'; held: boolean }
  | { type: 'SERVER_ANSWERS' }
  | { type: 'NETWORK_FAILS' }
  | { type: 'OTHER_DEVICE'; to: ScrimmageServer }
  | { type: 'OPEN_RECORD' }
  | { type: 'BACK_TO_PAGE' }
  | { type: 'START_GAME' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'END_GAME' }
  | { type: 'RECORD_GOAL' }
  | { type: 'CANCEL_GOAL' }
  | { type: 'REOPEN' }
  | { type: 'FINISH' };

const samples: Record<ScrimmageServer, ScrimmageMachineScrimmage> = {
  CHECK_IN: checkingIn,
  SIDES: sided,
  ON: playing,
  PAUSED: paused,
  BETWEEN: between,
  FINISHED: finished,
};

/** The scrimmage the server answers: the model's sample, with the runner's guest (attendee 7) on no side. */
function answerOf(server: ScrimmageServer, guest: boolean): ScrimmageMachineScrimmage {
  const base = samples[server];
  return guest && server !== 'FINISHED' ? { ...base, attendees: [...base.attendees, { id: 7, side: null }] } : base;
}

const screenOf: Record<ScrimmageServer, ScrimmageScreen> = {
  CHECK_IN: 'checkIn',
  SIDES: 'betweenGames',
  ON: 'playing',
  PAUSED: 'paused',
  BETWEEN: 'betweenGames',
  FINISHED: 'finished',
};

/** Where another device can take the scrimmage from where it is (the server never goes back to check-in). */
const forward: Record<ScrimmageServer, ScrimmageServer[]> = {
  CHECK_IN: ['CHECK_IN', 'SIDES', 'ON', 'PAUSED', 'BETWEEN', 'FINISHED'],
  SIDES: ['SIDES', 'ON', 'PAUSED', 'BETWEEN', 'FINISHED'],
  ON: ['ON', 'PAUSED', 'BETWEEN', 'FINISHED'],
  PAUSED: ['PAUSED', 'ON', 'BETWEEN', 'FINISHED'],
  BETWEEN: ['BETWEEN', 'ON', 'PAUSED', 'FINISHED'],
  FINISHED: [],
};

const send = (event: ScrimmageMachineEvent | EventObject): RealOp => ({ send: event });
const done = (scrimmage: ScrimmageMachineScrimmage): RealOp => send({ type: 'xstate.done.actor.write', output: scrimmage } as EventObject);
const refused = send({ type: 'xstate.error.actor.write', error: new Error('refused') } as EventObject);
const synced = (scrimmage: ScrimmageMachineScrimmage): RealOp => send({ type: 'server.synced', scrimmage });
/** A screen opened: a new machine from the scrimmage as read, which it follows at once (its entry raises the sync). */
const opened = (scrimmage: ScrimmageMachineScrimmage): RealOp => ({ start: { scrimmage }, raised: { type: 'server.synced', scrimmage } as EventObject });
const clientId = '2b0c7f4e-9d1a-4e3b-8c55-0a6f1d2e3b4c';

const onPitch = (s: ScrimmageUserState) => s.screen === 'betweenGames' || s.screen === 'playing' || s.screen === 'paused';
const checkInOpen = (s: ScrimmageUserState) => s.screen === 'checkIn' || onPitch(s);

function events(s: ScrimmageUserState): ScrimmageUserEvent[] {
  if (s.screen === 'finished') return [];
  if (s.held) {
    // While a split is held, no other device runs: its answer would be a refusal the page cannot tell from the network's.
    const others = s.held === 'add' ? forward[s.server].map((to) => ({ type: 'OTHER_DEVICE', to }) as const) : [];
    return [{ type: 'SERVER_ANSWERS' }, { type: 'NETWORK_FAILS' }, ...others];
  }
  const out: ScrimmageUserEvent[] = [];
  if (s.where === 'page') {
    if (checkInOpen(s))
      out.push(...(s.guest ? [{ type: 'REMOVE_GUEST' } as const] : [{ type: 'ADD_GUEST', held: false } as const, { type: 'ADD_GUEST', held: true } as const]));
    if (s.screen === 'checkIn') out.push({ type: 'TO_SPLIT' });
    if (s.screen === 'sides') out.push({ type: 'BACK_TO_CHECK_IN' });
    // In the step, a proposal; between games, 다시 맞추기 places the late guest: either way 저장.
    if (s.screen === 'sides' || (s.screen === 'betweenGames' && s.guest)) out.push({ type: 'SAVE_SIDES', held: false }, { type: 'SAVE_SIDES', held: true });
    if (onPitch(s)) out.push({ type: 'OPEN_RECORD' });
    out.push(...forward[s.server].map((to) => ({ type: 'OTHER_DEVICE', to }) as const));
    return out;
  }
  if (s.screen === 'betweenGames') {
    if (!s.guest) out.push({ type: 'START_GAME' });
    if (s.server === 'BETWEEN') out.push({ type: 'REOPEN' }, { type: 'FINISH' });
  }
  if (s.screen === 'playing') out.push({ type: 'PAUSE' });
  if (s.screen === 'paused') out.push({ type: 'RESUME' });
  if (s.screen === 'playing' || s.screen === 'paused') {
    out.push({ type: 'RECORD_GOAL' }, { type: 'END_GAME' });
    if (s.goal) out.push({ type: 'CANCEL_GOAL' });
  }
  out.push({ type: 'BACK_TO_PAGE' });
  return out;
}

/** The other device's moves keep a guest of this runner's off the sides only where they save no split. */
function guestAfterOther(from: ScrimmageServer, to: ScrimmageServer, guest: boolean): boolean {
  if (from === 'CHECK_IN' && to === 'CHECK_IN') return guest;
  return (from === 'ON' || from === 'PAUSED') && to !== 'FINISHED' ? guest : false;
}

/** A record-screen tap: the outbox takes it, and the machine has the screen's answer at once. */
function tap(s: ScrimmageUserState, event: ScrimmageMachineEvent, server: ScrimmageServer, goal = s.goal): UserStep<ScrimmageUserState> {
  return { state: { ...s, screen: screenOf[server], server, goal }, real: [send(event), done(answerOf(server, s.guest))] };
}

function next(s: ScrimmageUserState, e: ScrimmageUserEvent): UserStep<ScrimmageUserState> {
  switch (e.type) {
    case 'ADD_GUEST': {
      const add = send({ type: 'attendee.add', body: { guestName: '용병 박' } });
      if (e.held) return { state: { ...s, held: 'add', moved: false }, real: [add] };
      return { state: { ...s, guest: true }, real: [add, done(answerOf(s.server, true))] };
    }
    case 'REMOVE_GUEST':
      return { state: { ...s, guest: false }, real: [send({ type: 'attendee.remove', attendeeId: 7 }), done(answerOf(s.server, false))] };
    case 'TO_SPLIT':
      return { state: { ...s, screen: 'sides' }, real: [send({ type: 'sides.split' })] };
    case 'BACK_TO_CHECK_IN':
      return { state: { ...s, screen: 'checkIn' }, real: [send({ type: 'sides.leave' })] };
    case 'SAVE_SIDES': {
      const save = send({ type: 'sides.save', sides: s.guest ? split7 : split6 });
      if (e.held) return { state: { ...s, held: 'save', moved: false }, real: [save] };
      const server = s.server === 'CHECK_IN' ? 'SIDES' : s.server;
      return { state: { ...s, screen: 'betweenGames', server, guest: false }, real: [save, done(answerOf(server, false))] };
    }
    case 'SERVER_ANSWERS': {
      const settledAt = { ...s, held: null, moved: false };
      if (s.held === 'save') {
        const server = s.server === 'CHECK_IN' ? 'SIDES' : s.server;
        return { state: { ...settledAt, screen: 'betweenGames', server, guest: false }, real: [done(answerOf(server, false))] };
      }
      // Check-in is refused once the scrimmage is over; the page then follows what it read meanwhile.
      if (s.server === 'FINISHED') return { state: { ...settledAt, screen: 'finished' }, real: [refused, synced(answerOf('FINISHED', false))] };
      return { state: { ...settledAt, screen: screenOf[s.server], guest: true }, real: [done(answerOf(s.server, true))] };
    }
    // The write never reached the server; what another device did meanwhile is followed once it fails.
    case 'NETWORK_FAILS':
      return {
        state: { ...s, held: null, moved: false, screen: s.moved ? screenOf[s.server] : s.screen },
        real: s.moved ? [refused, synced(answerOf(s.server, s.guest))] : [refused],
      };
    case 'OTHER_DEVICE': {
      const guest = s.held ? s.guest : guestAfterOther(s.server, e.to, s.guest);
      const goal = e.to === s.server ? e.to === 'ON' || e.to === 'PAUSED' || s.goal : e.to === 'ON' && s.server !== 'PAUSED' ? false : s.goal;
      const after = { ...s, server: e.to, guest, goal };
      // While a write is held the machine waits; the page's read of the change comes with its answer.
      if (s.held) return { state: { ...after, moved: true }, real: [] };
      // In the split step the scrimmage is still checking in: the step stays open.
      const screen = s.screen === 'sides' && e.to === 'CHECK_IN' ? 'sides' : screenOf[e.to];
      return { state: { ...after, screen }, real: [synced(answerOf(e.to, guest))] };
    }
    case 'OPEN_RECORD':
      return { state: { ...s, where: 'record' }, real: [opened(answerOf(s.server, s.guest))] };
    case 'BACK_TO_PAGE':
      return { state: { ...s, where: 'page' }, real: [opened(answerOf(s.server, s.guest))] };
    case 'START_GAME':
      return tap(s, { type: 'game.start', clientId, pairing: { homeSide: 0, awaySide: 1 } }, 'ON', false);
    case 'PAUSE':
      return tap(s, { type: 'game.pause' }, 'PAUSED');
    case 'RESUME':
      return tap(s, { type: 'game.resume' }, 'ON');
    case 'END_GAME':
      return tap(s, { type: 'game.end' }, 'BETWEEN');
    case 'RECORD_GOAL':
      return tap(s, { type: 'event.record', body: { clientId, eventType: 'GOAL', attendeeId: 1, side: 0 } }, s.server, true);
    case 'CANCEL_GOAL':
      return tap(s, { type: 'event.cancel', gameId: 1, eventId: 31 }, s.server, false);
    case 'REOPEN':
      return tap(s, { type: 'game.reopen' }, 'ON');
    // 자체전 종료 is sent at once; its answer ends the record screen's machine, and the runner lands on the page, which reads the scrimmage over.
    case 'FINISH':
      return {
        state: { ...s, where: 'page', screen: 'finished', server: 'FINISHED', guest: false },
        real: [send({ type: 'scrimmage.finish' }), done(answerOf('FINISHED', false)), opened(answerOf('FINISHED', false))],
      };
  }
}

function step(e: ScrimmageUserEvent): string {
  const held = (yes: boolean) => (yes ? ', the network holding it' : '');
  switch (e.type) {
    case 'ADD_GUEST':
      return `check in a guest ("용병 추가"${held(e.held)})`;
    case 'REMOVE_GUEST':
      return 'take the guest off again ("… 출석 취소")';
    case 'TO_SPLIT':
      return 'go on to the split ("팀 나누기")';
    case 'BACK_TO_CHECK_IN':
      return 'back to check-in ("출석 체크로 돌아가기")';
    case 'SAVE_SIDES':
      return `propose or mend the sides and save them ("저장"${held(e.held)})`;
    case 'SERVER_ANSWERS':
      return 'the held write reaches the server';
    case 'NETWORK_FAILS':
      return 'the held write fails (no network)';
    case 'OTHER_DEVICE':
      return `another device takes the scrimmage to ${e.to} (API)`;
    case 'OPEN_RECORD':
      return 'open the record screen ("기록하기")';
    case 'BACK_TO_PAGE':
      return 'back to the scrimmage page';
    case 'START_GAME':
      return 'start the next game ("… 경기 시작")';
    case 'PAUSE':
      return 'pause the game ("일시정지")';
    case 'RESUME':
      return 'resume the game ("재개")';
    case 'END_GAME':
      return 'end the game ("경기 종료", confirmed)';
    case 'RECORD_GOAL':
      return 'record a goal (a player, "골", "도움 없음")';
    case 'CANCEL_GOAL':
      return 'take a goal back ("… 골 취소")';
    case 'REOPEN':
      return 'reopen the last game ("다시 열기", confirmed)';
    case 'FINISH':
      return 'finish the scrimmage ("자체전 종료", confirmed)';
  }
}

const screens: readonly ScrimmageScreen[] = ['checkIn', 'sides', 'betweenGames', 'playing', 'paused', 'finished'];

/** What the runner sees: the screen, its phase, and a write the network holds or a guest waiting for a side. */
function seen(s: ScrimmageUserState): string {
  const marks = [s.held && 'waiting', s.guest && s.screen === 'betweenGames' && 'unsided'].filter(Boolean);
  return `${s.where} ${s.screen}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

const seenStates = (['page', 'record'] as const).flatMap((where) =>
  screens.flatMap((screen) =>
    [false, true].flatMap((held) =>
      [false, true].map((guest) => seen({ where, screen, held: held ? 'add' : null, guest, server: 'CHECK_IN', goal: false, moved: false })),
    ),
  ),
);

export const scrimmageUserModel: UserModel<ScrimmageUserState, ScrimmageUserEvent> = {
  real: scrimmageModel,
  open: {
    state: { where: 'page', screen: 'checkIn', server: 'CHECK_IN', guest: false, goal: false, held: null, moved: false },
    real: [opened(answerOf('CHECK_IN', false))],
  },
  events,
  next,
  seen,
  seenStates: [...new Set(seenStates)],
  eventTypes: [
    'ADD_GUEST',
    'REMOVE_GUEST',
    'TO_SPLIT',
    'BACK_TO_CHECK_IN',
    'SAVE_SIDES',
    'SERVER_ANSWERS',
    'NETWORK_FAILS',
    'OTHER_DEVICE',
    'OPEN_RECORD',
    'BACK_TO_PAGE',
    'START_GAME',
    'PAUSE',
    'RESUME',
    'END_GAME',
    'RECORD_GOAL',
    'CANCEL_GOAL',
    'REOPEN',
    'FINISH',
  ],
  realState: (s) => (s.screen === 'finished' ? 'finished' : `${s.screen}.${s.held ? 'writing' : 'idle'}`),
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 8,
};
