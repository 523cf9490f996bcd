/**
 * One live stream connection (GET /api/v1/matches/{id}/live, Server-Sent Events; decisions 011, 017):
 *   - on connect it subscribes to the hub FIRST (frames that arrive meanwhile wait in a bounded
 *     buffer), then replays the log after `Last-Event-ID` (header) or `lastEventId` (query); with
 *     neither (or 0) it replays nothing. When the log no longer holds what the client missed (trimmed,
 *     decision 017) it sends one `reset` event instead (LiveReset: re-read everything). Then one
 *     `ready` event whose data is `{ seq }`, the position reached (its SSE id is that seq too);
 *   - afterwards every new message of the match, in seq order, each as an SSE event named by its
 *     `type`, `id` = seq, `data` = the LiveMessage JSON. The viewer sends only `lastSent + 1`: a
 *     frame it already sent is dropped, a gap closes the connection (the client's reconnect with
 *     Last-Event-ID then fills it from the log), so nothing is ever doubled or silently missed;
 *   - a `: ping` comment every `heartbeatMs` keeps proxies from closing an idle stream;
 *   - access is checked again every `recheckMs` and whenever the viewer's memberships change or one
 *     of their sessions ends (decision 030): an expired token, an ended session or a person no longer
 *     in either team ends the stream (the client reconnects with a fresh token and is refused if it
 *     may no longer watch);
 *   - a viewer that cannot keep up (more than the sink's limit waiting) is closed, not buffered without end;
 *   - a viewer through a public link (decision 057) gets each message as `frameBytes` makes it (the
 *     public projection, encoded once per message for all of them); a message with nothing for it is
 *     passed over, its seq counted as sent.
 */
import type { LiveMessage } from '#contract/matches.ts';
import { type Frame, type LoggedMessage, pingFrame, readyFrame, resetFrame } from './frames.ts';
import { type HubViewer, type LiveHub, pageSize } from './hub.ts';
import type { LiveSink } from './sink.ts';
import { logger } from '../observability/log.ts';
import { observeDelivery } from '../metrics/live.ts';

export interface StreamOptions<M extends LoggedMessage = LiveMessage> {
  /** The hub of the log the stream follows (the matches', or a scrimmage's: `matchId` is then the scrimmage's id). */
  hub: LiveHub<M>;
  matchId: number;
  /** The signed-in viewer; null through a public link. */
  userId: number | null;
  /** What this viewer is sent of a frame (default: the frame as members get it); null: nothing. */
  frameBytes?: (frame: Frame<M>) => Uint8Array | null;
  /** The last seq the client has (0: none, start from now). */
  lastEventId: number;
  heartbeatMs: number;
  recheckMs: number;
  /** Whether the viewer may still watch (token still valid, still a member of either team). */
  mayWatch: () => Promise<boolean>;
  /** Frames that may wait while the replay runs (the sink bounds the rest). */
  maxWaitingBytes: number;
}

/** Runs one SSE connection until the client goes away or the stream closes it. */
export function runLiveStream<M extends LoggedMessage>(sink: LiveSink, options: StreamOptions<M>): Promise<void> {
  const { hub, matchId, userId, lastEventId } = options;
  const frameBytes = options.frameBytes ?? ((frame: Frame<M>) => frame.bytes);
  let lastSent = 0;
  let joining = true;
  let waiting: Frame<M>[] = [];
  let waitingBytes = 0;
  let stopped = false;
  let checking = false;
  /** A check asked for while one ran: it runs after, since the one running may have read the rows before the change. */
  let checkAgain = false;

  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    clearInterval(recheckTimer);
    subscription.unsubscribe();
    waiting = [];
    sink.close();
    resolveDone();
  };

  const send = (bytes: Uint8Array) => {
    if (!stopped && !sink.write(bytes)) stop();
  };

  /** The frame as this viewer gets it (maybe nothing); its seq counts as sent either way. Answers whether bytes went out. */
  const sendFrame = (frame: Frame<M>): boolean => {
    lastSent = frame.seq;
    const bytes = frameBytes(frame);
    if (bytes) send(bytes);
    return bytes !== null && !stopped;
  };

  /** A live frame: only the next one goes out. */
  const forward = (frame: Frame<M>) => {
    if (frame.seq <= lastSent) return;
    if (frame.seq !== lastSent + 1) {
      stop();
      return;
    }
    if (sendFrame(frame)) observeDelivery(hub.stream, frame);
  };

  const recheck = () => {
    if (stopped) return;
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    checkAgain = false;
    options
      .mayWatch()
      .then(
        (allowed) => {
          if (!allowed) stop();
        },
        () => stop(),
      )
      .finally(() => {
        checking = false;
        if (checkAgain) recheck();
      });
  };

  const viewer: HubViewer<M> = {
    userId,
    deliver(frame) {
      if (stopped) return;
      if (!joining) {
        forward(frame);
        return;
      }
      waiting.push(frame);
      waitingBytes += frame.bytes.byteLength;
      if (waitingBytes > options.maxWaitingBytes) stop();
    },
    recheck,
  };

  const subscription = hub.subscribe(matchId, viewer);
  const heartbeat = setInterval(() => send(pingFrame), options.heartbeatMs);
  const recheckTimer = setInterval(recheck, options.recheckMs);
  sink.onClose(stop);

  /** Replays the log after lastEventId; false when it no longer holds what the client missed. */
  const replay = async (since: number): Promise<boolean> => {
    for (;;) {
      const frames = await hub.replay(matchId, lastSent, since);
      for (const frame of frames) {
        if (stopped) return true;
        if (frame.seq !== lastSent + 1) return false;
        sendFrame(frame);
      }
      if (frames.length < pageSize) return true;
    }
  };

  const join = async () => {
    const since = await subscription.position;
    if (lastEventId === 0) {
      lastSent = since;
    } else {
      lastSent = lastEventId;
      const complete = await replay(since);
      if (stopped) return;
      // Short of the channel's position with nothing more in the log: those rows are gone too.
      if (!complete || lastSent < since) {
        const head = Math.max(await hub.head(matchId), since);
        lastSent = head;
        send(resetFrame({ seq: head, reason: 'LOG_TRIMMED' }));
      } else if (lastSent > since) {
        // A client ahead of the log (another database, a reset) starts from now rather than waiting for nothing.
        const head = await hub.head(matchId);
        if (lastSent > head) lastSent = Math.max(head, since);
      }
    }
    if (stopped) return;
    send(readyFrame(lastSent));
    joining = false;
    const caughtUp = waiting;
    waiting = [];
    for (const frame of caughtUp) forward(frame);
  };

  join().catch((error: unknown) => {
    if (!stopped) logger.error({ err: error }, `live stream of match ${matchId} failed`);
    stop();
  });

  return done;
}
