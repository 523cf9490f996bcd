/**
 * The settings dialog (spec §2): the current team with a change button, the account (log out,
 * a disabled withdraw), a close button; without any team an empty state pointing to 팀 가입.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import * as css from './settings-dialog.css.ts';

export interface SettingsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SettingsDialog({ isOpen, onOpenChange }: SettingsDialogProps) {
  const m = messages.settings;
  const { http, session } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { teams, currentTeam, setCurrentTeamId } = useCurrentTeam();
  const [selected, setSelected] = useState<string | null>(currentTeam ? String(currentTeam.id) : null);

  // Each opening starts from the current team.
  useEffect(() => {
    if (isOpen) setSelected(currentTeam ? String(currentTeam.id) : null);
  }, [isOpen, currentTeam]);

  const logout = useMutation({
    mutationFn: () => http.call('logout'),
    onSuccess: () => {
      onOpenChange(false);
      // Leave the authenticated area first, so its guard does not try to refresh the ended session.
      navigate('/login', { replace: true });
      session.logout();
      queryClient.clear();
      toast.success(m.loggedOut);
    },
    onError: (error) => toast.error(messages.toast.failure(m.logoutFailed, errorJson(error))),
  });

  const changeTeam = () => {
    const team = teams.find((t) => String(t.id) === selected);
    if (!team) return;
    setCurrentTeamId(team.id);
    onOpenChange(false);
    navigate(`/teams/${team.id}`);
    toast.info(m.changed(teamDisplayName(team)));
  };

  return (
    <AppDialog title={m.heading} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <section className={css.section} aria-labelledby="settings-team">
            <h3 id="settings-team" className={css.sectionTitle}>
              {m.currentTeam}
            </h3>
            {teams.length === 0 ? (
              <p className={css.empty}>
                {m.emptyTeams}{' '}
                <Link href="/teams/join" onPress={close}>
                  {m.joinTeam}
                </Link>
              </p>
            ) : (
              <div className={css.row}>
                <Select
                  label={m.currentTeam}
                  options={teams.map((t) => ({ value: String(t.id), label: teamDisplayName(t) }))}
                  value={selected}
                  onChange={setSelected}
                />
                <Button
                  variant="primary"
                  onPress={changeTeam}
                  isDisabled={selected === null || selected === String(currentTeam?.id ?? '')}
                >
                  {m.change}
                </Button>
              </div>
            )}
          </section>
          <section className={css.section} aria-labelledby="settings-account">
            <h3 id="settings-account" className={css.sectionTitle}>
              {m.account}
            </h3>
            <div className={css.buttons}>
              <Button onPress={() => logout.mutate()} isPending={logout.isPending}>
                {m.logout}
              </Button>
              <Button variant="danger" isDisabled>
                {m.withdraw}
              </Button>
            </div>
          </section>
          <div className={css.footer}>
            <Button variant="ghost" onPress={close}>
              {m.close}
            </Button>
          </div>
        </>
      )}
    </AppDialog>
  );
}
