// @vitest-environment jsdom
/**
 * The app's toasts (docs/product.md §8), shown by the region the app mounts: each hides itself after
 * constants.toast.durationMs, and no more than constants.toast.maxVisible show at once. A toast is an
 * alertdialog too (React Aria): a test that waits for a dialog to close after a toast has shown waits
 * for that dialog by its name, or it waits out the toast's 3 s.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '#src/lib/constants.ts';
import { ToastRegion } from '#src/components/ui/toast.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';

const shown = () => screen.queryAllByRole('alertdialog').map((node) => node.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastRegion />);
  });
  afterEach(() => vi.useRealTimers());

  it(`a toast hides itself after ${constants.toast.durationMs} ms, not before`, () => {
    act(() => void toast.success('저장했습니다.'));
    expect(shown()).toEqual(['저장했습니다.']);
    act(() => vi.advanceTimersByTime(constants.toast.durationMs - 1));
    expect(shown()).toEqual(['저장했습니다.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it(`at most ${constants.toast.maxVisible} show at once; the newest show, and the one held back once they have gone`, () => {
    const texts = Array.from({ length: constants.toast.maxVisible + 1 }, (_, i) => `알림 ${i + 1}`);
    act(() => {
      for (const text of texts) toast.info(text);
    });
    expect(shown()).toEqual(texts.slice(1).reverse());
    act(() => vi.advanceTimersByTime(constants.toast.durationMs));
    expect(shown()).toEqual([texts[0]]);
  });
});
