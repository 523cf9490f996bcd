/**
 * The SSE bytes of the live stream (decision 017). A message is serialized ONCE, by the hub, into the
 * exact bytes of its frame, and that same buffer is written to every viewer: the cost of a message
 * no longer grows with JSON work per viewer. JSON never holds a raw line break, so `data` is one line.
 */
import type { LiveMessage, LiveReset } from '#contract/matches.ts';
import { publicLiveMessage, type MatchSides } from '../matches/public-view.ts';

/** One encoded message: its seq (for order and de-duplication) and its frame. */
export interface Frame {
  seq: number;
  bytes: Uint8Array;
  /** The message itself, for the public stream's projection. */
  message: LiveMessage;
  /** Its frame on the public stream, made by the first public viewer (null: nothing public in it). */
  publicBytes?: Uint8Array | null;
}

/** How long EventSource waits before its own reconnect (sent with `ready`). */
export const retryMs = 3000;

const encode = (message: { seq: number; type: string }) => Buffer.from(`id: ${message.seq}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`);

export function messageFrame(message: LiveMessage): Frame {
  return { seq: message.seq, bytes: encode(message), message };
}

/**
 * The frame's bytes on a public link's stream (decision 057): the message projected as the public
 * snapshot, encoded once for every public viewer of the match (the sides of a match never change, so
 * the first viewer's projection is everyone's); null when nothing in it is public (the memo).
 */
export function publicFrameBytes(frame: Frame, sides: MatchSides): Uint8Array | null {
  if (frame.publicBytes === undefined) {
    const projected = publicLiveMessage(frame.message, sides);
    frame.publicBytes = projected ? encode(projected) : null;
  }
  return frame.publicBytes;
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
