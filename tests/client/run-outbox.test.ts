// @vitest-environment jsdom
/**
 * An outbox while a page has it open (runOutbox, src/lib/outbox.ts): it starts at once, the page hears
 * its changes, coming back online kicks it, and once stopped neither the outbox nor an 'online' event
 * reaches the page.
 */
import { runOutbox, type Outbox } from '#src/lib/outbox.ts';
import { describe, expect, test } from 'vitest';

function fakeOutbox() {
  const calls: string[] = [];
  const listeners = new Set<() => void>();
  const box: Outbox = {
    add: async () => undefined,
    start: async () => void calls.push('start'),
    kick: () => void calls.push('kick'),
    stop: () => void calls.push('stop'),
    getState: () => ({ pending: 0, headAttempts: 0 }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: async () => undefined,
  };
  return { box, calls, change: () => listeners.forEach((l) => l()) };
}

describe('runOutbox', () => {
  test('starts the outbox, tells the page of its changes and kicks it on every online event', () => {
    const { box, calls, change } = fakeOutbox();
    let heard = 0;
    runOutbox(box, () => (heard += 1));
    expect(calls).toEqual(['start']);
    change();
    expect(heard).toBe(1);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(calls).toEqual(['start', 'kick', 'kick']);
  });

  test('the stop stops the outbox; later changes and online events reach nothing', () => {
    const { box, calls, change } = fakeOutbox();
    let heard = 0;
    const stop = runOutbox(box, () => (heard += 1));
    stop();
    change();
    window.dispatchEvent(new Event('online'));
    expect(calls).toEqual(['start', 'stop']);
    expect(heard).toBe(0);
  });
});
