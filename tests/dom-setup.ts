/**
 * Every test of the DOM project (vite.config's `dom`: tests/ui and tests/client): each test starts from
 * empty storage (the current team, the login redirect, lineup progress live there), no toast, nothing
 * rendered and real timers, whatever the test before it left. The toast queue is the app's singleton
 * and outlives a render, so an earlier test's toast would otherwise be the first alert of the next one.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastQueue } from '#src/components/ui/toast-queue.ts';

const hasDocument = typeof document !== 'undefined';

beforeEach(() => {
  if (!hasDocument) return;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  if (!hasDocument) return;
  act(() => toastQueue.clear());
  cleanup();
});
