// @vitest-environment jsdom
/**
 * The end of a form (src/components/ui/form-buttons.tsx): the way out where the form has one, then
 * the submit; a form that stays on its page (a setting saved in place) shows the submit alone.
 */
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

describe('form buttons', () => {
  test('with a way out: 취소 first, then the submit; 취소 leaves without sending', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <FormButtons cancelLabel="취소" onCancel={onCancel} submitLabel="저장" />
      </form>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['취소', '저장']);
    act(() => screen.getByRole('button', { name: '취소' }).click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('without one: the submit alone, and it sends the form', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <FormButtons submitLabel="추가" />
      </form>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['추가']);
    act(() => screen.getByRole('button', { name: '추가' }).click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
