/**
 * The SSE bytes of the live stream (decision 017). A message is serialized ONCE, by the hub, into the
 * exact bytes of its frame, and that same buffer is written to every viewer: the cost of a message
 * no longer grows with JSON work per viewer. JSON never holds a raw line break, so `data` is one line.
 */
import type { LiveMessage, LiveReset } from '#contract/matches.ts';

/** One encoded message: its seq (for order and de-duplication) and its frame. */
export interface Frame {
  seq: number;
  bytes: Uint8Array;
}

/** How long EventSource waits before its own reconnect (sent with `ready`). */
export const retryMs = 3000;

export function messageFrame(message: LiveMessage): Frame {
  return { seq: message.seq, bytes: Buffer.from(`id: ${message.seq}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`) };
}

/** The end of the replay: the position reached; every later message follows. */
export function readyFrame(seq: number): Uint8Array {
  return Buffer.from(`id: ${seq}\nevent: ready\nretry: ${retryMs}\ndata: ${JSON.stringify({ seq })}\n\n`);
}

/** Instead of a replay the log can no longer give (see LiveReset). */
export function resetFrame(reset: LiveReset): Uint8Array {
  return Buffer.from(`id: ${reset.seq}\nevent: reset\ndata: ${JSON.stringify(reset)}\n\n`);
}

/** A comment: keeps proxies from closing an idle stream; EventSource ignores it. */
export const pingFrame: Uint8Array = Buffer.from(': ping\n\n');
