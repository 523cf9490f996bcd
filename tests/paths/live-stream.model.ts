/**
 * The live stream connection's model (see model.ts, machines/live-stream.machine.ts): sample events,
 * the actor harness whose `getToken` the test settles and whose `stream` the test drives, and the
 * user-level step of each event.
 */
import type { LiveMessage } from '#contract/matches.ts';
import { liveStreamMachine, type LiveStreamEvent, type StreamInput } from '#machines/live-stream.machine.ts';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { flatWalks, type MachineModel } from './model.ts';

export const backoffMs = [1_000, 2_000, 5_000] as const;

export interface TokenCall {
  resolve(token: string | null): void;
  reject(error: unknown): void;
  renew: boolean;
}

/** A live stream actor whose token requests wait for the test, and whose stream the test opens; what it reports is recorded. */
export function startLiveStream(lastSeq = 0) {
  const tokens: TokenCall[] = [];
  const streams: { input: StreamInput; closed: boolean }[] = [];
  const reports: string[] = [];
  const machine = liveStreamMachine.provide({
    actors: {
      getToken: fromPromise<string | null, { renew: boolean }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            tokens.push({ resolve, reject, renew: input.renew });
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      ),
      stream: fromCallback<LiveStreamEvent, StreamInput>(({ input }) => {
        const opened = { input, closed: false };
        streams.push(opened);
        return () => {
          opened.closed = true;
        };
      }),
    },
    actions: {
      reportMessage: (_, { message }) => void reports.push(`message ${message.seq}`),
      reportReady: (_, { seq, fresh }) => void reports.push(`ready ${seq}${fresh ? ' fresh' : ''}`),
    },
  });
  const actor = createActor(machine, { input: { lastSeq, backoffMs } }).start();
  return { actor, machine, tokens, streams, reports };
}

const memo = (seq: number): LiveMessage => ({ type: 'memo.changed', seq, memo: '비 옴' });

/** The event XState sends itself when the back-off runs out. */
export const backoffEvent = { type: 'xstate.after.backoff.liveStream.waiting' } as const;

/** Every event the machine knows, with sample payloads, including the token request's done and error and the back-off. */
export const liveStreamModelEvents = [
  { type: 'xstate.done.actor.getToken', output: 'token-1' },
  { type: 'xstate.done.actor.getToken', output: null },
  { type: 'xstate.error.actor.getToken', error: new Error('renewal refused') },
  { type: 'stream.message', message: memo(5) },
  { type: 'stream.message', message: memo(1) },
  { type: 'stream.reset' },
  { type: 'stream.ready', seq: 3 },
  { type: 'stream.error' },
  { type: 'xstate.error.actor.stream', error: new Error('EventSource is not available') },
  backoffEvent,
  { type: 'live.stop' },
] as const;

export type LiveStreamModelEvent = (typeof liveStreamModelEvents)[number];
type Snap = { value: unknown; context: { lastSeq: number; reset: boolean; ready: boolean; failures: number } };

/** A state's name: its value (`open.live` for a nested one). */
export function liveStateOf(snapshot: unknown): string {
  const value = (snapshot as Snap).value;
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value as Record<string, string>)[0]!;
  return `${parent}.${child}`;
}

/** The events that exist in a state: an invoke's done and error only while it runs, the back-off only while waiting. */
function eventsIn(state: Snap): LiveStreamEvent[] {
  const name = liveStateOf(state);
  // Stopped is final: the actor takes nothing more.
  if (name === 'stopped') return [];
  return liveStreamModelEvents.filter((e) => {
    if (e.type.includes('actor.getToken')) return name === 'connecting';
    if (e.type === 'xstate.error.actor.stream' || e.type.startsWith('stream.')) return name.startsWith('open');
    if (e.type === backoffEvent.type) return name === 'waiting';
    return true;
  }) as unknown as LiveStreamEvent[];
}

function step(event: EventObject): string {
  const e = event as LiveStreamModelEvent;
  switch (e.type) {
    case 'xstate.done.actor.getToken':
      return e.output === null ? 'no token yet (signed out for now)' : 'the session hands a token';
    case 'xstate.error.actor.getToken':
      return 'the token renewal fails';
    case 'stream.message':
      return `the stream brings message #${e.message.seq}`;
    case 'stream.reset':
      return 'the server says it no longer keeps what was missed (reset)';
    case 'stream.ready':
      return 'the stream is caught up (ready)';
    case 'stream.error':
      return 'the connection drops';
    case 'xstate.error.actor.stream':
      return 'the connection cannot be opened';
    case backoffEvent.type:
      return 'the back-off runs out';
    case 'live.stop':
      return 'leave the page';
    default:
      return event.type;
  }
}

const { machine } = startLiveStream();
const parent = (name: string) => name.split('.')[0]!;
const states = ['connecting', 'open', 'open.replaying', 'open.live', 'waiting', 'stopped'];

/** Every transition, named `source --event--> target` by the deepest states. */
const transitions = [
  'connecting --xstate.done.actor.getToken--> open.replaying',
  'connecting --xstate.done.actor.getToken--> waiting',
  'connecting --xstate.error.actor.getToken--> waiting',
  'connecting --live.stop--> stopped',
  ...['open.replaying', 'open.live'].flatMap((source) => [
    `${source} --stream.message--> ${source}`,
    `${source} --stream.reset--> ${source}`,
    `${source} --stream.ready--> open.live`,
    `${source} --stream.error--> waiting`,
    `${source} --xstate.error.actor.stream--> waiting`,
    `${source} --live.stop--> stopped`,
  ]),
  `waiting --${backoffEvent.type}--> connecting`,
  'waiting --live.stop--> stopped',
];

/** What a snapshot's position and flags add to its value, where they steer what comes next. */
const flags = (s: Snap) => `${s.context.lastSeq > 0 ? ' +seq' : ''}${s.context.reset ? ' +reset' : ''}${s.context.failures > 0 ? ' +lost' : ''}`;

export const liveStreamModel: MachineModel = {
  name: 'liveStream',
  unitTest: 'tests/machines/live-stream.machine.test.ts',
  summary: "A match's live connection: getting a token, replaying, live, waiting to reconnect after a loss.",
  machine,
  states,
  transitions,
  stateOf: liveStateOf,
  statesOf: (snapshot) => {
    const name = liveStateOf(snapshot);
    return name.includes('.') ? [parent(name), name] : [name];
  },
  transitionsTaken(before, event, after) {
    const from = before as Parameters<typeof machine.getTransitionData>[0];
    if (machine.getTransitionData(from, event as LiveStreamEvent).length === 0) return [];
    const name = `${liveStateOf(before)} --${event.type}--> ${liveStateOf(after)}`;
    // A message at or below the position is dropped: its transition's guard turned it down.
    return transitions.includes(name) ? [name] : [];
  },
  step,
  /**
   * Shortest paths by edge and by what steers the next step (a position, a reset, a loss), so a fresh
   * and a resumed `ready`, and a message passed on and one dropped, get paths of their own.
   */
  walks: flatWalks(eventsIn, { name: (s: Snap) => `${liveStateOf(s)}${flags(s)}`, stateName: liveStateOf, input: { lastSeq: 0, backoffMs } }),
  pageCannotCause: {
    'connecting --xstate.done.actor.getToken--> waiting':
      'no token: the pages that follow a match are shown only to a signed-in person, and a logout leaves them',
    'connecting --xstate.error.actor.getToken--> waiting':
      "the token request failing: the app's getToken renews through the session, which answers yes or no and never throws (src/lib/live-stream.ts " +
      'sessionConnection)',
    'connecting --live.stop--> stopped':
      'leaving while the token is fetched: a token in hand is handed over at once, and a renewal happens only within 30 s of its expiry',
    'open.replaying --xstate.error.actor.stream--> waiting':
      'the EventSource cannot be made: every browser the app follows in has one (the pages check before following)',
    'open.live --xstate.error.actor.stream--> waiting': 'the same: the EventSource cannot be made',
    'open.replaying --live.stop--> stopped': 'leaving during the replay: it lasts one round trip, and a cut line refuses the connection at once',
    'open.live --stream.reset--> open.live': 'the server says `reset` before `ready` only (server/live/stream.ts)',
    'open.live --stream.ready--> open.live': 'the server says `ready` once per connection',
  },
};
