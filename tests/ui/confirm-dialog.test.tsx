// @vitest-environment jsdom
/**
 * The confirm dialog (src/components/ui/confirm-dialog.tsx): its way out says 취소 unless the dialog
 * names its own, has the first focus (the safe choice) and closes the dialog without confirming.
 */
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
// The harness gives jsdom the CSS.escape React Aria's overlays call.
import './harness.tsx';

function open(cancelLabel?: string) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      title="일정을 삭제할까요?"
      isOpen
      onOpenChange={onOpenChange}
      confirmLabel="삭제"
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
      destructive
    >
      일정과 참석 응답이 모두 삭제됩니다.
    </ConfirmDialog>,
  );
  return { onOpenChange, onConfirm };
}

describe('confirm dialog', () => {
  test('says 취소 when the dialog names no way out, focused first; it closes without confirming', async () => {
    const { onOpenChange, onConfirm } = open();
    const dialog = await screen.findByRole('alertdialog', { name: '일정을 삭제할까요?' });
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(dialog.contains(cancel)).toBe(true);
    expect(document.activeElement).toBe(cancel);
    act(() => cancel.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('a dialog that names its way out shows that instead', async () => {
    open('돌아가기');
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: '돌아가기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
  });
});
