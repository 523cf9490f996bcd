// @vitest-environment jsdom
/**
 * The save both schedule form dialogs share (saveItem, decision 089): saved, it says so, closes and
 * opens the Seoul day the item is on; a refusal on the form's fields goes back to the form without a
 * toast; a refusal the dialog answers itself gets no second toast; anything else says what failed.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '#src/components/ui/toast.tsx';
import { toastQueue } from '#src/components/ui/toast-queue.ts';
import { saveItem, type ItemSave } from '#src/features/schedules/components/item-form-dialog.tsx';

const shown = () => screen.queryAllByRole('alertdialog').map((node) => node.textContent ?? '');
const fieldRefusal = new Error('fields');
const gone = new Error('gone');

function run(save: ItemSave<{ title: string }>['save']) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const result = saveItem<{ title: string }>({
    save,
    fieldErrorsFrom: (error) => (error === fieldRefusal ? { title: '제목을 입력해 주세요.' } : null),
    done: '일정을 만들었습니다.',
    failed: '일정을 만들지 못했습니다',
    refused: (error) => error === gone,
    onClose,
    onSaved,
  });
  return { result, onClose, onSaved };
}

describe('saveItem', () => {
  beforeEach(() => void render(<ToastRegion />));
  afterEach(() => act(() => toastQueue.clear()));

  it("saved late at night in UTC, it closes and opens the item's Seoul day, and says so", async () => {
    const { result, onClose, onSaved } = run(async () => ({ startAt: '2026-03-01T15:30:00Z' }));
    await act(async () => expect(await result).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledWith('2026-03-02');
    expect(shown()).toEqual(['일정을 만들었습니다.']);
  });

  it.each([
    { case: 'a refusal on the fields goes back to the form, no toast', error: fieldRefusal, returns: { title: '제목을 입력해 주세요.' }, toasts: 0 },
    { case: 'a refusal the dialog answered itself gets no second toast', error: gone, returns: null, toasts: 0 },
    { case: 'any other failure says what failed', error: new Error('boom'), returns: null, toasts: 1 },
  ])('$case', async ({ error, returns, toasts }) => {
    const { result, onClose, onSaved } = run(() => Promise.reject(error));
    await act(async () => expect(await result).toEqual(returns));
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(shown()).toHaveLength(toasts);
    if (toasts) expect(shown()[0]).toMatch(/^일정을 만들지 못했습니다 - /);
  });
});
