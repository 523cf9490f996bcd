/**
 * The settings dialog's account section: log out, and 회원 탈퇴 behind its own confirmation
 * (decision 031). Both end the session on this device the same way (useEndSession), and this device
 * stops receiving the person's notifications (decision 058): a logout first asks the server to forget it,
 * while the session can still ask. A withdrawal removes the person's devices at the server (decision
 * 058), so the browser only unsubscribes.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import * as css from '../settings-dialog.css.ts';
import { forgetThisDevice } from '../push/push-device.ts';
import { useEndSession } from '../use-end-session.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const m = messages.settings;

/** `onDone` closes the settings dialog (after a logout, a withdrawal, or a way to a team's admin page). */
export function AccountSection({ onDone }: { onDone: () => void }) {
  const { http } = useServices();
  const endSession = useEndSession();
  // Lives as long as the settings dialog is open, so each opening starts with the confirmation closed.
  const [withdrawOpen, setWithdrawOpen] = useState(false);

  const logout = useMutation({
    mutationFn: async () => {
      await forgetThisDevice(http);
      await http.call('logout');
    },
    onSuccess: () => {
      onDone();
      endSession(m.loggedOut);
    },
    onError: (error) => toast.error(messages.toast.failure(m.logoutFailed, errorJson(error))),
  });

  const leave = () => {
    setWithdrawOpen(false);
    onDone();
  };

  return (
    <section className={css.section} aria-labelledby="settings-account">
      <h3 id="settings-account" className={css.sectionTitle}>
        {m.account}
      </h3>
      <div className={css.buttons}>
        <Button onPress={() => logout.mutate()} isPending={logout.isPending}>
          {m.logout}
        </Button>
        <Button variant="danger" onPress={() => setWithdrawOpen(true)}>
          {m.withdraw}
        </Button>
      </div>
      <WithdrawDialog
        isOpen={withdrawOpen}
        onOpenChange={setWithdrawOpen}
        onWithdrawn={() => {
          void forgetThisDevice(http, false);
          leave();
          endSession(m.withdrawn);
        }}
        onLeave={leave}
      />
    </section>
  );
}
