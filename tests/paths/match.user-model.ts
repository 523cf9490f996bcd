/**
 * The record screen as a user sees it (decision 022): the match state the screen shows, the
 * server's state, and whether the phone's writes get through. Events are the admin's taps, the other
 * admin's moves through the API, a reload, and the network stalling and coming back. Each step lists
 * the events the app sends the real match machine (machines/match.machine.ts), following
 * the recorder (machines/recorder.machine.ts, its effects in src/features/match-record/recorder-edge.ts):
 * - a write of the admin moves the screen at once; when the outbox drains, the match is read again
 *   and synced (`server.synced` to the state the server now has);
 * - a live `match.changed` of the other admin syncs the screen at once, unless writes wait (then the
 *   outbox's drain syncs later, to wherever the server is by then);
 * - a page load starts a new machine, whose entry syncs it to the match it was given.
 * While the network stalls, the phone's writes wait and the screen runs ahead of the server; the
 * server refuses what no longer fits (a 4xx drops the write). "Writes through, reads still held"
 * keeps the drain's read waiting, so a move of the other admin meanwhile reaches a screen that is
 * still ahead of the server.
 */
import type { HalfType, MatchState } from '#contract/enums.ts';
import type { MatchMachineEvent } from '#machines/match.machine.ts';
import { nextMatchState, type LifecycleRequest } from '#machines/match.lifecycle.ts';
import { goal, matchIn, matchStateOfValue, matchModel } from './match.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

export type ClockLabel = '전반 시작' | '전반 종료' | '후반 시작' | '후반 종료';
export type OtherAdminMove = 'half.start FIRST_HALF' | 'half.end FIRST_HALF' | 'half.start SECOND_HALF' | 'half.end SECOND_HALF' | 'kickoff.cancel';

export type MatchUserEvent =
  | { type: 'PRESS_CLOCK'; label: ClockLabel }
  | { type: 'CANCEL_KICKOFF' }
  | { type: 'RECORD_GOAL' }
  | { type: 'SUBSTITUTE' }
  | { type: 'CORNER_THEN_UNDO' }
  | { type: 'WRITE_MEMO' }
  | { type: 'OTHER_ADMIN'; move: OtherAdminMove }
  | { type: 'RELOAD' }
  | { type: 'NETWORK_STALLS' }
  | { type: 'NETWORK_RETURNS' }
  | { type: 'WRITES_GET_THROUGH' }
  | { type: 'READS_GET_THROUGH' };

/** A write waiting in the outbox, as the lifecycle names it. */
type Write = LifecycleRequest['type'] | `${'half.start' | 'half.end'} ${HalfType}`;

export interface MatchUserState {
  /** The state the record screen shows. */
  screen: MatchState;
  /** The state the server holds. */
  server: MatchState;
  /** open: everything gets through; stalled: the phone's reads and writes wait; readsHeld: writes went, reads wait. */
  net: 'open' | 'stalled' | 'readsHeld';
  /** The writes waiting while the network stalls (the screen shows "전송 대기 n건"). */
  held: Write[];
  /** Substitutions made (two substitutes on each bench: the model uses one). */
  subs: number;
}

export const clockLabels: Record<ClockLabel, { type: 'half.start' | 'half.end'; half: HalfType }> = {
  '전반 시작': { type: 'half.start', half: 'FIRST_HALF' },
  '전반 종료': { type: 'half.end', half: 'FIRST_HALF' },
  '후반 시작': { type: 'half.start', half: 'SECOND_HALF' },
  '후반 종료': { type: 'half.end', half: 'SECOND_HALF' },
};

/** What the screen shows for each state (src/lib/messages.ts `matchLabels.states`). */
export const stateLabels: Record<MatchState, string> = {
  SCHEDULED: '경기 전',
  PLAY_FIRST_HALF: '전반 진행 중',
  HALF_TIME: '하프타임',
  PLAY_SECOND_HALF: '후반 진행 중',
  FINISHED: '경기 종료',
};

const valueOf = Object.fromEntries(Object.entries(matchStateOfValue).map(([v, s]) => [s, v])) as Record<MatchState, string>;
const moves: OtherAdminMove[] = ['half.start FIRST_HALF', 'half.end FIRST_HALF', 'half.start SECOND_HALF', 'half.end SECOND_HALF', 'kickoff.cancel'];
const MAX_HELD = 3;

const request = (write: Write): LifecycleRequest => {
  const [type, half] = write.split(' ') as [LifecycleRequest['type'], HalfType | undefined];
  return half ? ({ type, half } as LifecycleRequest) : ({ type } as LifecycleRequest);
};
/** The state after `write`, or null when the match machine (and so the server) refuses it there. */
const after = (state: MatchState, write: Write) => nextMatchState(state, request(write));
const synced = (state: MatchState): MatchMachineEvent => ({ type: 'server.synced', match: matchIn[state] });
const sync = (state: MatchState): RealOp => ({ send: synced(state) });
const send = (event: MatchMachineEvent): RealOp => ({ send: event });
const recorded = (request: typeof goal): MatchMachineEvent => ({ type: 'event.record', request });

/** The admin's own taps: the write each makes, and the real events it sends. */
function ownWrite(event: MatchUserEvent): { write: Write; real: RealOp[] } | null {
  switch (event.type) {
    case 'PRESS_CLOCK': {
      const { type, half } = clockLabels[event.label];
      return { write: `${type} ${half}`, real: [send({ type, half })] };
    }
    case 'CANCEL_KICKOFF':
      return { write: 'kickoff.cancel', real: [send({ type: 'kickoff.cancel' })] };
    case 'RECORD_GOAL':
      return { write: 'event.record', real: [send(recorded(goal))] };
    case 'SUBSTITUTE':
      return {
        write: 'exchange.record',
        real: [send({ type: 'exchange.record', request: { clientId: goal.clientId, fromMatchUserId: 5, toMatchUserId: 9 } })],
      };
    case 'CORNER_THEN_UNDO':
      return {
        write: 'event.record',
        real: [
          send(recorded({ ...goal, eventType: 'CORNER_KICK', matchUserId: null })),
          send({ type: 'event.cancel', target: { clientId: goal.clientId }, clientId: goal.clientId }),
        ],
      };
    case 'WRITE_MEMO':
      return { write: 'memo.save', real: [send({ type: 'memo.save', memo: '메모' })] };
    default:
      return null;
  }
}

function events(s: MatchUserState): MatchUserEvent[] {
  const out: MatchUserEvent[] = [];
  if (s.net !== 'readsHeld') {
    for (const label of Object.keys(clockLabels) as ClockLabel[]) out.push({ type: 'PRESS_CLOCK', label });
    out.push({ type: 'CANCEL_KICKOFF' }, { type: 'RECORD_GOAL' }, { type: 'WRITE_MEMO' });
    // Undo and a substitution need the network: the undo toast acts on a sent event, the bench on the server's players.
    if (s.net === 'open') out.push({ type: 'CORNER_THEN_UNDO' });
    if (s.net === 'open' && s.subs === 0) out.push({ type: 'SUBSTITUTE' });
  }
  for (const move of moves) out.push({ type: 'OTHER_ADMIN', move });
  if (s.net === 'open') out.push({ type: 'RELOAD' }, { type: 'NETWORK_STALLS' });
  if (s.net === 'stalled' && s.held.length > 0) {
    out.push({ type: 'NETWORK_RETURNS' });
    // Only when the server refuses every waiting write: an accepted one's live message could sync the screen first.
    if (refusesAll(s)) out.push({ type: 'WRITES_GET_THROUGH' });
  }
  if (s.net === 'readsHeld') out.push({ type: 'READS_GET_THROUGH' });
  return out.filter((e) => accepts(s, e));
}

function refusesAll(s: MatchUserState): boolean {
  return s.held.every((w) => after(s.server, w) === null);
}

function accepts(s: MatchUserState, e: MatchUserEvent): boolean {
  const own = ownWrite(e);
  if (own) return after(s.screen, own.write) !== null && s.held.length < MAX_HELD;
  if (e.type === 'OTHER_ADMIN') return after(s.server, e.move) !== null;
  return true;
}

/** Sends the writes to the server in order: each is applied, or refused (dropped) when it no longer fits. */
function sendAll(server: MatchState, held: readonly Write[]): MatchState {
  return held.reduce((state, w) => after(state, w) ?? state, server);
}

function next(s: MatchUserState, e: MatchUserEvent): UserStep<MatchUserState> {
  const own = ownWrite(e);
  if (own) {
    const screen = after(s.screen, own.write)!;
    if (s.net === 'stalled') return { state: { ...s, screen, held: [...s.held, own.write], subs: s.subs + (e.type === 'SUBSTITUTE' ? 1 : 0) }, real: own.real };
    // Sent at once and accepted (screen and server agree); the drain reads the match and syncs.
    return { state: { ...s, screen, server: screen, subs: s.subs + (e.type === 'SUBSTITUTE' ? 1 : 0) }, real: [...own.real, sync(screen)] };
  }
  switch (e.type) {
    case 'OTHER_ADMIN': {
      const server = after(s.server, e.move)!;
      // The live message syncs a quiet screen at once; with writes waiting it only updates the match info.
      if (s.held.length === 0) return { state: { ...s, server, screen: server }, real: [sync(server)] };
      return { state: { ...s, server }, real: [] };
    }
    case 'RELOAD':
      return { state: { ...s, screen: s.server }, real: [{ start: { match: matchIn[s.server] }, raised: synced(s.server) }] };
    case 'NETWORK_STALLS':
      return { state: { ...s, net: 'stalled' }, real: [] };
    case 'NETWORK_RETURNS': {
      const server = sendAll(s.server, s.held);
      return { state: { ...s, net: 'open', held: [], server, screen: server }, real: [sync(server)] };
    }
    case 'WRITES_GET_THROUGH':
      return { state: { ...s, net: 'readsHeld', held: [] }, real: [] };
    case 'READS_GET_THROUGH':
      return { state: { ...s, net: 'open', screen: s.server }, real: [sync(s.server)] };
    default:
      throw new Error(`not a user event of the record screen: ${e.type}`);
  }
}

function step(e: MatchUserEvent): string {
  switch (e.type) {
    case 'PRESS_CLOCK':
      return `press "${e.label}" and confirm`;
    case 'CANCEL_KICKOFF':
      return 'cancel kick-off ("시작 취소") and confirm';
    case 'RECORD_GOAL':
      return 'pick a player, add a goal ("득점 추가")';
    case 'SUBSTITUTE':
      return 'pick a player, 교체, pick the substitute, confirm ("교체하기")';
    case 'CORNER_THEN_UNDO':
      return 'add a corner, then undo it from the toast ("되돌리기")';
    case 'WRITE_MEMO':
      return 'type in the memo ("간편 메모")';
    case 'OTHER_ADMIN':
      return `the other admin: ${e.move} (API)`;
    case 'RELOAD':
      return 'reload the page';
    case 'NETWORK_STALLS':
      return "the network stalls (the phone's requests wait)";
    case 'NETWORK_RETURNS':
      return 'the network returns';
    case 'WRITES_GET_THROUGH':
      return 'the waiting writes get through, reads still wait';
    case 'READS_GET_THROUGH':
      return 'the reads get through';
  }
}

const seen = (s: MatchUserState) => `${stateLabels[s.screen]}${s.held.length ? ` · 전송 대기 ${s.held.length}건` : ''}`;

export const matchUserModel: UserModel<MatchUserState, MatchUserEvent> = {
  real: matchModel,
  open: {
    state: { screen: 'SCHEDULED', server: 'SCHEDULED', net: 'open', held: [], subs: 0 },
    real: [{ start: { match: matchIn.SCHEDULED }, raised: synced('SCHEDULED') }],
  },
  events,
  next,
  seen,
  seenStates: (Object.keys(stateLabels) as MatchState[]).flatMap((s) =>
    [0, 1, 2, 3].map((n) => seen({ screen: s, server: s, net: 'open', held: Array(n).fill('memo.save'), subs: 0 })),
  ),
  eventTypes: [
    'PRESS_CLOCK',
    'CANCEL_KICKOFF',
    'RECORD_GOAL',
    'SUBSTITUTE',
    'CORNER_THEN_UNDO',
    'WRITE_MEMO',
    'OTHER_ADMIN',
    'RELOAD',
    'NETWORK_STALLS',
    'NETWORK_RETURNS',
    'WRITES_GET_THROUGH',
    'READS_GET_THROUGH',
  ],
  realState: (s) => valueOf[s.screen],
  step,
  key: (s) => JSON.stringify([s.screen, s.server, s.net, s.held, s.subs]),
  maxSteps: 8,
};
