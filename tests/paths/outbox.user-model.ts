/**
 * The recording outbox as the admin sees it (decision 022) on the record screen of a match under
 * way: the status line says "모두 전송됨" or "전송 대기 N건", and "오프라인" while the phone has no
 * network. The admin records team counters (each one write); the phone's network drops and comes
 * back, stalls (a write waits for its answer) and flows again, or flickers (drops and returns at
 * once); the server answers writes 503 for a while; the admin leaves for the match page and comes
 * back. Each step lists what the app sends the real outbox (machines/outbox.machine.ts): its calls
 * (`start`, `added`, `kick`, `stop`) and what its `sendHead` and `waitBeforeRetry` report.
 */
import type { OutboxEvent, SendOutcome } from '#machines/outbox.machine.ts';
import type { EventObject } from 'xstate';
import { outboxModel, sendDone } from './outbox.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

/**
 * The way to the server: `open`; `offline` (the phone knows it has no network: writes fail at once);
 * `stalled` (requests leave and wait for an answer); `failing` (the server answers every write 503).
 */
export type OutboxNet = 'open' | 'offline' | 'stalled' | 'failing';

export interface OutboxUserState {
  /** The record screen, or the match page the admin went back to. */
  screen: 'record' | 'left';
  net: OutboxNet;
  /** Writes stored on the phone and not yet recorded by the server. */
  waiting: number;
}

export type OutboxUserEvent =
  | { type: 'RECORD' }
  | { type: 'NETWORK_DROPS' }
  | { type: 'NETWORK_RETURNS' }
  | { type: 'NETWORK_STALLS' }
  | { type: 'NETWORK_FLOWS' }
  | { type: 'LINE_FLICKERS' }
  | { type: 'SERVER_FAILS' }
  | { type: 'SERVER_RECOVERS' }
  | { type: 'LEAVE' }
  | { type: 'RETURN' };

/** The team counter each write records (the home team's). */
export const recordedStat = '코너 킥';
/** More writes waiting add nothing the walk does not already reach with two. */
const maxWaiting = 2;

const send = (event: OutboxEvent | ReturnType<typeof sendDone> | EventObject): RealOp => ({ send: event });
const outcome = (o: SendOutcome) => send(sendDone(o));
const sent = outcome({ outcome: 'sent', item: 'write', answer: null });
const failed = outcome({ outcome: 'failed', attempts: 1 });
const empty = outcome({ outcome: 'empty' });
const waitEnded = send({ type: 'xstate.done.actor.waitBeforeRetry', output: undefined } as EventObject);
/** Each waiting write recorded in turn, then the queue read empty: drained. */
const sendAll = (waiting: number): RealOp[] => [...Array.from({ length: waiting }, () => sent), empty];

function events(s: OutboxUserState): OutboxUserEvent[] {
  if (s.screen === 'left') {
    // Back on the match page: the network may come back, then the admin opens the record screen again.
    switch (s.net) {
      case 'open':
        return [{ type: 'RETURN' }];
      case 'offline':
        return [{ type: 'NETWORK_RETURNS' }];
      case 'stalled':
        return [{ type: 'NETWORK_FLOWS' }];
      case 'failing':
        return [{ type: 'SERVER_RECOVERS' }];
    }
  }
  const out: OutboxUserEvent[] = s.waiting < maxWaiting ? [{ type: 'RECORD' }] : [];
  switch (s.net) {
    case 'open':
      out.push({ type: 'NETWORK_DROPS' }, { type: 'NETWORK_STALLS' }, { type: 'SERVER_FAILS' });
      break;
    case 'offline':
      out.push({ type: 'NETWORK_RETURNS' });
      break;
    case 'stalled':
      out.push({ type: 'NETWORK_FLOWS' }, ...(s.waiting > 0 ? [{ type: 'LINE_FLICKERS' } as const] : []));
      break;
    case 'failing':
      out.push({ type: 'SERVER_RECOVERS' });
      break;
  }
  out.push({ type: 'LEAVE' });
  return out;
}

function next(s: OutboxUserState, e: OutboxUserEvent): UserStep<OutboxUserState> {
  const onRecord = s.screen === 'record';
  switch (e.type) {
    case 'RECORD': {
      const state = { ...s, waiting: s.waiting + 1 };
      switch (s.net) {
        // Recorded at once: the queue drains again.
        case 'open':
          return { state: { ...s }, real: [send({ type: 'outbox.added' }), ...sendAll(1)] };
        // The first write goes out and waits for its answer; the next ones are noted meanwhile.
        case 'stalled':
          return { state, real: [send({ type: 'outbox.added' })] };
      }
      // Offline or failing: the first write fails and waits to be tried again; the next ones join the queue.
      return { state, real: s.waiting === 0 ? [send({ type: 'outbox.added' }), failed] : [send({ type: 'outbox.added' })] };
    }
    // The outbox finds out at its next send; nothing is sent to it now.
    case 'NETWORK_DROPS':
      return { state: { ...s, net: 'offline' }, real: [] };
    case 'NETWORK_STALLS':
      return { state: { ...s, net: 'stalled' }, real: [] };
    case 'SERVER_FAILS':
      return { state: { ...s, net: 'failing' }, real: [] };
    // The 'online' event kicks a waiting outbox: it sends now instead of after its wait.
    case 'NETWORK_RETURNS':
      return {
        state: { ...s, net: 'open', waiting: onRecord ? 0 : s.waiting },
        real: onRecord && s.waiting > 0 ? [send({ type: 'outbox.kick' }), ...sendAll(s.waiting)] : [],
      };
    // The held write is answered, and the ones behind it follow. After the admin left, the page
    // that is gone still sees its write answered (and removed), but sends nothing more.
    case 'NETWORK_FLOWS':
      if (!onRecord) return { state: { ...s, net: 'open', waiting: Math.max(0, s.waiting - 1) }, real: [] };
      return { state: { ...s, net: 'open', waiting: 0 }, real: s.waiting > 0 ? sendAll(s.waiting) : [] };
    // Offline, then online at once, while a write waits for its answer: a kick during the send.
    case 'LINE_FLICKERS':
      return { state: { ...s }, real: [send({ type: 'outbox.kick' })] };
    // The wait before the next try ends, and the try gets through.
    case 'SERVER_RECOVERS':
      return { state: { ...s, net: 'open', waiting: onRecord ? 0 : s.waiting }, real: onRecord && s.waiting > 0 ? [waitEnded, ...sendAll(s.waiting)] : [] };
    case 'LEAVE':
      return { state: { ...s, screen: 'left' }, real: [send({ type: 'outbox.stop' })] };
    // A new page's outbox: it sends what the last one left, then drains.
    case 'RETURN':
      return {
        state: { ...s, screen: 'record', waiting: 0 },
        real: [{ start: undefined }, send({ type: 'outbox.start', pending: s.waiting, headAttempts: 0 }), ...sendAll(s.waiting)],
      };
  }
}

function step(e: OutboxUserEvent): string {
  switch (e.type) {
    case 'RECORD':
      return `add a ${recordedStat} for the home team ("${recordedStat} 추가")`;
    case 'NETWORK_DROPS':
      return 'the phone loses its network';
    case 'NETWORK_RETURNS':
      return 'the network comes back';
    case 'NETWORK_STALLS':
      return 'the network stalls (requests wait for an answer)';
    case 'NETWORK_FLOWS':
      return 'the stalled network flows again';
    case 'LINE_FLICKERS':
      return 'the line drops and comes back at once';
    case 'SERVER_FAILS':
      return 'the server answers writes 503';
    case 'SERVER_RECOVERS':
      return 'the server recovers (the next try gets through)';
    case 'LEAVE':
      return 'go back to the match page';
    case 'RETURN':
      return 'open the record screen again ("경기 기록")';
  }
}

/** The status line's outbox part (src/lib/messages/match-record.ts `pending`, `allSent`). */
export const outboxText = (waiting: number) => (waiting > 0 ? `전송 대기 ${waiting}건` : '모두 전송됨');

const seen = (s: OutboxUserState) => (s.screen === 'left' ? 'the match page' : `${s.net === 'offline' ? '오프라인, ' : ''}${outboxText(s.waiting)}`);

const counts = Array.from({ length: maxWaiting + 1 }, (_, n) => n);

function realState(s: OutboxUserState): string {
  if (s.screen === 'left') return 'stopped';
  if (s.waiting === 0) return 'drained';
  return s.net === 'stalled' ? 'sending' : 'waitingToRetry';
}

export const outboxUserModel: UserModel<OutboxUserState, OutboxUserEvent> = {
  real: outboxModel,
  // The screen's outbox starts with nothing left from before, finds the queue empty and drains.
  open: {
    state: { screen: 'record', net: 'open', waiting: 0 },
    real: [{ start: undefined }, send({ type: 'outbox.start', pending: 0, headAttempts: 0 }), empty],
  },
  events,
  next,
  seen,
  seenStates: ['the match page', ...counts.map((n) => outboxText(n)), ...counts.map((n) => `오프라인, ${outboxText(n)}`)],
  eventTypes: [
    'RECORD',
    'NETWORK_DROPS',
    'NETWORK_RETURNS',
    'NETWORK_STALLS',
    'NETWORK_FLOWS',
    'LINE_FLICKERS',
    'SERVER_FAILS',
    'SERVER_RECOVERS',
    'LEAVE',
    'RETURN',
  ],
  realState,
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 7,
};
