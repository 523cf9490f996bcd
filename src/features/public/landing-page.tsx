import { useEffect, useEffectEvent } from 'react';
import { Redirect } from 'wouter';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink, Link } from '#src/components/ui/link.tsx';
import { useSessionState } from '#src/lib/account.ts';
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

  // Someone signed in on this browser before: quietly see whether the refresh cookie still holds.
  // Only on arrival: the check reads the session as it is then.
  const checkOnArrival = useEffectEvent(() => {
    if (status === 'loggedOut' && storage.getLastLoggedInUserId() !== null) void session.refresh();
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
