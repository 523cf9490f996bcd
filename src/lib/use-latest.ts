/**
 * A ref to the latest `value`, for callbacks an actor or an effect runs later (a live stream's
 * message handler, a dues write's send). Written after the render, never during it: a render React
 * throws away must not leave its props behind. Imports only React, so a signed-out page's stream
 * (src/features/live-share/use-public-stream.ts) can use it without bringing XState along.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
