/** The client's time, re-read every `intervalMs` while mounted and `running` (a clock that stands still needs no ticks). */
import { useEffect, useState } from 'react';
import { useRenderedAt, useServerFirstRender } from './first-render.ts';

/**
 * `renderedAt`: the instant a server-rendered screen shows (decision 104: the time its reads were
 * answered), used by the server's render and its hydration so both draw the same clock; the device's
 * own time follows right after.
 */
export function useNow(intervalMs = 1000, running = true, renderedAt?: number): number {
  const pinned = useServerFirstRender() && renderedAt !== undefined;
  const [now, setNow] = useState(() => (pinned ? renderedAt : Date.now()));
  const [wasPinned] = useState(pinned);
  useEffect(() => {
    if (wasPinned) setNow(Date.now());
  }, [wasPinned]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}

/**
 * The time, as the server's render drew it in that render and its hydration (the document's
 * `renderedAt`, one number on both sides, so what depends on it is the same), then the device's: for
 * a screen that picks by the time what it shows (what has not ended yet), not for a running clock.
 */
export function useNowAsRendered(intervalMs = 60_000, running = false): number {
  return useNow(intervalMs, running, useRenderedAt() ?? undefined);
}
