/**
 * One team's notification choices for the person (골, 킥오프·하프타임·경기 종료, 일정 알림, 회비 알림): each switch
 * saves at once and says so; a failed save keeps the choice on the screen and offers to save it again.
 */
import type { NotificationPreferences } from '#contract/notifications.ts';
import type { MyTeam } from '#contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { FailureNote } from '#src/components/common/failure-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Loading } from '#src/components/ui/loading.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { teamDisplayName } from '#src/lib/messages.ts';
import { notificationMessages } from '#src/lib/messages/notifications.ts';
import { notificationSettingsQuery } from '#src/lib/queries/notifications.ts';
import { useServices } from '#src/lib/services.tsx';
import { updateNotificationPreferencesMutation } from '../api/notification-settings.ts';
import * as css from './notifications.css.ts';

const t = notificationMessages.teams;
const choices = [
  { key: 'goals', label: t.goals, hint: t.goalsHint },
  { key: 'matchPhases', label: t.matchPhases, hint: undefined },
  { key: 'reminders', label: t.reminders, hint: t.remindersHint },
  { key: 'dues', label: t.dues, hint: t.duesHint },
] as const satisfies ReadonlyArray<{ key: keyof NotificationPreferences; label: string; hint: string | undefined }>;

export function TeamNotificationChoices({ team }: { team: MyTeam }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const settings = useQuery(notificationSettingsQuery(http, team.id));
  // The person's last choice, shown whatever the server answered; null until they change something.
  const [choice, setChoice] = useState<NotificationPreferences | null>(null);
  const save = useMutation(updateNotificationPreferencesMutation(http, queryClient, team.id));
  const name = teamDisplayName(team);

  const shown = choice ?? settings.data?.mine;
  const change = (key: keyof NotificationPreferences, on: boolean) => {
    if (!shown) return;
    const next = { ...shown, [key]: on };
    setChoice(next);
    save.mutate(next);
  };

  return (
    <div className={css.team} role="group" aria-labelledby={headingId}>
      <div className={css.teamHead}>
        <h5 id={headingId} className={css.teamName}>
          {name}
        </h5>
        <SaveState status={save.status} />
      </div>
      {shown ? (
        <>
          {choices.map(({ key, label, hint }) => (
            <Switch key={key} isSelected={shown[key] === true} onChange={(on) => change(key, on)} description={hint}>
              {label}
            </Switch>
          ))}
          {save.isError ? (
            <div role="alert" className={css.failed}>
              <span>{t.failed}</span>
              <Button size="sm" variant="secondary" onPress={() => save.mutate(shown)}>
                {t.retry}
              </Button>
            </div>
          ) : null}
        </>
      ) : settings.isError ? (
        <FailureNote message={t.loadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

/** Saving, saved (a check), or nothing; a failure is said below the switches. Announced politely. */
function SaveState({ status }: { status: 'idle' | 'pending' | 'success' | 'error' }) {
  return (
    <span role="status" className={css.saveState}>
      {status === 'pending' ? t.saving : null}
      {status === 'success' ? (
        <span className={`${css.saveState} ${css.saved}`}>
          <Check aria-hidden className={iconSmall} />
          {t.saved}
        </span>
      ) : null}
    </span>
  );
}
