/**
 * 납부 기록 (TEAM_ADMIN): who paid, for which of the months charged to them (several at once, a
 * quarter ahead too; never a month with nothing due, decision 072), how much —
 * by default what those months still owe (dues-view.ts, machines/dues.ledger.ts), with how it spreads
 * — the day, the method and a note. Opened from a member's cell in one tap, recorded in the second.
 */
import { DuesPaymentRequest } from '#contract/dues.ts';
import type { PaymentMethod } from '#contract/enums.ts';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { CheckboxGroup } from '#src/components/ui/checkbox-group.tsx';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { AmountField } from './amount-field.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { duesMessages as d, monthLabel, shortMonth, won } from '#src/lib/messages/dues.ts';
import { useServices } from '#src/lib/services.tsx';
import { recordPaymentMutation } from '../api/dues-writes.ts';
import { chargedMonths, defaultMonths, owedForMonths, paymentSpread, type BoardMember, type PaymentRules } from '../dues-view.ts';
import * as css from '../dues.css.ts';
import { useDuesWrite } from '../use-dues-write.ts';
import { seoulToday } from '../write-checks.ts';
import { WriteFormEnd } from './write-form.tsx';

const p = d.payment;
const methods = (['TRANSFER', 'CASH', 'OTHER'] as const).map((value) => ({ value, label: d.methods[value] }));

export interface PaymentTarget {
  userId: number;
  month?: string;
}

interface PaymentDialogProps {
  teamId: number;
  members: readonly BoardMember[];
  /**
   * The team's dues settings: the amounts, the start and who is exempt when. The form waits for them:
   * what a member owes, and so the default amount, depends on the exemptions.
   */
  rules: UseQueryResult<PaymentRules>;
  /** The months one may pick (half a year back to half a year ahead). */
  months: readonly string[];
  thisMonth: string;
  target: PaymentTarget | null;
  onClose: () => void;
}

export function PaymentDialog({ target, onClose, rules, ...props }: PaymentDialogProps) {
  return (
    <AppDialog title={p.title} isOpen={target !== null} onOpenChange={(open) => !open && onClose()} wide>
      {target ? (
        <QueryState query={rules} failed={d.loadFailed}>
          {(loaded) => <PaymentForm {...props} rules={loaded} target={target} onClose={onClose} />}
        </QueryState>
      ) : null}
    </AppDialog>
  );
}

type PaymentFormProps = Omit<PaymentDialogProps, 'target' | 'rules'> & { rules: PaymentRules; target: PaymentTarget };

function PaymentForm({ teamId, members, rules, months: choices, thisMonth, target, onClose }: PaymentFormProps) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const record = useMutation(recordPaymentMutation(http, queryClient, teamId));
  const write = useDuesWrite(
    (request) => record.mutateAsync(request as DuesPaymentRequest),
    (entry) => {
      toast.success(p.done(members.find((m) => m.userId === entry.userId)?.name ?? '', entry.amount));
      onClose();
    },
  );
  const clientId = write.clientId;
  const [userId, setUserId] = useState(target.userId);
  const member = members.find((m) => m.userId === userId) ?? members[0];
  // Only the months charged to this member: a month with nothing due cannot be paid (decision 072).
  const offered = (who: BoardMember) => chargedMonths(who, rules, choices);
  const [months, setMonths] = useState<string[]>(() => (member ? defaultMonths(member, thisMonth, offered(member), target.month) : []));
  // null: the default, what the chosen months still owe; a number once the admin typed one.
  const [typed, setTyped] = useState<number | null>(null);
  const [paidOn, setPaidOn] = useState<string | null>(seoulToday());
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
  const [note, setNote] = useState('');
  const { errors } = write;

  if (!member) return null;
  const charged = offered(member);
  const owed = owedForMonths(member, rules, months);
  const amount = typed ?? owed;
  const spread = paymentSpread(member, rules, amount, months);

  const submit = () =>
    write.submitChecked(DuesPaymentRequest, {
      clientId,
      userId,
      amount: Number.isNaN(amount) ? undefined : amount,
      paidOn: paidOn ?? undefined,
      method,
      note: note.trim() || null,
      months: [...months].sort(),
    });

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <Select
        label={p.member}
        options={members.map((m) => ({ value: String(m.userId), label: m.name }))}
        value={String(userId)}
        onChange={(value) => {
          if (!value) return;
          const next = members.find((m) => m.userId === Number(value));
          setUserId(Number(value));
          if (next) setMonths(defaultMonths(next, thisMonth, offered(next)));
          setTyped(null);
        }}
        errorMessage={errors.userId}
      />
      {charged.length > 0 ? (
        <CheckboxGroup
          label={p.months}
          description={p.monthsHint}
          value={months}
          onChange={(value) => {
            setMonths(value);
            setTyped(null);
          }}
          errorMessage={errors.months}
          className={css.monthGrid}
        >
          {charged.map((month) => (
            <Checkbox key={month} value={month}>
              {monthLabel(month)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <p className={css.muted}>{p.noChargedMonths}</p>
      )}
      <AmountField
        label={p.amount}
        value={amount}
        onChange={setTyped}
        description={months.length ? p.amountHint(owed) : p.noMonths}
        errorMessage={errors.amount}
      />
      {spread.length > 0 ? (
        <p className={css.muted} aria-live="polite">
          {p.spread(spread.map((a) => `${shortMonth(a.month)} ${won(a.amount)}`).join(', '))}
        </p>
      ) : null}
      <div className={css.formRow}>
        <DatePicker label={p.date} value={paidOn} onChange={setPaidOn} labels={d.common.dateLabels} errorMessage={errors.paidOn} isRequired />
        <RadioGroup label={p.method} options={methods} value={method} onChange={(value) => setMethod(value as PaymentMethod)} errorMessage={errors.method} />
      </div>
      <TextField label={p.note} value={note} onChange={setNote} errorMessage={errors.note} />
      <WriteFormEnd write={write} submitLabel={p.submit} onCancel={onClose} />
    </Form>
  );
}
