/**
 * 회비 설정 (TEAM_ADMIN): the monthly amount in won and the month a change applies from (decision
 * 062; the amounts in force listed when there is more than one), the due day (1–28), the start month, whether
 * members see each other's status (on by default), the due day's reminder, and the exemptions
 * (a member, from a month to a month or until further notice, a reason; removable).
 */
import { DuesExemptionRequest, DuesSettingsRequest, type DuesSettings } from '#contract/dues.ts';
import { addMonths, monthsBetween } from '#machines/dues.ledger.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { duesMessages as d, monthLabel } from '#src/lib/messages/dues.ts';
import { duesSettingsQuery } from '#src/lib/queries/dues.ts';
import { useServices } from '#src/lib/services.tsx';
import { addExemptionMutation, removeExemptionMutation, saveDuesSettingsMutation } from '../api/dues-writes.ts';
import * as css from '../dues.css.ts';
import { checkRequest, writeFailure, type FieldErrors } from '../write-checks.ts';
import { FormError } from './write-form.tsx';

const s = d.settings;

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const earliest = addMonths(thisMonth, -24) < startMonth ? addMonths(thisMonth, -24) : startMonth;

  const submit = () => {
    const checked = checkRequest(DuesSettingsRequest, {
      monthlyAmount: Number.isNaN(monthlyAmount) ? undefined : monthlyAmount,
      dueDay: Number.isNaN(dueDay) ? undefined : dueDay,
      startMonth, membersSeeEachOther, remindOnDueDay,
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
    <Form validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <div className={css.formRow}>
        <NumberField label={s.monthlyAmount} unit="원" value={monthlyAmount} onChange={setMonthlyAmount} minValue={0} formatOptions={{ useGrouping: true, maximumFractionDigits: 0 }} description={s.monthlyAmountHint} errorMessage={errors.monthlyAmount} />
        <NumberField label={s.dueDay} unit="일" value={dueDay} onChange={setDueDay} minValue={1} maxValue={28} formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }} description={s.dueDayHint} errorMessage={errors.dueDay} />
      </div>
      {settings.configured ? (
        <Select label={s.amountFrom} options={monthOptions(earliest, addMonths(thisMonth, 12))} value={amountFromMonth} onChange={(value) => value && setAmountFromMonth(value)} description={s.amountFromHint} errorMessage={errors.amountFromMonth} />
      ) : null}
      {settings.rates.length > 1 ? <RateHistory rates={settings.rates} /> : null}
      <Select label={s.startMonth} options={monthOptions(earliest, addMonths(thisMonth, 12))} value={startMonth} onChange={(value) => value && setStartMonth(value)} errorMessage={errors.startMonth} />
      <Switch isSelected={membersSeeEachOther} onChange={setMembersSee} description={s.membersSeeHint}>{s.membersSee}</Switch>
      <Switch isSelected={remindOnDueDay} onChange={setRemind} description={s.remindHint}>{s.remind}</Switch>
      <FormError message={failure} />
      <div className={css.buttons}>
        <Button variant="secondary" onPress={onClose}>{d.common.close}</Button>
        <Button type="submit" isPending={save.isPending}>{s.save}</Button>
      </div>
    </Form>
  );
}

/** The monthly amounts in force, each from its month on. */
function RateHistory({ rates }: { rates: DuesSettings['rates'] }) {
  return (
    <section className={css.section} aria-labelledby="dues-rates">
      <h3 id="dues-rates">{s.rates}</h3>
      <ul className={css.list}>
        {rates.map((rate) => (
          <li key={rate.fromMonth} className={css.listItem}>{s.rateLine(rate.fromMonth, rate.amount)}</li>
        ))}
      </ul>
    </section>
  );
}

function Exemptions({ teamId, people, thisMonth, settings }: Omit<SettingsDialogProps, 'isOpen' | 'onClose'> & { settings: DuesSettings }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const add = useMutation(addExemptionMutation(http, queryClient, teamId));
  const remove = useMutation(removeExemptionMutation(http, queryClient, teamId));
  const [userId, setUserId] = useState<string | null>(null);
  const [fromMonth, setFromMonth] = useState(thisMonth);
  const [toMonth, setToMonth] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const months = monthOptions(addMonths(thisMonth, -12), addMonths(thisMonth, 12));

  const submit = () => {
    const checked = checkRequest(DuesExemptionRequest, { userId: userId ? Number(userId) : undefined, fromMonth, toMonth: toMonth || null, reason: reason.trim() || null });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    add.mutate(checked.request, {
      onSuccess: () => {
        toast.success(s.exemptionAdded);
        setUserId(null);
        setReason('');
      },
      onError: (error) => {
        const { message, fields } = writeFailure(error);
        setErrors(fields);
        setFailure(message);
      },
    });
  };

  return (
    <section className={css.section} aria-labelledby="dues-exemptions">
      <h3 id="dues-exemptions">{s.exemptions}</h3>
      {settings.exemptions.length === 0 ? <p className={css.muted}>{s.noExemptions}</p> : (
        <ul className={css.list}>
          {settings.exemptions.map((x) => (
            <li key={x.id} className={css.listItem}>
              <span className={css.listMain}>
                <strong>{x.userName}</strong>
                <span className={css.muted}>{s.exemptionLine(x.fromMonth, x.toMonth)}{x.reason ? ` · ${x.reason}` : ''}</span>
              </span>
              <Button size="sm" variant="secondary" aria-label={s.removeFor(x.userName)} isPending={remove.isPending && remove.variables === x.id}
                onPress={() => remove.mutate(x.id, { onSuccess: () => toast.success(s.exemptionRemoved), onError: (error) => setFailure(writeFailure(error).message) })}>
                {s.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <div className={css.formRow}>
          <Select label={s.exemptMember} options={people.map((p) => ({ value: String(p.userId), label: p.name }))} value={userId} onChange={setUserId} errorMessage={errors.userId} />
          <Select label={s.exemptFrom} options={months} value={fromMonth} onChange={(value) => value && setFromMonth(value)} errorMessage={errors.fromMonth} />
          <Select label={s.exemptTo} options={[{ value: '', label: s.openEnded }, ...months]} value={toMonth} onChange={(value) => setToMonth(value ?? '')} errorMessage={errors.toMonth} />
        </div>
        <TextField label={s.reason} value={reason} onChange={setReason} errorMessage={errors.reason} />
        <FormError message={failure} />
        <div className={css.buttons}>
          <Button type="submit" variant="secondary" isPending={add.isPending}>{s.addExemption}</Button>
        </div>
      </Form>
    </section>
  );
}
