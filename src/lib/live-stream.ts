/**
 * The client of the live streams (a match's `GET /api/v1/matches/{id}/live`, Server-Sent Events, and any
 * stream on its protocol through `subscribeToStream`, decision 086;
 * docs/architecture.md §3.3, §5; decision 011) and how its messages patch the TanStack Query caches of
 * src/lib/queries/matches.ts.
 *
 * - `subscribeToMatch` keeps one EventSource per match. The connection's rules are the machine of
 *   machines/live-stream.machine.ts: it tracks the last seq it passed on and drops anything at or
 *   below it, and after an error it opens a NEW EventSource (fresh token, `lastEventId=<last seq>`)
 *   after a back-off. EventSource's own reconnect would reuse the URL, so an expired `access_token`
 *   would keep failing (the server also ends a stream whose token expired or whose viewer left both
 *   teams; the reconnect then renews the token or is refused). A `reset` (the server no longer keeps
 *   what was missed, decision 017) makes the next `ready` fresh.
 * - `applyLiveMessage` is pure over a QueryClient: it patches history, score, info and memo, and
 *   invalidates only the derived reads it cannot compute (players, summary).
 * - `sessionConnection` is where a host's connection comes from (the API origin and the session's
 *   token, renewed when about to expire): `useMatchLive` and the record screen's own subscription
 *   (src/features/match-record, which patches its caches with its outbox's rules) share it.
 * - `useMatchLive` subscribes while a component is mounted and answers the connection status.
 */
import type { MatchEvent, MatchScore, Match } from '#contract/matches.ts';
import { LiveMessage, LiveReset } from '#contract/matches.ts';
import { fillPath, liveStreamPath } from '#contract/endpoints.ts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  defaultBackoffMs,
  liveStreamMachine,
  selectLiveStatus,
  type LiveStatus,
  type LiveStreamEvent,
  type SeqMessage,
  type StreamInput,
} from '#machines/live-stream.machine.ts';
import { countRows, emptyCounts } from '#machines/match.scoring.ts';
import { patchListsOfMatch } from './live-lists.ts';
import { patchOverReadsInFlight, refreshOlderThan } from './live-position.ts';
import { useServices, type SessionApi } from './services.tsx';
import { matchKeys } from './queries/keys.ts';
import { apiBase } from './api-base.ts';
import { useLatest } from './use-latest.ts';

export type { LiveMessage };

export type { LiveStatus };

/** The part of the browser's EventSource this client uses (tests inject a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export type CreateEventSource = (url: string) => EventSourceLike;

export interface SubscribeOptions<M extends SeqMessage = LiveMessage> {
  /** Origin of the API ('' for same-origin). */
  baseURL: string;
  /**
   * The access token for the next connection; null when there is none (the client waits and
   * retries). `renew` is true when the previous connection failed before it was ready (a 401
   * looks like any other failure to EventSource), so the host may renew an expired token.
   */
  getToken: (context: { renew: boolean }) => string | null | Promise<string | null>;
  /** Every valid message, in seq order, each once. */
  onMessage: (message: M) => void;
  onStatus?: (status: LiveStatus) => void;
  /**
   * After each `ready`. `fresh` is true when the client had no position (first connection), the
   * server's log is behind it (a reset database) or the server said `reset` (it no longer keeps the
   * messages after our position): the stream only carries what comes after `seq`, so the host
   * should refetch what it shows once.
   */
  onReady?: (info: { seq: number; fresh: boolean }) => void;
  /** Start after this seq (0: from now). */
  lastSeq?: number;
  /** Defaults to the global EventSource. */
  createEventSource?: CreateEventSource;
  /** Waits before the 1st, 2nd, … reconnect; the last one repeats. */
  backoffMs?: readonly number[];
}

/** Every SSE event name the server sends a LiveMessage under (the message's `type`). */
export const liveMessageTypes = [
  'events.recorded',
  'events.cancelled',
  'match.changed',
  'memo.changed',
  'lineup.changed',
  'exchange.undone',
] as const satisfies readonly LiveMessage['type'][];
// Fails to compile when the contract grows a message type this list lacks.
type MissingType = Exclude<LiveMessage['type'], (typeof liveMessageTypes)[number]>;
const allTypesListed: MissingType extends never ? true : never = true;
void allTypesListed;

const ReadyData = v.object({ seq: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The stream's URL for one connection: `path` is the stream's path with its ids filled in. */
export function streamUrl(baseURL: string, path: string, token: string, lastSeq: number): string {
  const query = new URLSearchParams({ access_token: token });
  if (lastSeq > 0) query.set('lastEventId', String(lastSeq));
  return `${baseURL.replace(/\/$/, '')}${path}?${query.toString()}`;
}

/**
 * One kind of stream on the live protocol (server/live/stream.ts: `ready`, `reset`, messages with a
 * seq): its filled path, the SSE event names its messages come under, and their schema.
 */
export interface StreamKind<M extends SeqMessage> {
  path: string;
  messageTypes: readonly string[];
  schema: v.GenericSchema<unknown, M>;
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stream's EventSource as the machine's `stream` actor: opened on the URL of `input`, each valid
 * message, reset and ready sent to the machine, closed when the machine leaves `open`.
 */
function eventSourceActor<M extends SeqMessage>(baseURL: string, kind: StreamKind<M>, create: CreateEventSource) {
  return fromCallback<LiveStreamEvent, StreamInput>(({ input, sendBack }) => {
    const source = create(streamUrl(baseURL, kind.path, input.token, input.lastSeq));
    // A late event of a closed connection is not passed on.
    let closed = false;
    const send = (event: LiveStreamEvent) => {
      if (!closed) sendBack(event);
    };
    for (const type of kind.messageTypes) {
      source.addEventListener(type, (event) => {
        const parsed = v.safeParse(kind.schema, parseJson(event.data));
        if (parsed.success) send({ type: 'stream.message', message: parsed.output });
      });
    }
    source.addEventListener('reset', (event) => {
      if (v.safeParse(LiveReset, parseJson(event.data)).success) send({ type: 'stream.reset' });
    });
    source.addEventListener('ready', (event) => {
      const parsed = v.safeParse(ReadyData, parseJson(event.data));
      if (parsed.success) send({ type: 'stream.ready', seq: parsed.output.seq });
    });
    source.onerror = () => send({ type: 'stream.error' });
    return () => {
      closed = true;
      source.close();
    };
  });
}

/**
 * Follows one stream until the returned function is called: the connection is
 * machines/live-stream.machine.ts; here are the token, the EventSource and the host's callbacks.
 */
export function subscribeToStream<M extends SeqMessage>(kind: StreamKind<M>, options: SubscribeOptions<M>): () => void {
  const create: CreateEventSource =
    options.createEventSource ??
    ((url) => {
      if (typeof EventSource === 'undefined') throw new Error('EventSource is not available');
      return new EventSource(url);
    });
  const machine = liveStreamMachine.provide({
    actors: {
      getToken: fromPromise<string | null, { renew: boolean }>(async ({ input }) => options.getToken(input)),
      stream: eventSourceActor(options.baseURL, kind, create),
    },
    actions: {
      // The stream actor sends only messages `kind.schema` parsed: each is an M.
      reportMessage: (_, { message }) => options.onMessage(message as M),
      reportReady: (_, info) => options.onReady?.(info),
    },
  });
  const backoffMs = options.backoffMs && options.backoffMs.length > 0 ? options.backoffMs : defaultBackoffMs;
  const actor = createActor(machine, { input: { lastSeq: options.lastSeq ?? 0, backoffMs } });
  let status: LiveStatus | null = null;
  actor.subscribe((snapshot) => {
    const next = selectLiveStatus(snapshot);
    if (snapshot.status !== 'active' || next === status) return;
    status = next;
    options.onStatus?.(next);
  });
  actor.start();
  // Once stopped (a second call), the actor takes nothing more.
  return () => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'live.stop' });
  };
}

/** Follows one match's live stream until the returned function is called. */
export function subscribeToMatch(matchId: number, options: SubscribeOptions): () => void {
  return subscribeToStream({ path: fillPath(liveStreamPath, { id: matchId }), messageTypes: liveMessageTypes, schema: LiveMessage }, options);
}

// ---------------------------------------------------------------------------------------------
// Cache patches

/** The whole score from a match's event log (machines/match.scoring.ts counts it, as the server does). */
export function scoreFromHistory(score: MatchScore, history: readonly MatchEvent[]): MatchScore {
  return countRows({ ...score, homeScore: emptyCounts(), awayScore: emptyCounts() }, history);
}

/** History without `ids` and without rows hanging (transitively) on them. */
function withoutEvents(history: readonly MatchEvent[], ids: readonly number[]): MatchEvent[] {
  const gone = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of history) {
      if (!gone.has(e.id) && e.parentId !== null && gone.has(e.parentId)) {
        gone.add(e.id);
        grew = true;
      }
    }
  }
  return history.filter((e) => !gone.has(e.id));
}

function byTime(a: MatchEvent, b: MatchEvent): number {
  return a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;
}

/** The info cache's list-level score follows the goal counters. */
export function syncInfoScore(queryClient: QueryClient, matchId: number, score: MatchScore) {
  queryClient.setQueryData<Match>(matchKeys.info(matchId), (match) =>
    match && (match.homeScore !== score.homeScore.goalCount || match.awayScore !== score.awayScore.goalCount)
      ? { ...match, homeScore: score.homeScore.goalCount, awayScore: score.awayScore.goalCount }
      : match,
  );
}

/** After a cancel or undo: the score again from the remaining log (or from the server when there is no log). */
function recomputeScore(queryClient: QueryClient, matchId: number) {
  const history = queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId));
  const score = queryClient.getQueryData<MatchScore>(matchKeys.score(matchId));
  if (!score) return;
  if (!history) {
    void queryClient.invalidateQueries({ queryKey: matchKeys.score(matchId) });
    return;
  }
  const next = scoreFromHistory(score, history);
  queryClient.setQueryData(matchKeys.score(matchId), next);
  syncInfoScore(queryClient, matchId, next);
}

function invalidateDerived(queryClient: QueryClient, matchId: number) {
  void queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) });
  void queryClient.invalidateQueries({ queryKey: matchKeys.summary(matchId) });
}

/**
 * Patches one match's caches with one stream message. Caches nobody has loaded stay absent (a
 * patch never invents a list it has not seen), except the memo, which the message carries whole.
 */
export function applyLiveMessage(queryClient: QueryClient, matchId: number, message: LiveMessage): void {
  switch (message.type) {
    case 'events.recorded': {
      const history = queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId));
      const known = new Set(history?.map((e) => e.id) ?? []);
      const news = message.events.filter((e) => !known.has(e.id));
      if (news.length === 0) return;
      if (history) queryClient.setQueryData(matchKeys.history(matchId), [...history, ...news].sort(byTime));
      const score = queryClient.getQueryData<MatchScore>(matchKeys.score(matchId));
      if (score) {
        const next = countRows(score, news);
        queryClient.setQueryData(matchKeys.score(matchId), next);
        syncInfoScore(queryClient, matchId, next);
      } else if (news.some((e) => e.eventType === 'GOAL' || e.eventType === 'OWN_GOAL')) {
        void queryClient.invalidateQueries({ queryKey: matchKeys.info(matchId) });
      }
      invalidateDerived(queryClient, matchId);
      return;
    }
    case 'events.cancelled':
    case 'exchange.undone': {
      const history = queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId));
      if (history) {
        const kept = withoutEvents(history, message.eventIds);
        const added = message.type === 'exchange.undone' ? message.events.filter((e) => !kept.some((k) => k.id === e.id)) : [];
        queryClient.setQueryData(matchKeys.history(matchId), [...kept, ...added].sort(byTime));
      }
      recomputeScore(queryClient, matchId);
      if (!history) void queryClient.invalidateQueries({ queryKey: matchKeys.info(matchId) });
      invalidateDerived(queryClient, matchId);
      return;
    }
    case 'match.changed': {
      queryClient.setQueryData(matchKeys.info(matchId), message.match);
      if (message.matchState === 'SCHEDULED') {
        // Kick-off cancelled (a match before kick-off has no events): the server dropped every
        // event and put the lineups back.
        queryClient.setQueryData<MatchEvent[]>(matchKeys.history(matchId), (h) => (h ? [] : h));
        queryClient.setQueryData<MatchScore>(matchKeys.score(matchId), (s) => (s ? { ...s, homeScore: emptyCounts(), awayScore: emptyCounts() } : s));
        invalidateDerived(queryClient, matchId);
      } else {
        void queryClient.invalidateQueries({ queryKey: matchKeys.summary(matchId) });
      }
      return;
    }
    case 'memo.changed':
      queryClient.setQueryData(matchKeys.memo(matchId), { matchId, memo: message.memo });
      return;
    case 'lineup.changed':
      void queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) });
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// The hook

/** Whether a JWT's `exp` is past or within `marginMs` (an unreadable token counts as fine: the server decides). */
export function tokenExpiresSoon(token: string, now = Date.now(), marginMs = 30_000): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' && json.exp * 1000 <= now + marginMs;
  } catch {
    return false;
  }
}

/**
 * The `baseURL` and `getToken` of `subscribeToMatch` for the signed-in session: an expired token
 * fails the connection like anything else would, so one that is about to expire is renewed
 * before it is sent.
 */
export function sessionConnection(session: Pick<SessionApi, 'actor' | 'refresh'>, baseURL: string = apiBase): Pick<SubscribeOptions, 'baseURL' | 'getToken'> {
  const token = () => session.actor.getSnapshot().context.accessToken;
  return {
    baseURL,
    getToken: async () => {
      const current = token();
      if (current !== null && tokenExpiresSoon(current)) await session.refresh();
      return token();
    },
  };
}

/** Whether this browser (or the test's fake) can open a live stream at all. */
export function liveStreamSupported(createEventSource?: CreateEventSource): boolean {
  return createEventSource !== undefined || typeof EventSource !== 'undefined';
}

/**
 * A viewer's rules over a match's stream (the match page, the records page): each message patches the
 * caches, and a read still in flight is read again when its answer may predate the message and
 * would overwrite the patch (`patchOverReadsInFlight`); after a fresh `ready`, what was read at an
 * earlier position is read again (the stream carries only what comes after it). Follows until the
 * returned function is called.
 */
export function followMatchLive(
  matchId: number,
  {
    queryClient,
    session,
    createEventSource,
    onStatus,
    onMessage,
  }: {
    queryClient: QueryClient;
    session: Pick<SessionApi, 'actor' | 'refresh'>;
    createEventSource?: CreateEventSource;
    onStatus: (status: LiveStatus) => void;
    onMessage?: (message: LiveMessage) => void;
  },
): () => void {
  return subscribeToMatch(matchId, {
    ...sessionConnection(session),
    createEventSource,
    onStatus,
    onReady: ({ seq, fresh }) => {
      if (fresh) void refreshOlderThan(queryClient, matchKeys.all(matchId), seq);
    },
    onMessage: (message) => {
      void patchOverReadsInFlight(queryClient, matchKeys.all(matchId), message.seq, () => applyLiveMessage(queryClient, matchId, message));
      patchListsOfMatch(queryClient, matchId, message);
      onMessage?.(message);
    },
  });
}

export interface UseMatchLiveOptions {
  /** false: no connection (status stays null). */
  enabled?: boolean;
  /** Called after the caches were patched, e.g. for a page's own lists. */
  onMessage?: (message: LiveMessage) => void;
  createEventSource?: CreateEventSource;
}

/**
 * Follows a match's stream while mounted (`followMatchLive`). Answers the status, or null when not
 * connected at all (disabled, or a browser without EventSource).
 */
export function useMatchLive(matchId: number, { enabled = true, onMessage, createEventSource }: UseMatchLiveOptions = {}): LiveStatus | null {
  const { session } = useServices();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus | null>(null);
  const onMessageRef = useLatest(onMessage);
  const active = enabled && liveStreamSupported(createEventSource) && Number.isInteger(matchId) && matchId > 0;

  useEffect(() => {
    if (!active) {
      setStatus(null);
      return;
    }
    const unsubscribe = followMatchLive(matchId, {
      queryClient,
      session,
      createEventSource,
      onStatus: setStatus,
      onMessage: (message) => onMessageRef.current?.(message),
    });
    return () => {
      unsubscribe();
      setStatus(null);
    };
  }, [active, matchId, session, queryClient, createEventSource, onMessageRef]);

  return status;
}
