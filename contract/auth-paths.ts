/**
 * The two addresses of the sign-in round trip, apart from the endpoint table: the /login page needs
 * only these, and importing `endpoints.ts` would bring every schema of the API into its chunk
 * (decision 023). `endpoints.ts` re-exports them, so either import works.
 */

/**
 * Where the client sends the browser to sign in: `GET {authorizePath}?redirect_uri=…&state=…` answers
 * 302 to the configured provider (the development sign-in page, or Kakao's authorize URL). The provider
 * comes back to `redirect_uri?code=…&state=…` (the /login/kakao-redirect route).
 */
export const authorizePath = '/open-api/v1/auth/authorize';
/** The client route the provider redirects back to. */
export const loginRedirectRoute = '/login/kakao-redirect';
/**
 * The session renewal (`renewToken` of the endpoint table), also asked for by the entry before the
 * client core has loaded (src/lib/early-renewal.ts, decision 037).
 */
export const renewPath = '/open-api/v1/users/renew';

/**
 * The pages that open without a session: the client core (session, API client, shell) is not loaded
 * for them (src/app/routes.ts marks them `light`), so the server does not ask the browser to fetch it
 * early either (server/client-preload.ts, decision 037).
 */
export const sessionFreeRoutes = ['/login', '/privacy', '/404'] as const;
