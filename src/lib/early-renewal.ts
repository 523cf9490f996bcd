/**
 * The session renewal, asked for by the entry as soon as it runs (decision 037), while the client core
 * (session, HTTP client) is still downloading and compiling: on a phone that is half a second sooner.
 * Only where the app will renew first thing anyway: a device that was signed in (it remembers the
 * person), on a page that needs the session. The session's first renewal takes the answer if it is
 * a token (src/lib/api.ts); anything else (refused, unreachable, not JSON) is dropped and that
 * renewal asks again itself, through the HTTP client and its rules. It awaits this one first, so the
 * refresh cookie is never presented twice at once.
 */
import * as v from 'valibot';
import { loginRedirectRoute, renewPath, sessionFreeRoutes } from '#contract/auth-paths.ts';
import { TokenResponse } from '#contract/users.ts';

let pending: Promise<TokenResponse | null> | null = null;

const Answer = v.object({ data: TokenResponse });

/** Whether a page at `path` will renew the session first thing (it needs one, and is not the sign-in's return). */
export function renewsAtOnce(path: string, lastUserId: number | null): boolean {
  return lastUserId !== null && path !== loginRedirectRoute && !(sessionFreeRoutes as readonly string[]).includes(path);
}

/** Sends the renewal now (`apiBase`: the API's origin, '' for the app's own). */
export function startEarlyRenewal(apiBase: string, send: typeof fetch = fetch): void {
  pending = send(`${apiBase}${renewPath}`, { method: 'POST', credentials: 'include' }).then(
    async (response) => {
      if (!response.ok) return null;
      const parsed = v.safeParse(Answer, await response.json());
      return parsed.success ? parsed.output.data : null;
    },
    () => null,
  );
}

/** The early renewal's token, once (null when there was none or it brought no token). */
export async function takeEarlyRenewal(): Promise<TokenResponse | null> {
  const answer = pending;
  pending = null;
  return answer ? await answer.catch(() => null) : null;
}
