/**
 * `/login/kakao-redirect?code=…&state=…`: the provider's way back. Checks `state` against the one
 * /login stored in this tab (and spends it), exchanges the code for tokens with the state (the server
 * checks it against the one it bound to this browser at the authorize redirect), then goes to /register (PENDING: the
 * wanted URL stays stored for /register to follow), the URL the person originally wanted, their current team, or /teams/select.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorCodes } from '#contract/error-codes.ts';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { chooseCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import * as local from './auth-pages.css.ts';
import { redirectUri, takeLoginRedirect } from './login-state.ts';

interface Search {
  code?: string;
  state?: string;
  error?: string;
}

type Failure = { message: string; details?: string };

/** The refusals a person can act on get their own words; anything else is a plain failure (with the details below it). */
function failureMessage(error: unknown): string {
  const m = messages.kakaoRedirect;
  if (!(error instanceof HttpError)) return m.failed;
  if (error.code === errorCodes.INVALID_LOGIN_STATE.code) return m.stateMismatch;
  if (error.status === 429) return m.tooManyAttempts;
  return m.failed;
}

export function KakaoRedirectPage({ search }: { search: Search }) {
  const m = messages.kakaoRedirect;
  const { http, session, storage } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;

    const expected = storage.getLoginState();
    storage.setLoginState(null);
    if (!search.state || !expected || search.state !== expected) {
      setFailure({ message: m.stateMismatch });
      return;
    }
    if (!search.code) {
      setFailure({ message: m.missingCode, details: search.error });
      return;
    }
    const code = search.code;
    const state = search.state;

    void (async () => {
      try {
        const token = await http.call('socialLogin', { body: { code, redirectUri: redirectUri(), state } });
        session.setToken(token);
        storage.setLastLoggedInUserId(token.userId);
        if (token.userLifecycle === 'PENDING') {
          navigate('/register', { replace: true });
          return;
        }
        const wanted = takeLoginRedirect(storage);
        if (wanted !== null) {
          navigate(wanted, { replace: true });
          return;
        }
        const teams = await queryClient.fetchQuery(myTeamsQuery(http, token.userId));
        const team = chooseCurrentTeam(teams, storage.getCurrentTeamId());
        if (team) storage.setCurrentTeamId(team.id);
        navigate(team ? `/teams/${team.id}` : '/teams/select', { replace: true });
      } catch (error) {
        setFailure({ message: failureMessage(error), details: errorJson(error) });
      }
    })();
  }, [http, session, storage, queryClient, navigate, search.code, search.state, search.error, m]);

  if (!failure) return <Loading fullScreen label={m.working} />;
  return (
    <CenteredPage>
      <h1 className={css.heading}>{messages.titles.login}</h1>
      <p className={local.error} role="alert">
        {failure.message}
      </p>
      {failure.details ? <p className={local.details}>{failure.details}</p> : null}
      <div className={css.actions}>
        <ButtonLink variant="primary" href="/login">
          {m.backToLogin}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}
