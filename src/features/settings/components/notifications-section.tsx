/**
 * The settings dialog's 알림 section (decision 058): this device's switch, then the person's choices for
 * each of their teams (saved at once, for every device they turned on).
 */
import { HomeScreenSteps } from '#src/components/common/home-screen-guide.tsx';
import { OpenElsewhere } from '#src/components/common/open-elsewhere.tsx';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { inAppKindOf, type Environment } from '#src/lib/environment/environment.ts';
import { useEnvironment } from '#src/lib/environment/use-environment.ts';
import { environmentMessages } from '#src/lib/messages/environment.ts';
import { notificationMessages } from '#src/lib/messages/notifications.ts';
import * as css from '../settings-dialog.css.ts';
import { DeviceSwitch } from './device-switch.tsx';
import * as own from './notifications.css.ts';
import { TeamNotificationChoices } from './team-notification-choices.tsx';

const m = notificationMessages;
const e = environmentMessages;

/**
 * This device's part: the switch where push can work; in an app's own browser the way out to the
 * phone's browser, and in iOS Safari the way to the home screen, instead of a switch that cannot
 * work there (decision 083).
 */
function ThisDevice({ env }: { env: Environment }) {
  if (env.inApp) {
    const app = inAppKindOf(env);
    return <OpenElsewhere why={e.notifications.inApp(app && e.appNames[app])} />;
  }
  if (env.kind === 'IOS_SAFARI') {
    return (
      <div className={own.deviceProblem} role="note">
        <p>{e.notifications.iosSafari}</p>
        <HomeScreenSteps />
      </div>
    );
  }
  return <DeviceSwitch />;
}

export function NotificationsSection() {
  // A temporary team (an opponent named for one match) has no members to notify.
  const teams = useCurrentTeam().teams.filter((team) => !team.isTemp);
  const env = useEnvironment();
  return (
    <section className={css.section} aria-labelledby="settings-notifications">
      <h3 id="settings-notifications" className={css.sectionTitle}>
        {m.heading}
      </h3>
      <ThisDevice env={env} />
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
