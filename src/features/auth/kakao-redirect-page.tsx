/**
 * `/login/kakao-redirect?code=…&state=…`: the provider's way back. Checks `state` against the one
 * /login stored in this tab (and spends it), then exchanges the code with the state (the server checks
 * it against the one it bound to this browser at the authorize redirect) and goes where
 * `signInAndChooseLanding` (way-back.ts) says.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import type { SignInFailure } from './kakao-redirect-failure.tsx';
import { signInAndChooseLanding } from './way-back.ts';

interface Search {
  code?: string;
  state?: string;
  error?: string;
}

// Only a failure loads its view (the error catalogue with it): the way to the team page does not.
const KakaoRedirectFailure = lazyNamed<{ failure: SignInFailure }, typeof import('./kakao-redirect-failure.tsx')>(
  () => import('./kakao-redirect-failure.tsx'),
  'KakaoRedirectFailure',
);

export function KakaoRedirectPage({ search }: { search: Search }) {
  const m = messages.kakaoRedirect;
  const services = useServices();
  const { storage } = services;
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
    void signInAndChooseLanding(services, queryClient, { code: search.code, state: search.state }).then(
      (landing) => navigate(landing, { replace: true }),
      (error: unknown) => setFailure({ reason: 'exchange', error }),
    );
  }, [services, storage, queryClient, navigate, search.code, search.state, search.error]);

  const working = <Loading fullScreen label={m.working} />;
  if (!failure) return working;
  return (
    <Suspense fallback={working}>
      <KakaoRedirectFailure failure={failure} />
    </Suspense>
  );
}
