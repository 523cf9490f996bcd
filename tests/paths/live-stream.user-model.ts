/**
 * The live stream as a member following a match sees it (decision 022) on the match page: the live
 * status says "실시간" or "다시 연결 중…", and the timeline grows as the admin records. The admin
 * records team counters on another phone (each one message on the stream); the member's line is cut
 * and mended; while it is cut a reconnect fails, or the admin ends the match and the server trims
 * its log (the reconnect is then told `reset`, reads the final match again and stops following); the
 * member leaves for the team page. Each step lists what the app sends the real stream
 * (machines/live-stream.machine.ts): the token, the stream's messages, `reset`, `ready` and errors,
 * the back-off's end, and `live.stop`.
 */
import type { LiveMessage } from '#contract/matches.ts';
import type { EventObject } from 'xstate';
import { backoffEvent, backoffMs, liveStreamModel } from './live-stream.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

export interface LiveUserState {
  /** The match page, or the team page the member went on to. */
  screen: 'match' | 'left';
  line: 'up' | 'cut';
  /** Events on the member's timeline. */
  shown: number;
  /** Events the admin recorded while the line was cut (the reconnect replays them). */
  missed: number;
  /** The admin ended the match while the line was cut, and the server trimmed its log. */
  ended: boolean;
}

export type LiveUserEvent =
  { type: 'ADMIN_RECORDS' } | { type: 'LINE_CUT' } | { type: 'RECONNECT_FAILS' } | { type: 'LINE_MENDED' } | { type: 'MATCH_ENDS' } | { type: 'LEAVE' };

/** What the admin records: a team counter of the home team. */
export const recordedLabel = '코너 킥';
const maxRecorded = 2;

type Snap = { context: { lastSeq: number } };
const send = (event: EventObject): RealOp => ({ send: event });
/** The next message on the stream, one past the position (the machine drops what it has passed on). */
const message: RealOp = {
  type: 'stream.message',
  sendWith: (snapshot: Snap) => ({
    type: 'stream.message',
    message: { type: 'events.recorded', seq: snapshot.context.lastSeq + 1, events: [] } satisfies LiveMessage,
  }),
};
/** The stream is caught up, at the position it has reached. */
const ready: RealOp = { type: 'stream.ready', sendWith: (snapshot: Snap) => ({ type: 'stream.ready', seq: snapshot.context.lastSeq }) };
const token = send({ type: 'xstate.done.actor.getToken', output: 'token' } as EventObject);
/** The back-off runs out and the session hands a token: a new connection opens. */
const reconnect = [send(backoffEvent), token];

function events(s: LiveUserState): LiveUserEvent[] {
  // The final match after the reset: the page follows it no more.
  if (s.screen === 'left' || (s.ended && s.line === 'up')) return [];
  const out: LiveUserEvent[] = !s.ended && s.shown + s.missed < maxRecorded ? [{ type: 'ADMIN_RECORDS' }] : [];
  if (s.line === 'up') out.push({ type: 'LINE_CUT' });
  else out.push({ type: 'RECONNECT_FAILS' }, { type: 'LINE_MENDED' }, ...(s.ended ? [] : [{ type: 'MATCH_ENDS' } as const]));
  out.push({ type: 'LEAVE' });
  return out;
}

function next(s: LiveUserState, e: LiveUserEvent): UserStep<LiveUserState> {
  switch (e.type) {
    case 'ADMIN_RECORDS':
      return s.line === 'up' ? { state: { ...s, shown: s.shown + 1 }, real: [message] } : { state: { ...s, missed: s.missed + 1 }, real: [] };
    case 'LINE_CUT':
      return { state: { ...s, line: 'cut' }, real: [send({ type: 'stream.error' })] };
    // The connection is refused as it opens: back to waiting, for longer.
    case 'RECONNECT_FAILS':
      return { state: { ...s }, real: [...reconnect, send({ type: 'stream.error' })] };
    case 'LINE_MENDED':
      // The log no longer holds what was missed: `reset`, then a fresh `ready`; the page reads the
      // match again, finds it finished and stops following.
      if (s.ended) return { state: { ...s, line: 'up', missed: 0 }, real: [...reconnect, send({ type: 'stream.reset' }), ready, send({ type: 'live.stop' })] };
      return {
        state: { ...s, line: 'up', shown: s.shown + s.missed, missed: 0 },
        real: [...reconnect, ...Array.from({ length: s.missed }, () => message), ready],
      };
    // Nothing reaches the member now; the reconnect will tell.
    case 'MATCH_ENDS':
      return { state: { ...s, ended: true }, real: [] };
    case 'LEAVE':
      return { state: { ...s, screen: 'left' }, real: [send({ type: 'live.stop' })] };
  }
}

function step(e: LiveUserEvent): string {
  switch (e.type) {
    case 'ADMIN_RECORDS':
      return `the admin records a ${recordedLabel} on their phone`;
    case 'LINE_CUT':
      return "the member's line is cut";
    case 'RECONNECT_FAILS':
      return 'the next reconnect fails (the line is still cut)';
    case 'LINE_MENDED':
      return 'the line comes back (the next reconnect gets through)';
    case 'MATCH_ENDS':
      return "the admin ends the match and the server trims the match's live log";
    case 'LEAVE':
      return 'go on to the team page';
  }
}

const seen = (s: LiveUserState) => {
  if (s.screen === 'left') return 'the team page';
  if (s.ended && s.line === 'up') return '경기 종료, not followed';
  return `${s.line === 'up' ? '실시간' : '다시 연결 중…'}, ${s.shown} on the timeline`;
};

const counts = Array.from({ length: maxRecorded + 1 }, (_, n) => n);

function realState(s: LiveUserState): string {
  if (s.screen === 'left' || (s.ended && s.line === 'up')) return 'stopped';
  return s.line === 'up' ? 'open.live' : 'waiting';
}

export const liveStreamUserModel: UserModel<LiveUserState, LiveUserEvent> = {
  real: liveStreamModel,
  // The first connection: a token, nothing to replay, ready.
  open: { state: { screen: 'match', line: 'up', shown: 0, missed: 0, ended: false }, real: [{ start: { lastSeq: 0, backoffMs } }, token, ready] },
  events,
  next,
  seen,
  seenStates: ['the team page', '경기 종료, not followed', ...counts.flatMap((n) => [`실시간, ${n} on the timeline`, `다시 연결 중…, ${n} on the timeline`])],
  eventTypes: ['ADMIN_RECORDS', 'LINE_CUT', 'RECONNECT_FAILS', 'LINE_MENDED', 'MATCH_ENDS', 'LEAVE'],
  realState,
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 7,
};
