/**
 * The SSE bytes of the live stream (decision 017). A message is serialized ONCE, by the hub, into the
 * exact bytes of its frame, and that same buffer is written to every viewer: the cost of a message
 * no longer grows with JSON work per viewer. JSON never holds a raw line break, so `data` is one line.
 */
import type { LiveMessage, LiveReset } from '#contract/matches.ts';
import type { NamesShown } from '../matches/public-names.ts';
import { publicLiveMessage, type MatchSides } from '../matches/public-view.ts';

/** What a live log holds: numbered messages, each sent as an SSE event named by its type. */
export type LoggedMessage = { seq: number; type: string };

/** One encoded message: its seq (for order and de-duplication) and its frame. */
export interface Frame<M extends LoggedMessage = LiveMessage> {
  seq: number;
  bytes: Uint8Array;
  /** The message itself, for the public stream's projection. */
  message: M;
  /**
   * Its frames on the public stream, by whose names they show (decision 070), each made by the first
   * public viewer that needs it (null: nothing public in it).
   */
  publicBytes?: Map<string, Uint8Array | null>;
  /** When this process heard of the message (`performance.now()`; its commit here, or the NOTIFY): the start of the delivery delay (decision 097). */
  heardAt?: number;
}

/** How long EventSource waits before its own reconnect (sent with `ready`). */
export const retryMs = 3000;

const encode = (message: { seq: number; type: string }) => Buffer.from(`id: ${message.seq}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`);

export function messageFrame<M extends LoggedMessage>(message: M): Frame<M> {
  return { seq: message.seq, bytes: encode(message), message };
}

/**
 * The frame's bytes on a public link's stream (decision 057): the message projected as the public
 * snapshot, encoded once for every public viewer of the match that shows the same names (the sides
 * of a match never change; whose names show changes when the other team shares too); null when
 * nothing in it is public (the memo).
 */
export function publicFrameBytes(frame: Frame, sides: MatchSides, shown: NamesShown): Uint8Array | null {
  const key = `${shown.HOME}:${shown.AWAY}`;
  frame.publicBytes ??= new Map();
  let bytes = frame.publicBytes.get(key);
  if (bytes === undefined) {
    const projected = publicLiveMessage(frame.message, sides, shown);
    bytes = projected ? encode(projected) : null;
    frame.publicBytes.set(key, bytes);
  }
  return bytes;
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
