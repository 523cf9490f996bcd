/**
 * Follows a public link's stream (`GET /open-api/v1/live/{token}/stream`, decision 057) while the page
 * is open: every message and every `ready` only tells the page to read the snapshot again, which
 * holds the score, clock, timeline and lineups whole, unless the snapshot was read at that seq or
 * later (it carries its position, so a `ready` at the snapshot's own position reads nothing). A
 * scoreboard changes a few dozen times a match, so one small read per change is simpler than
 * patching, and it cannot drift. The browser's own
 * EventSource reconnects (sending Last-Event-ID): unlike the members' stream (src/lib/live-stream.ts,
 * which renews an expiring access token on each reconnect), the link's token never expires. A link
 * turned off ends the stream and its reconnect is refused: the snapshot's 404 then says so.
 */
import { useEffect, useState } from 'react';
import { fillPath, publicLiveStreamPath } from '#contract/endpoints.ts';
import { apiBase } from '#src/lib/api-base.ts';
import { useLatest } from '#src/lib/use-latest.ts';

export type PublicStreamStatus = 'connecting' | 'live' | 'reconnecting';

/** The public stream's message names (contract/match-share.ts PublicLiveMessage) and its `ready`. */
const changes = ['ready', 'reset', 'events.recorded', 'events.cancelled', 'match.changed', 'lineup.changed', 'exchange.undone'] as const;

/**
 * The log position an event of the stream carries (`seq` in its data); Infinity when it carries none.
 * Read here rather than with the members' stream client (src/lib/live-stream.ts), which would bring
 * its machine into a signed-out phone's download.
 */
export function seqOf(event: Event): number {
  try {
    const seq: unknown = event instanceof MessageEvent && typeof event.data === 'string' ? (JSON.parse(event.data) as { seq?: unknown }).seq : undefined;
    return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** `onChange(seq)` on every change at log position `seq`: the page reads its snapshot again unless that holds it. */
export function usePublicStream(token: string, onChange: (seq: number) => void, enabled: boolean): PublicStreamStatus {
  const [status, setStatus] = useState<PublicStreamStatus>('connecting');
  const latest = useLatest(onChange);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiBase}${fillPath(publicLiveStreamPath, { token })}`);
    const changed = (event: Event) => {
      if (event.type === 'ready') setStatus('live');
      latest.current(seqOf(event));
    };
    for (const name of changes) source.addEventListener(name, changed);
    source.onerror = () => {
      setStatus('reconnecting');
      // A link turned off ends the stream: the snapshot's 404 says so at once, not at the next change.
      latest.current(Number.POSITIVE_INFINITY);
    };
    return () => source.close();
  }, [token, enabled, latest]);
  return status;
}
