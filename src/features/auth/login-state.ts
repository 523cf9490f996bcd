/** The anti-forgery `state` of the sign-in round trip, and the URLs of that round trip. */
// Not the endpoint table: it would bring every API schema into the /login chunk (decision 023).
import { authorizePath, loginRedirectRoute } from '#contract/auth-paths.ts';
import type { AppStorage } from '#src/lib/storage.ts';

export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The API base (VITE_API_BASE, docs/architecture.md §2); same origin by default. */
export function apiBase(): string {
  return (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';
}

/** Where the provider sends the browser back: this app's /login/kakao-redirect. */
export function redirectUri(origin: string = window.location.origin): string {
  return `${origin}${loginRedirectRoute}`;
}

export function authorizeUrl(state: string, origin: string = window.location.origin): string {
  return `${apiBase()}${authorizePath}?redirect_uri=${encodeURIComponent(redirectUri(origin))}&state=${encodeURIComponent(state)}`;
}

/** Only a path of this app may be a post-sign-in destination (no open redirect). */
export function isSafeRedirect(url: string | null): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The sign-in round trip itself is never a destination: going back there would loop. */
const roundTrip = /^\/(login|register)(?:[/?#]|$)/;

/**
 * The URL the person wanted before sign-in sent them away (the session guard stored it), spent on
 * reading: the one way both the sign-in callback and /register (a new person) read it. Null when
 * none was stored or it is not a path of this app (no open redirect).
 */
export function takeLoginRedirect(storage: Pick<AppStorage, 'getLoginRedirectUrl' | 'setLoginRedirectUrl'>): string | null {
  const wanted = storage.getLoginRedirectUrl();
  if (wanted !== null) storage.setLoginRedirectUrl(null);
  return isSafeRedirect(wanted) && !roundTrip.test(wanted) ? wanted : null;
}
