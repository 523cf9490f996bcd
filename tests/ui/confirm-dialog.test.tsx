// @vitest-environment jsdom
/**
 * The confirm dialog (src/components/ui/confirm-dialog.tsx): its way out says 취소 unless the dialog
 * names its own, has the first focus (the safe choice) and closes the dialog without confirming;
 * useConfirm holds what the dialog asks about until it closes.
 */
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { act, render, screen, waitFor } from '@testing-library/react';
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

function RemoveMembers({ onRemove }: { onRemove: (name: string) => void }) {
  const removal = useConfirm<{ name: string }>();
  return (
    <>
      {['김민수', '이영희'].map((name) => (
        <Button key={name} onPress={() => removal.ask({ name })}>
          {`${name} 내보내기`}
        </Button>
      ))}
      <ConfirmDialog
        title="멤버를 내보낼까요?"
        {...removal.dialogProps}
        confirmLabel="내보내기"
        onConfirm={() => {
          if (removal.about) onRemove(removal.about.name);
          removal.close();
        }}
      >
        {removal.about ? `${removal.about.name} 님을 팀에서 내보냅니다.` : null}
      </ConfirmDialog>
    </>
  );
}

describe('useConfirm', () => {
  test('asking opens the dialog about that subject; confirming acts on it and closes', async () => {
    const removed: string[] = [];
    render(<RemoveMembers onRemove={(name) => removed.push(name)} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => screen.getByRole('button', { name: '이영희 내보내기' }).click());
    expect(await screen.findByText('이영희 님을 팀에서 내보냅니다.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '내보내기' }).click());
    expect(removed).toEqual(['이영희']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('cancelling closes the dialog and forgets the subject: nothing is acted on', async () => {
    const removed: string[] = [];
    render(<RemoveMembers onRemove={(name) => removed.push(name)} />);
    act(() => screen.getByRole('button', { name: '김민수 내보내기' }).click());
    await screen.findByRole('alertdialog');
    act(() => screen.getByRole('button', { name: '취소' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('김민수 님을 팀에서 내보냅니다.')).toBeNull();
    expect(removed).toEqual([]);
  });
});
