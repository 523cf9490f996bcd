/**
 * 자체전 종료 on the record screen (decision 079: finishing is refused while a game is on): offered
 * between games once one was played, asked first, and held back while taps still wait in the outbox,
 * so the results it fixes are the ones the runner saw.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { useServices } from '#src/lib/services.tsx';
import { text } from '#src/styles/text.css.ts';

export function FinishScrimmage({ scrimmage: s, pending }: { scrimmage: Scrimmage; pending: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const asking = useConfirm();
  const finish = useMutation({
    mutationFn: () => http.call('finishScrimmage', { params: { id: s.teamId, scrimmageId: s.id } }),
    onSuccess: async (finished) => {
      queryClient.setQueryData(scrimmageKeys.detail(s.teamId, s.id), finished);
      await queryClient.invalidateQueries({ queryKey: scrimmageKeys.all(s.teamId) });
      toast.success(m.finished);
      navigate(`/teams/${s.teamId}/scrimmages/${s.id}`);
    },
    onError: (error) => toast.error(messages.toast.failure(m.finishFailed, errorJson(error))),
  });
  const played = s.games.some((g) => g.state === 'FINISHED');
  const gameOn = s.games.some((g) => g.state !== 'FINISHED');
  if (s.state !== 'PLAYING' || !played || gameOn) return null;
  return (
    <div>
      <Button variant="danger" size="lg" isDisabled={pending > 0} isPending={finish.isPending} onPress={() => asking.ask()}>
        {m.finish}
      </Button>
      {pending > 0 ? <p className={text({ tone: 'muted', size: 'sm' })}>{m.finishWaits}</p> : null}
      <ConfirmDialog
        title={m.confirmFinish}
        {...asking.dialogProps}
        confirmLabel={m.finish}
        destructive
        isPending={finish.isPending}
        onConfirm={() => {
          asking.close();
          finish.mutate();
        }}
      >
        {m.confirmFinishBody}
      </ConfirmDialog>
    </div>
  );
}
