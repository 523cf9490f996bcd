/**
 * The live streams' figures (decision 097): viewers by stream and audience, messages fanned out, and
 * the delivery delay — from the moment this process heard of a committed write (its own commit
 * handed to the hub, or the NOTIFY of another process's) to the write of its frame onto a viewer's
 * connection. The hub stamps each frame once (server/live/hub.ts); each viewer's stream observes it.
 */
import type { Frame, LoggedMessage } from '../live/frames.ts';
import { liveDeliveryDelay, secondsSince } from './registry.ts';

/**
 * When the message `seq` was first heard of: the earliest notice of a seq at or past it (a NOTIFY
 * names the newest seq; the rows up to it are read at once). Notices up to `seq` are dropped.
 */
export function heardAt(times: { seq: number; at: number }[], seq: number): number {
  const notice = times.find((t) => t.seq >= seq);
  while (times.length > 0 && times[0].seq <= seq) times.shift();
  return notice?.at ?? performance.now();
}

/** A frame written onto a viewer's stream as it came (not a replay): its delay since heard of. */
export function observeDelivery<M extends LoggedMessage>(stream: string, frame: Frame<M>): void {
  if (frame.heardAt !== undefined) liveDeliveryDelay.observe({ stream }, secondsSince(frame.heardAt));
}
