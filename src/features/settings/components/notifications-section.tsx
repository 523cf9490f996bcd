/**
 * The settings dialog's 알림 section (decision 058): this device's switch, then the person's choices for
 * each of their teams (saved at once, for every device they turned on).
 */
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { notificationMessages } from '#src/lib/messages/notifications.ts';
import * as css from '../settings-dialog.css.ts';
import { DeviceSwitch } from './device-switch.tsx';
import * as own from './notifications.css.ts';
import { TeamNotificationChoices } from './team-notification-choices.tsx';

const m = notificationMessages;

export function NotificationsSection() {
  // A temporary team (an opponent named for one match) has no members to notify.
  const teams = useCurrentTeam().teams.filter((team) => !team.isTemp);
  return (
    <section className={css.section} aria-labelledby="settings-notifications">
      <h3 id="settings-notifications" className={css.sectionTitle}>
        {m.heading}
      </h3>
      <DeviceSwitch />
      {teams.length > 0 ? (
        <div className={own.teams}>
          <div className={own.teamsHead}>
            <h4 className={own.subHeading}>{m.teams.heading}</h4>
            <p className={own.lead}>{m.teams.lead}</p>
          </div>
          {teams.map((team) => (
            <TeamNotificationChoices key={team.id} team={team} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
