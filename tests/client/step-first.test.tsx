// @vitest-environment jsdom
/**
 * A counter's number first, its write after the frame (decision 110): src/lib/after-next-paint.ts and
 * src/features/match-record/use-step-first.ts, with jsdom's frames (requestAnimationFrame at ~60 Hz).
 */
import { useStepFirst } from '#src/features/match-record/use-step-first.ts';
import { afterNextPaint } from '#src/lib/after-next-paint.ts';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The next frame, then the task after it: where the work waiting for the frame has run. */
const afterTheFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  vi.restoreAllMocks();
  written.splice(0);
});

describe('afterNextPaint', () => {
  it('runs its work after the next frame, not before, in the order it was given', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('first'));
    afterNextPaint(() => ran.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([]);
    await afterTheFrame();
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs what waits at once when the page is left, so a tap made just before is not lost', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('tap'));
    window.dispatchEvent(new Event('pagehide'));
    expect(ran).toEqual(['tap']);
  });

  it('a hidden page paints no frame: there the work runs in a task of its own', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const ran: string[] = [];
    afterNextPaint(() => ran.push('hidden'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['hidden']);
    expect(frame).not.toHaveBeenCalled();
  });

  it('work that throws does not hold back the work after it', async () => {
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        window.removeEventListener('error', onError);
        resolve(event.error);
      };
      window.addEventListener('error', onError);
    });
    afterNextPaint(() => {
      throw new Error('broken write');
    });
    afterNextPaint(() => ran.push('next'));
    await afterTheFrame();
    expect(ran).toEqual(['next']);
    expect(await reported).toHaveProperty('message', 'broken write');
  });
});

/** The writes made so far, by step. */
const written: number[] = [];
/** A counter as the record screen's: its count comes from "the caches" (state here), its + writes there. */
function Counter({ refuse = false }: { refuse?: boolean }) {
  const [count, setCount] = useState(2);
  const { shown, step } = useStepFirst(count);
  const write = (by: 1 | -1) => () => {
    written.push(by);
    if (!refuse) setCount((n) => n + by);
  };
  return (
    <>
      <output aria-label="count">{shown}</output>
      <button onClick={() => step(1, write(1))}>+</button>
      <button onClick={() => step(-1, write(-1))}>−</button>
    </>
  );
}
const shownNumber = () => screen.getByRole('status', { name: 'count' }).textContent;

describe('useStepFirst', () => {
  it('shows a + at once and writes after the frame; the count that lands keeps the number where it showed', async () => {
    render(<Counter />);
    act(() => screen.getByRole('button', { name: '+' }).click());
    // The tap's own render: the number has moved, nothing is written yet.
    expect(shownNumber()).toBe('3');
    expect(written).toEqual([]);
    await act(afterTheFrame);
    expect(written).toEqual([1]);
    expect(shownNumber()).toBe('3');
    await act(afterTheFrame);
    expect(shownNumber()).toBe('3');
  });

  it('two taps in one frame show two steps, then both writes', async () => {
    render(<Counter />);
    act(() => screen.getByRole('button', { name: '+' }).click());
    act(() => screen.getByRole('button', { name: '+' }).click());
    expect(shownNumber()).toBe('4');
    await act(afterTheFrame);
    await act(afterTheFrame);
    expect(written).toEqual([1, 1]);
    expect(shownNumber()).toBe('4');
  });

  it('a − steps down the same way', async () => {
    render(<Counter />);
    act(() => screen.getByRole('button', { name: '−' }).click());
    expect(shownNumber()).toBe('1');
    await act(afterTheFrame);
    await act(afterTheFrame);
    expect(written).toEqual([-1]);
    expect(shownNumber()).toBe('1');
  });

  it('a write that moves nothing (the recorder refused it): the number goes back a frame after it', async () => {
    render(<Counter refuse />);
    act(() => screen.getByRole('button', { name: '+' }).click());
    expect(shownNumber()).toBe('3');
    await act(afterTheFrame);
    expect(written).toEqual([1]);
    await act(afterTheFrame);
    expect(shownNumber()).toBe('2');
  });
});
