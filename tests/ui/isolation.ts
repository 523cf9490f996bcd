/**
 * What every screen test starts from: empty storage (the current team, the login redirect, lineup
 * progress live there) and no toast. The toast queue is the app's singleton and outlives a render,
 * so an earlier test's toast would otherwise be the first alert of the next one, or fill the four
 * visible places.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { toastQueue } from '#src/components/ui/toast-queue.ts';

/** Registers the before/after hooks of the calling test file. */
export function startEachTestClean(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    act(() => toastQueue.clear());
    cleanup();
  });
}
