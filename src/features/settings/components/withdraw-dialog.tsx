/**
 * The confirmation of leaving Pitchside (decision 031), opened from the settings dialog. It says
 * what is erased and what stays, what the person still owes each team in dues (decision 072), and
 * asks for the word '탈퇴' typed before the danger button acts.
 * The sole admin of a team that still has other members is shown that team with a link to its admin
 * page instead (the server refuses the same case with 409 4008, whose message is shown if it comes).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MyTeam } from '#contract/users.ts';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { withdrawMutation } from '../api/withdraw.ts';
import { useDuesOwed } from '../use-dues-owed.ts';
import { useHandoverCheck } from '../use-handover-check.ts';
import * as css from './withdraw-dialog.css.ts';

const m = messages.settings.withdrawDialog;
const lastAdminCode = 4008;

export interface WithdrawDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server answered 204: end the session on this device. */
  onWithdrawn: () => void;
  /** A link to a team's admin page was followed (the settings dialog closes too). */
  onLeave: () => void;
}

export function WithdrawDialog({ isOpen, onOpenChange, onWithdrawn, onLeave }: WithdrawDialogProps) {
  const { stranded, checking } = useHandoverCheck(isOpen);
  if (stranded.length > 0) return <HandoverDialog teams={stranded} isOpen={isOpen} onOpenChange={onOpenChange} onLeave={onLeave} />;
  return <ConfirmWithdrawDialog isOpen={isOpen} onOpenChange={onOpenChange} onWithdrawn={onWithdrawn} checking={checking} />;
}

/** The teams to hand over first, each with a link to its admin page (roles, members). */
function HandoverDialog({
  teams,
  isOpen,
  onOpenChange,
  onLeave,
}: {
  teams: MyTeam[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
}) {
  return (
    <AppDialog title={m.handoverTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <p className={css.body}>{m.handoverIntro}</p>
          <ul className={css.teamLinks}>
            {teams.map((team) => (
              <li key={team.id}>
                <Link href={`/teams/${team.id}/admin`} onPress={onLeave}>
                  {m.handoverLink(teamDisplayName(team))}
                </Link>
              </li>
            ))}
          </ul>
          <div className={css.actions}>
            <Button variant="secondary" onPress={close} autoFocus>
              {m.close}
            </Button>
          </div>
        </>
      )}
    </AppDialog>
  );
}

interface ConfirmProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onWithdrawn: () => void;
  /** The hand-over check is still reading: the danger button waits for it. */
  checking: boolean;
}

/** What leaving does, the typed word, Cancel (the first focus) and the danger button at the far end. */
function ConfirmWithdrawDialog({ isOpen, onOpenChange, onWithdrawn, checking }: ConfirmProps) {
  const { http } = useServices();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Each opening starts blank.
  useEffect(() => {
    if (!isOpen) return;
    setTyped('');
    setMismatch(false);
    setRefusal(null);
  }, [isOpen]);

  const withdraw = useMutation({
    ...withdrawMutation(http),
    onSuccess: () => onWithdrawn(),
    onError: (error) => {
      if (error instanceof HttpError && error.code === lastAdminCode) setRefusal(error.message);
      toast.error(messages.toast.failure(messages.settings.withdrawFailed, errorJson(error)));
    },
  });

  const confirm = () => {
    if (typed.trim() === m.confirmWord) withdraw.mutate();
    else setMismatch(true);
  };

  return (
    <AppDialog title={m.title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!withdraw.isPending}>
      {(close) => (
        <>
          <Consequences />
          <DuesStillOwed />
          {checking ? <Loading label={m.checking} /> : null}
          {refusal ? (
            <p role="alert" className={css.refusal}>
              {refusal}
            </p>
          ) : null}
          <TextField
            label={m.confirmLabel}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setMismatch(false);
            }}
            autoComplete="off"
            errorMessage={mismatch ? m.confirmMismatch : undefined}
            isDisabled={withdraw.isPending}
          />
          <div className={css.actions}>
            <Button variant="secondary" onPress={close} autoFocus isDisabled={withdraw.isPending}>
              {m.cancel}
            </Button>
            <Button variant="danger" onPress={confirm} isPending={withdraw.isPending} isDisabled={checking}>
              {m.confirm}
            </Button>
          </div>
        </>
      )}
    </AppDialog>
  );
}

function Consequences() {
  return (
    <div className={css.body}>
      <p>{m.intro}</p>
      <ul className={css.consequences}>
        {m.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={css.warning}>{m.irreversible}</p>
    </div>
  );
}

/** The dues the person still owes, per team, with the figure: they stay on the team's board without a name. */
function DuesStillOwed() {
  const owing = useDuesOwed();
  if (owing.length === 0) return null;
  return (
    <div className={css.owed}>
      <p>{m.duesOwedIntro}</p>
      <ul className={css.consequences}>
        {owing.map((team) => (
          <li key={team.id}>{m.duesOwedLine(teamDisplayName(team), team.duesOwed ?? 0)}</li>
        ))}
      </ul>
      <p>{m.duesOwedNote}</p>
    </div>
  );
}
