/** The client's time, re-read every `intervalMs` while mounted and `running` (a clock that stands still needs no ticks). */
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1000, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
