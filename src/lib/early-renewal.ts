/**
 * The session renewal, asked for by the entry (src/main.tsx) as soon as it runs (decisions 037, 038),
 * while the app's code is still downloading and compiling: on a phone that is more than a second
 * sooner. Only where the app will renew first thing anyway: a device that was signed in (it
 * remembers the person), on a page that needs the session. The session's first renewal takes the
 * answer if it reads as a token (src/lib/api.ts); anything else (refused, unreachable, not JSON) is
 * dropped and that renewal asks again itself, through the HTTP client and its rules. It awaits this
 * one first, so the refresh cookie is never presented twice at once. Light on purpose: the entry
 * loads it, so it checks nothing itself (the caller's reader does).
 */
import { loginRedirectRoute, renewPath, sessionFreeRoutes } from '#contract/auth-paths.ts';
import { storageKeys } from './storage-keys.ts';

let pending: Promise<unknown> | null = null;

/** Whether this device remembers a signed-in person (src/lib/storage.ts checks the value itself). */
export function hasRememberedPerson(local: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return local.getItem(storageKeys.lastLoggedInUserId) !== null;
  } catch {
    // Storage that throws (disabled, private mode) remembers nobody.
    return false;
  }
}

/** Whether a page at `path` will renew the session first thing (it needs one, and is not the sign-in's return). */
export function renewsAtOnce(path: string, rememberedPerson: boolean): boolean {
  return rememberedPerson && path !== loginRedirectRoute && !(sessionFreeRoutes as readonly string[]).includes(path);
}

/** Sends the renewal now (`apiBase`: the API's origin, '' for the app's own). */
export function startEarlyRenewal(apiBase: string, send: typeof fetch = fetch): void {
  pending = send(`${apiBase}${renewPath}`, { method: 'POST', credentials: 'include' }).then(
    async (response) => (response.ok ? ((await response.json()) as unknown) : null),
    () => null,
  );
}

/** The early renewal's answer as `read` makes it out (null when there was none, or `read` finds no token in it), once. */
export async function takeEarlyRenewal<T>(read: (body: unknown) => T | null): Promise<T | null> {
  const answer = pending;
  pending = null;
  const body = answer ? await answer.catch(() => null) : null;
  return body === null ? null : read(body);
}
