/**
 * 상태 변경 (decision 091): 활동, 부상 until a date, 휴회 for a period, 명예 — an admin for anyone, a member
 * for themself (부상, 휴회, back to 활동). Checked with machines/member-status.ts `statusRefusal` before
 * sending, the server's refusal shown on its field.
 */
import { errorCodes } from '#contract/error-codes.ts';
import { memberStatusKinds, type MemberStatusKind } from '#contract/enums.ts';
import type { MemberStatusRequest } from '#contract/member-status.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import type { TeamMember } from '#contract/teams.ts';
import { statusRefusal, type StatusRefusal } from '#machines/member-status.ts';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { memberStatusMessages } from '#src/lib/messages/member-status.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { setMemberStatusMutation } from '../api/member-status.ts';
import * as css from '../members.css.ts';

const m = memberStatusMessages;
const hints: Partial<Record<MemberStatusKind, string>> = { INJURED: m.dialog.injuredHint, ON_LEAVE: m.dialog.leaveHint, HONORARY: m.dialog.honoraryHint };

export interface MemberStatusDialogProps {
  teamId: number;
  member: TeamMember;
  /** The member sets their own (no admin): 부상, 휴회 and 활동 only. */
  self: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MemberStatusDialog({ isOpen, onOpenChange, ...rest }: MemberStatusDialogProps) {
  return (
    <AppDialog title={rest.self ? m.dialog.titleMine : m.dialog.title(rest.member.name)} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <StatusForm {...rest} onDone={close} />}
    </AppDialog>
  );
}

function StatusForm({ teamId, member, self, onDone }: Omit<MemberStatusDialogProps, 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const today = seoulDate(Date.now());
  const [kind, setKind] = useState<MemberStatusKind>(member.status.kind);
  const [from, setFrom] = useState<string | null>(member.status.from ?? today);
  const [until, setUntil] = useState<string | null>(member.status.until);
  const [refusal, setRefusal] = useState<StatusRefusal | null>(null);
  const mutation = useMutation(setMemberStatusMutation(http, queryClient, teamId));
  const kinds = memberStatusKinds.filter((k) => !self || k !== 'HONORARY');
  const hasPeriod = kind === 'INJURED' || kind === 'ON_LEAVE';

  const request = (): MemberStatusRequest => (hasPeriod ? { kind, from, until } : { kind });
  const errorOf = (field: StatusRefusal['field']) => (refusal?.field === field ? errorCodes[refusal.error].message : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = request();
    const refused = statusRefusal(body, { today, self, current: member.status });
    setRefusal(refused);
    if (refused) return;
    mutation.mutate(
      { userId: member.userId, body },
      {
        onSuccess: () => {
          toast.success(m.dialog.saved(member.name, m.kinds[kind]));
          onDone();
        },
        onError: (error) => {
          const field = error instanceof HttpError ? (error.fieldErrors[0]?.field as StatusRefusal['field'] | undefined) : undefined;
          const known = Object.entries(errorCodes).find(([, entry]) => error instanceof HttpError && entry.code === error.code);
          if (field && known) return setRefusal({ error: known[0] as StatusRefusal['error'], field });
          toast.error(messages.toast.failure(m.dialog.failed, errorJson(error)));
        },
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      {self ? <p className={css.muted}>{m.dialog.mineNote}</p> : null}
      <RadioGroup
        label={m.dialog.kind}
        options={kinds.map((k) => ({ value: k, label: m.kinds[k] }))}
        value={kind}
        onChange={(value) => {
          setKind(value as MemberStatusKind);
          setRefusal(null);
        }}
        description={hints[kind]}
        errorMessage={errorOf('kind')}
      />
      {kind === 'ON_LEAVE' ? (
        <DatePicker label={m.dialog.from} value={from} onChange={setFrom} labels={m.dialog.dateLabels} errorMessage={errorOf('from')} isRequired />
      ) : null}
      {hasPeriod ? (
        <DatePicker
          label={m.dialog.until}
          value={until}
          onChange={setUntil}
          minValue={today}
          labels={m.dialog.dateLabels}
          errorMessage={errorOf('until')}
          isRequired
        />
      ) : null}
      <FormButtons cancelLabel={m.dialog.cancel} onCancel={onDone} submitLabel={m.dialog.save} isDisabled={mutation.isPending} />
    </Form>
  );
}
