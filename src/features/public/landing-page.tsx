import { useEffect, useEffectEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink, Link } from '#src/components/ui/link.tsx';
import { useSessionState } from '#src/lib/account.ts';
import { useEnvironment } from '#src/lib/environment/use-environment.ts';
import { useHomePath } from '#src/lib/current-team.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import * as local from './public-pages.css.ts';

/** `/`: the product in one screen, and the way in. A signed-in person goes on to their team. */
export function LandingPage() {
  const m = messages.landing;
  const { session, storage } = useServices();
  const { status, isLoggedIn } = useSessionState();
  const home = useHomePath();
  const [, navigate] = useLocation();
  // The home-screen app opens here (the manifest's start_url): whoever added it knows the app, so one
  // not signed in goes straight to /login, one tap from their team (decision 083).
  const installed = useEnvironment().kind === 'IOS_HOME_SCREEN';

  // Someone signed in on this browser before: quietly see whether the refresh cookie still holds.
  // Only on arrival: the check reads the session as it is then.
  const checkOnArrival = useEffectEvent(() => {
    if (status !== 'loggedOut') return;
    if (storage.getLastLoggedInUserId() === null) {
      if (installed) navigate('/login', { replace: true });
      return;
    }
    void session.refresh().then((ok) => {
      if (!ok && installed) navigate('/login', { replace: true });
    });
  });
  useEffect(() => checkOnArrival(), []);

  if (isLoggedIn && home) return <Redirect to={home} replace />;

  return (
    <CenteredPage wide>
      <h1 className={css.heading}>{m.heading}</h1>
      <p className={css.lead}>{m.lead}</p>
      <ul className={local.features}>
        {m.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={css.actions}>
        <ButtonLink variant="primary" size="lg" href="/login">
          {m.signIn}
        </ButtonLink>
      </div>
      <p className={local.footnote}>
        <Link href="/privacy">{m.privacy}</Link>
      </p>
    </CenteredPage>
  );
}
