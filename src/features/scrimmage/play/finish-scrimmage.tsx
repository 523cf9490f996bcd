/**
 * 자체전 종료 on the record screen (decision 079: finishing is refused while a game is on): offered when
 * the lifecycle machine takes it — between games once one was played (decision 090) — asked first, and
 * held back while taps still wait in the outbox, so the results it fixes are the ones the runner saw.
 * The machine sends it; the record screen's hook lands the runner on the scrimmage page.
 */
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { text } from '#src/styles/text.css.ts';

export interface FinishScrimmageProps {
  /** Writes waiting in the outbox. */
  pending: number;
  /** The machine takes 자체전 종료 now. */
  canFinish: boolean;
  /** It is on its way. */
  finishing: boolean;
  onFinish: () => void;
}

export function FinishScrimmage({ pending, canFinish, finishing, onFinish }: FinishScrimmageProps) {
  const asking = useConfirm();
  if (!canFinish && !finishing) return null;
  return (
    <div>
      <Button variant="danger" size="lg" isDisabled={pending > 0} isPending={finishing} onPress={() => asking.ask()}>
        {m.finish}
      </Button>
      {pending > 0 ? <p className={text({ tone: 'muted', size: 'sm' })}>{m.finishWaits}</p> : null}
      <ConfirmDialog
        title={m.confirmFinish}
        {...asking.dialogProps}
        confirmLabel={m.finish}
        destructive
        isPending={finishing}
        onConfirm={() => {
          asking.close();
          onFinish();
        }}
      >
        {m.confirmFinishBody}
      </ConfirmDialog>
    </div>
  );
}
