/**
 * 노쇼 알림 기준 (decision 092): when a member reaches this many no-shows in a season, the team's admins
 * hear it once by push; 끔 turns it off. Saved as chosen, with the team's reminder hours unchanged.
 */
import type { NotificationSettings } from '#contract/notifications.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Select } from '#src/components/ui/select.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { attendanceMessages as m } from '#src/lib/messages/attendance.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { useServices } from '#src/lib/services.tsx';
import { updateNoShowAlertMutation } from '../api/reminder-setting.ts';

const off = 'off';
/** The choices: 끔 and 1–10; the API takes up to 20, which no amateur season needs on a phone's list. */
const options = [{ value: off, label: m.alertOff }, ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: m.alertOption(i + 1) }))];

export function NoShowAlertForm({ teamId, saved }: { teamId: number; saved: NotificationSettings }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const save = useMutation(updateNoShowAlertMutation(http, queryClient, teamId));
  return (
    <Select
      label={m.alertLabel}
      description={m.alertHelp}
      options={options}
      value={saved.noShowAlertAt === null ? off : String(saved.noShowAlertAt)}
      isDisabled={save.isPending}
      onChange={(value) => {
        if (!value) return;
        save.mutate(
          { hoursBefore: saved.reminderHoursBefore, noShowAlertAt: value === off ? null : Number(value) },
          {
            onSuccess: (answer) => toast.success(m.alertSaved(answer.noShowAlertAt)),
            onError: (failure) => toast.error(messages.toast.failure(teamAdminMessages.reminders.saveFailed, errorJson(failure))),
          },
        );
      }}
    />
  );
}
