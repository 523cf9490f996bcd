/**
 * 회비 설정 (TEAM_ADMIN): the monthly amount in won and the month a change applies from — this month
 * or later: a past month keeps its amount (decisions 062, 071) — with every change made so far once
 * there is more than one, the due day (1–28), the start month, whether members see each other's status
 * (on by default), the due day's reminder, and the exemptions (a member, from a month to a month or
 * until further notice, a reason; removable), each added with a client id as the ledger's writes.
 */
import { memberStatusMessages } from '#src/lib/messages/member-status.ts';
import { DuesExemptionRequest, DuesSettingsRequest, type DuesSettings } from '#contract/dues.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { addMonths, monthsBetween } from '#machines/dues.ledger.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { AmountField } from './amount-field.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { duesMessages as d, monthLabel } from '#src/lib/messages/dues.ts';
import { duesSettingsQuery } from '#src/lib/queries/dues.ts';
import { useServices } from '#src/lib/services.tsx';
import { addExemptionMutation, removeExemptionMutation, saveDuesSettingsMutation } from '../api/dues-writes.ts';
import * as css from '../dues.css.ts';
import { useDuesWrite } from '../use-dues-write.ts';
import { checkRequest } from '#src/lib/form-errors.ts';
import { writeFailure, type FieldErrors } from '../write-checks.ts';
import { FormError } from './write-form.tsx';

const s = d.settings;
const statusText = memberStatusMessages.dues;

interface SettingsDialogProps {
  teamId: number;
  people: readonly { userId: number; name: string }[];
  thisMonth: string;
  isOpen: boolean;
  onClose: () => void;
}

export function DuesSettingsDialog({ isOpen, onClose, ...props }: SettingsDialogProps) {
  const { http } = useServices();
  const settings = useQuery({ ...duesSettingsQuery(http, props.teamId), enabled: isOpen });
  return (
    <AppDialog title={s.title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} wide>
      {isOpen ? (
        <QueryState query={settings} failed={d.loadFailed}>
          {(data) => (
            <>
              <SettingsForm {...props} settings={data} onClose={onClose} />
              {data.configured ? <Exemptions {...props} settings={data} /> : null}
            </>
          )}
        </QueryState>
      ) : null}
    </AppDialog>
  );
}

const monthOptions = (from: string, to: string) => monthsBetween(from, to).map((m) => ({ value: m, label: monthLabel(m) }));

function SettingsForm({ teamId, thisMonth, settings, onClose }: Omit<SettingsDialogProps, 'isOpen'> & { settings: DuesSettings }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const save = useMutation(saveDuesSettingsMutation(http, queryClient, teamId));
  const [monthlyAmount, setMonthlyAmount] = useState(settings.monthlyAmount);
  // A change of the amount applies from a month on (this month unless chosen); the first save, from the start month.
  const [amountFromMonth, setAmountFromMonth] = useState(thisMonth);
  const [dueDay, setDueDay] = useState(settings.dueDay);
  const [startMonth, setStartMonth] = useState(settings.startMonth);
  const [membersSeeEachOther, setMembersSee] = useState(settings.membersSeeEachOther);
  const [remindOnDueDay, setRemind] = useState(settings.remindOnDueDay);
  const [pauseOnLeave, setPauseOnLeave] = useState(settings.pauseOnLeave);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const earliest = addMonths(thisMonth, -24) < startMonth ? addMonths(thisMonth, -24) : startMonth;
  // A change from a past month would re-price months already paid (the server refuses it: 409 5024).
  const amountMonths = monthOptions(thisMonth, addMonths(thisMonth, 12));

  const submit = () => {
    const checked = checkRequest(DuesSettingsRequest, {
      monthlyAmount: Number.isNaN(monthlyAmount) ? undefined : monthlyAmount,
      dueDay: Number.isNaN(dueDay) ? undefined : dueDay,
      startMonth,
      membersSeeEachOther,
      remindOnDueDay,
      pauseOnLeave,
      // The month already having the amount typed changes nothing (decision 062): safe to send with every save.
      amountFromMonth: settings.configured ? amountFromMonth : undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    save.mutate(checked.request, {
      onSuccess: () => {
        toast.success(s.saved);
        onClose();
      },
      onError: (error) => {
        const { message, fields } = writeFailure(error);
        setErrors(fields);
        setFailure(message);
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <div className={css.formRow}>
        <AmountField
          label={s.monthlyAmount}
          value={monthlyAmount}
          onChange={setMonthlyAmount}
          description={s.monthlyAmountHint}
          errorMessage={errors.monthlyAmount}
        />
        <NumberField
          label={s.dueDay}
          unit="일"
          value={dueDay}
          onChange={setDueDay}
          minValue={1}
          maxValue={28}
          whole
          description={s.dueDayHint}
          errorMessage={errors.dueDay}
        />
      </div>
      {settings.configured ? (
        <Select
          label={s.amountFrom}
          options={amountMonths}
          value={amountFromMonth}
          onChange={(value) => value && setAmountFromMonth(value)}
          description={s.amountFromHint}
          errorMessage={errors.amountFromMonth}
        />
      ) : null}
      {settings.rateChanges.length > 1 ? <RateHistory changes={settings.rateChanges} /> : null}
      <Select
        label={s.startMonth}
        options={monthOptions(earliest, addMonths(thisMonth, 12))}
        value={startMonth}
        onChange={(value) => value && setStartMonth(value)}
        errorMessage={errors.startMonth}
      />
      <Switch isSelected={membersSeeEachOther} onChange={setMembersSee} description={s.membersSeeHint}>
        {s.membersSee}
      </Switch>
      <Switch isSelected={remindOnDueDay} onChange={setRemind} description={s.remindHint}>
        {s.remind}
      </Switch>
      <Switch isSelected={pauseOnLeave} onChange={setPauseOnLeave} description={statusText.pauseOnLeaveHint}>
        {statusText.pauseOnLeave}
      </Switch>
      <FormError message={failure} />
      <FormButtons cancelLabel={d.common.close} onCancel={onClose} submitLabel={s.save} submitVariant="secondary" isPending={save.isPending} />
    </Form>
  );
}

/** Every change of the monthly amount, newest first: what it set, who set it and on which day (Seoul). */
function RateHistory({ changes }: { changes: DuesSettings['rateChanges'] }) {
  return (
    <section className={css.section} aria-labelledby="dues-rates">
      <h3 id="dues-rates">{s.rates}</h3>
      <p className={css.muted}>{s.ratesKept}</p>
      <ul className={css.list}>
        {changes.map((change) => (
          <li key={change.setAt + change.fromMonth} className={css.listItem}>
            <span className={css.listMain}>
              <span>{s.rateLine(change.fromMonth, change.amount)}</span>
              <span className={css.muted}>{s.rateChangeBy(change.setByName, seoulDate(change.setAt))}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Exemptions({ teamId, people, thisMonth, settings }: Omit<SettingsDialogProps, 'isOpen' | 'onClose'> & { settings: DuesSettings }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const remove = useMutation(removeExemptionMutation(http, queryClient, teamId));
  const [failure, setFailure] = useState<string | null>(null);
  // Each exemption added is one write with its own client id: the form starts anew (a new id) after one is added.
  const [added, setAdded] = useState(0);

  return (
    <section className={css.section} aria-labelledby="dues-exemptions">
      <h3 id="dues-exemptions">{s.exemptions}</h3>
      {settings.exemptions.length === 0 ? (
        <p className={css.muted}>{s.noExemptions}</p>
      ) : (
        <ul className={css.list}>
          {settings.exemptions.map((x) => (
            <li key={x.id} className={css.listItem}>
              <span className={css.listMain}>
                <strong>{x.userName}</strong>
                <span className={css.muted}>
                  {s.exemptionLine(x.fromMonth, x.toMonth)}
                  {x.reason ? ` · ${x.reason}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={s.removeFor(x.userName)}
                isPending={remove.isPending && remove.variables === x.id}
                onPress={() =>
                  remove.mutate(x.id, { onSuccess: () => toast.success(s.exemptionRemoved), onError: (error) => setFailure(writeFailure(error).message) })
                }
              >
                {s.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={failure} />
      <ExemptionForm key={added} teamId={teamId} people={people} thisMonth={thisMonth} onAdded={() => setAdded((n) => n + 1)} />
    </section>
  );
}

function ExemptionForm({ teamId, people, thisMonth, onAdded }: Pick<SettingsDialogProps, 'teamId' | 'people' | 'thisMonth'> & { onAdded: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const add = useMutation(addExemptionMutation(http, queryClient, teamId));
  const write = useDuesWrite(
    (request) => add.mutateAsync(request as DuesExemptionRequest),
    () => {
      toast.success(s.exemptionAdded);
      onAdded();
    },
  );
  const [userId, setUserId] = useState<string | null>(null);
  const [fromMonth, setFromMonth] = useState(thisMonth);
  const [toMonth, setToMonth] = useState('');
  const [reason, setReason] = useState('');
  const { errors } = write;
  const months = monthOptions(addMonths(thisMonth, -12), addMonths(thisMonth, 12));

  const submit = () =>
    write.submitChecked(DuesExemptionRequest, {
      clientId: write.clientId,
      userId: userId ? Number(userId) : undefined,
      fromMonth,
      toMonth: toMonth || null,
      reason: reason.trim() || null,
    });

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <div className={css.formRow}>
        <Select
          label={s.exemptMember}
          options={people.map((p) => ({ value: String(p.userId), label: p.name }))}
          value={userId}
          onChange={setUserId}
          errorMessage={errors.userId}
        />
        <Select label={s.exemptFrom} options={months} value={fromMonth} onChange={(value) => value && setFromMonth(value)} errorMessage={errors.fromMonth} />
        <Select
          label={s.exemptTo}
          options={[{ value: '', label: s.openEnded }, ...months]}
          value={toMonth}
          onChange={(value) => setToMonth(value ?? '')}
          errorMessage={errors.toMonth}
        />
      </div>
      <TextField label={s.reason} value={reason} onChange={setReason} errorMessage={errors.reason} />
      <FormError message={write.failureMessage} />
      <FormButtons submitLabel={s.addExemption} submitVariant="secondary" isPending={write.isSending} />
    </Form>
  );
}
