/**
 * The settings dialog (docs/product.md §2.4): the current team with a change button, notifications
 * (this device, each team's choices; decision 058), the account (log out, withdraw behind its own
 * confirmation), a close button; without any team an empty state pointing to 팀 가입.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { AccountSection } from './components/account-section.tsx';
import { NotificationsSection } from './components/notifications-section.tsx';
import * as css from './settings-dialog.css.ts';

export interface SettingsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SettingsDialog({ isOpen, onOpenChange }: SettingsDialogProps) {
  const m = messages.settings;
  const [, navigate] = useLocation();
  const { teams, currentTeam, setCurrentTeamId } = useCurrentTeam();
  const [selected, setSelected] = useState<string | null>(currentTeam ? String(currentTeam.id) : null);

  // Each opening starts from the current team.
  useEffect(() => {
    if (isOpen) setSelected(currentTeam ? String(currentTeam.id) : null);
  }, [isOpen, currentTeam]);

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
              {m.teamSection}
            </h3>
            {teams.length === 0 ? (
              <p className={css.empty}>
                {m.emptyTeams}{' '}
                <Link href="/teams/join" onPress={close}>
                  {m.joinTeam}
                </Link>
              </p>
            ) : (
              <div className={css.fieldLine}>
                <Select
                  label={m.currentTeam}
                  options={teams.map((t) => ({ value: String(t.id), label: teamDisplayName(t) }))}
                  value={selected}
                  onChange={setSelected}
                />
                <Button variant="primary" onPress={changeTeam} isDisabled={selected === null || selected === String(currentTeam?.id ?? '')}>
                  {m.change}
                </Button>
              </div>
            )}
          </section>
          <NotificationsSection />
          <AccountSection onDone={() => onOpenChange(false)} />
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
