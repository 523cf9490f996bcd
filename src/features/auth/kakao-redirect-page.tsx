/**
 * `/login/kakao-redirect?code=…&state=…`: the provider's way back. Checks `state` against the one
 * /login stored in this tab (and spends it), exchanges the code for tokens with the state (the server
 * checks it against the one it bound to this browser at the authorize redirect), then goes to /register (PENDING: the
 * wanted URL stays stored for /register to follow), the URL the person originally wanted, their current team, or /teams/select.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { chooseCurrentTeam } from '#src/lib/current-team.ts';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import type { SignInFailure } from './kakao-redirect-failure.tsx';
import { redirectUri, takeLoginRedirect } from './login-state.ts';

interface Search {
  code?: string;
  state?: string;
  error?: string;
}

// Only a failure loads its view (the error catalogue with it): the way to the team page does not.
const KakaoRedirectFailure = lazyNamed<{ failure: SignInFailure }, typeof import('./kakao-redirect-failure.tsx')>(() => import('./kakao-redirect-failure.tsx'), 'KakaoRedirectFailure');

export function KakaoRedirectPage({ search }: { search: Search }) {
  const m = messages.kakaoRedirect;
  const { http, session, storage } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;

    const expected = storage.getLoginState();
    storage.setLoginState(null);
    if (!search.state || !expected || search.state !== expected) {
      setFailure({ reason: 'stateMismatch' });
      return;
    }
    if (!search.code) {
      setFailure({ reason: 'missingCode', providerError: search.error });
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
        setFailure({ reason: 'exchange', error });
      }
    })();
  }, [http, session, storage, queryClient, navigate, search.code, search.state, search.error, m]);

  const working = <Loading fullScreen label={m.working} />;
  if (!failure) return working;
  return (
    <Suspense fallback={working}>
      <KakaoRedirectFailure failure={failure} />
    </Suspense>
  );
}
