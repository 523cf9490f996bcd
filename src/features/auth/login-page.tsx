import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { messages } from '#src/lib/messages.ts';
import { storage } from '#src/lib/storage.ts';
import * as local from './auth-pages.css.ts';
import { authorizeUrl, randomState } from './login-state.ts';

/**
 * `/login`: one button that starts the provider's sign-in with a fresh `state`. A light page: it
 * uses only the stored values, not the client core (see route-table.ts).
 */
export function LoginPage({ assign = (url: string) => window.location.assign(url) }: { assign?: (url: string) => void }) {
  const m = messages.login;
  const [leaving, setLeaving] = useState(false);

  const start = () => {
    const state = randomState();
    storage.setLoginState(state);
    setLeaving(true);
    assign(authorizeUrl(state));
  };

  return (
    <CenteredPage>
      <h1 className={css.heading}>{m.heading}</h1>
      <p className={css.lead}>{m.lead}</p>
      <Button size="lg" fullWidth className={local.kakao} onPress={start} isPending={leaving}>
        {leaving ? m.redirecting : m.kakao}
      </Button>
      <p className={css.lead}>
        <Link href="/privacy">{messages.landing.privacy}</Link>
      </p>
    </CenteredPage>
  );
}
