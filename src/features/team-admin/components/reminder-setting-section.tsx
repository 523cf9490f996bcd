/**
 * 일정 알림 (decision 058): whether and how many hours before a schedule item the team's members who have
 * not answered are reminded (1–168, 24 by default). Checked with the contract's schema before it is
 * sent; the field says what is wrong.
 */
import type { NotificationSettings } from '#contract/notifications.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { QueryState } from '#src/components/common/query-state.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { notificationSettingsQuery } from '#src/lib/queries/notifications.ts';
import { useServices } from '#src/lib/services.tsx';
import { updateReminderSettingMutation } from '../api/reminder-setting.ts';
import { checkReminderForm, reminderForm, type ReminderForm } from '../reminder-hours.ts';
import { NoShowAlertForm } from './no-show-alert-form.tsx';
import * as css from '../team-admin.css.ts';
import { AdminSection } from './admin-section.tsx';

const t = teamAdminMessages.reminders;

export function ReminderSettingSection({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const settings = useQuery(notificationSettingsQuery(http, teamId));
  return (
    <AdminSection title={t.heading} lead={t.lead}>
      <QueryState query={settings} failed={t.loadFailed}>
        {(data) => (
          <>
            <ReminderSettingForm teamId={teamId} saved={data} />
            <NoShowAlertForm teamId={teamId} saved={data} />
          </>
        )}
      </QueryState>
    </AdminSection>
  );
}

function ReminderSettingForm({ teamId, saved }: { teamId: number; saved: NotificationSettings }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ReminderForm>(() => reminderForm(saved.reminderHoursBefore));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(updateReminderSettingMutation(http, queryClient, teamId));
  const summaryId = useId();
  const checked = checkReminderForm(form);

  // The error stays until the next 저장: clearing it when the field commits (on blur, as 저장 is
  // pressed) would move the button from under the finger before the press ends.
  const change = (next: ReminderForm) => setForm(next);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    save.mutate(checked.hoursBefore, {
      onSuccess: (answer) => toast.success(t.saved(answer.reminderHoursBefore)),
      onError: (failure) => toast.error(messages.toast.failure(t.saveFailed, errorJson(failure))),
    });
  };

  return (
    <form className={css.reminderForm} onSubmit={onSubmit} noValidate>
      <Switch isSelected={form.on} onChange={(on) => change({ ...form, on })} aria-describedby={summaryId}>
        {t.toggle}
      </Switch>
      {form.on ? (
        <NumberField
          label={t.hours}
          value={form.hours}
          onChange={(hours) => change({ ...form, hours })}
          unit={t.unit}
          description={t.hoursHint}
          errorMessage={error ?? undefined}
          whole
        />
      ) : null}
      <p id={summaryId} className={css.muted}>
        {saved.reminderHoursBefore === null ? t.summaryOff : t.summaryOn(saved.reminderHoursBefore)}
      </p>
      <FormButtons submitLabel={t.save} isPending={save.isPending} />
    </form>
  );
}
