/**
 * 기타 수입/지출 (a sponsor, a fine in; a ball, a trophy out) and 정정 (the reversal of a mistaken
 * entry, with its reason): TEAM_ADMIN, each idempotent on the clientId its dialog made when it opened.
 */
import { DuesEntryRequest, DuesReversalRequest, type LedgerEntry } from '#contract/dues.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { AmountField } from './amount-field.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { duesMessages as d, signedWon } from '#src/lib/messages/dues.ts';
import { useServices } from '#src/lib/services.tsx';
import { recordEntryMutation, reverseEntryMutation } from '../api/dues-writes.ts';
import { entryWhat } from '../dues-view.ts';
import * as css from '../dues.css.ts';
import { useDuesWrite } from '../use-dues-write.ts';
import { seoulToday } from '../write-checks.ts';
import { WriteFormEnd } from './write-form.tsx';

const e = d.entry;
const kinds = (['INCOME', 'EXPENSE'] as const).map((value) => ({ value, label: e.kinds[value] }));

export function EntryDialog({ teamId, isOpen, onClose }: { teamId: number; isOpen: boolean; onClose: () => void }) {
  return (
    <AppDialog title={e.title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen ? <EntryForm teamId={teamId} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function EntryForm({ teamId, onClose }: { teamId: number; onClose: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const record = useMutation(recordEntryMutation(http, queryClient, teamId));
  const write = useDuesWrite(
    (request) => record.mutateAsync(request as DuesEntryRequest),
    () => {
      toast.success(e.done);
      onClose();
    },
  );
  const clientId = write.clientId;
  const [kind, setKind] = useState<'INCOME' | 'EXPENSE'>('INCOME');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState(Number.NaN);
  const [occurredOn, setOccurredOn] = useState<string | null>(seoulToday());
  const [note, setNote] = useState('');
  const { errors } = write;

  const submit = () =>
    write.submitChecked(DuesEntryRequest, {
      clientId,
      kind,
      label,
      amount: Number.isNaN(amount) ? undefined : amount,
      occurredOn: occurredOn ?? undefined,
      note: note.trim() || null,
    });

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <RadioGroup label={e.kind} options={kinds} value={kind} onChange={(value) => setKind(value as 'INCOME' | 'EXPENSE')} errorMessage={errors.kind} />
      <TextField label={e.label} value={label} onChange={setLabel} errorMessage={errors.label} isRequired />
      <AmountField label={e.amount} value={amount} onChange={setAmount} errorMessage={errors.amount} />
      <DatePicker label={e.date} value={occurredOn} onChange={setOccurredOn} labels={d.common.dateLabels} errorMessage={errors.occurredOn} isRequired />
      <TextField label={e.note} value={note} onChange={setNote} errorMessage={errors.note} />
      <WriteFormEnd write={write} submitLabel={e.submit} onCancel={onClose} />
    </Form>
  );
}

export function ReversalDialog({ teamId, entry, onClose }: { teamId: number; entry: LedgerEntry | null; onClose: () => void }) {
  return (
    <AppDialog title={d.reversal.title} isOpen={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry ? <ReversalForm teamId={teamId} entry={entry} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function ReversalForm({ teamId, entry, onClose }: { teamId: number; entry: LedgerEntry; onClose: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const reverse = useMutation(reverseEntryMutation(http, queryClient, teamId));
  const write = useDuesWrite(
    (request) => reverse.mutateAsync({ entryId: entry.id, body: request as DuesReversalRequest }),
    () => {
      toast.success(d.reversal.done);
      onClose();
    },
  );
  const clientId = write.clientId;
  const [reason, setReason] = useState('');
  const { errors } = write;

  const submit = () => write.submitChecked(DuesReversalRequest, { clientId, reason });

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <p className={css.muted}>{d.reversal.explain}</p>
      <p>
        <strong>
          #{entry.id} {d.ledger.kinds[entry.kind]}
        </strong>{' '}
        · {entry.occurredOn} · {entryWhat(entry)} · <span className={css.number}>{signedWon(entry.amount)}</span>
      </p>
      <TextField label={d.reversal.reason} value={reason} onChange={setReason} errorMessage={errors.reason} isRequired />
      <WriteFormEnd write={write} submitLabel={d.reversal.submit} variant="danger" onCancel={onClose} />
    </Form>
  );
}
