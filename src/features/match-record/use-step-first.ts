import { useRef, useState } from 'react';
import { afterNextPaint } from '#src/lib/after-next-paint.ts';

/** A write a counter's tap makes, bound at the tap to what the screen showed, run after the tap's frame. */
export type Write = () => void;

/** Steps shown ahead of `from`, the count they were taken on; `tap` tells one tap's steps from a later one's. */
interface Ahead {
  from: number;
  by: number;
  tap: number;
}

/**
 * A counter's number first, its write after the frame (decision 110): a + or − shows the counter's
 * new number in the frame of the tap, drawing that counter alone, and hands the write (bound to what
 * the screen showed at the tap) on to a task after the frame has painted. The steps shown ahead hold
 * while the count they were taken on stays: once the write has landed the counter shows the count
 * itself, in whichever render the count comes (the recorder's at once, TanStack Query's a task
 * later), so the number never steps back between them. One frame after the write they go in any
 * case: a write the recorder refused (the match stopped meanwhile) moved nothing, and the count shows.
 */
export function useStepFirst(count: number | null) {
  const [ahead, setAhead] = useState<Ahead | null>(null);
  const taps = useRef(0);
  const held = ahead !== null && ahead.from === count ? ahead : null;
  const step = (by: 1 | -1, write: Write) => {
    // No count yet (the team's counts still being read): nothing to show ahead of, the write goes at once.
    if (count === null) return write();
    const tap = ++taps.current;
    setAhead((before) => ({ from: count, by: (before && before.from === count ? before.by : 0) + by, tap }));
    afterNextPaint(() => {
      write();
      afterNextPaint(() => setAhead((now) => (now?.tap === tap ? null : now)));
    });
  };
  return { shown: held ? held.from + held.by : count, step };
}
