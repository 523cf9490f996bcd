/**
 * The security headers of every answer of this server — API, errors, the built client, index.html,
 * uploads and the live stream (decision 026). The policy fits the app as built: its scripts are files
 * of its own origin (no inline script, no eval), vanilla-extract emits CSS files, and only React's
 * style attributes need 'unsafe-inline' for styles. Images: our own uploads, data:/blob: previews in
 * the image picker, and Kakao's profile photo CDN. A route that sets its own, stricter policy (the
 * development sign-in page, served uploads) keeps it: these headers only fill in what is missing.
 *
 * Applied by the Hono server only: `npm run dev` serves the page from Vite, whose hot reload needs
 * inline scripts, so the dev page carries no policy of ours.
 */
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { isHttpsRequest } from './client-address.ts';

/** Where profile photos of people who signed in with Kakao live (server/auth/kakao-provider.ts keeps them https). */
export const kakaoImageHosts = ['https://*.kakaocdn.net'];

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${kakaoImageHosts.join(' ')}`,
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Features the app never uses, switched off for it and anything it could be tricked into embedding. */
export const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

/** HSTS once a browser has reached us over HTTPS: half a year, this host only. */
export const strictTransportSecurity = 'max-age=15552000';

export function securityHeadersFor(c: Context, trustProxy: number): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    // Same-origin requests keep the full URL; others learn only our origin (never a sign-in code in a query).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy,
  };
  if (isHttpsRequest(c, trustProxy)) headers['Strict-Transport-Security'] = strictTransportSecurity;
  return headers;
}

/** The middleware: mount it first, so it wraps every route, the static client and the error answers. */
export function securityHeaders({ trustProxy }: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    const headers = securityHeadersFor(c, trustProxy);
    // The live stream writes to node's response itself (decision 017), past Hono's Response: give
    // node the headers up front. Node merges them under the headers a Response brings, which win.
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      for (const [name, value] of Object.entries(headers)) if (!outgoing.hasHeader(name)) outgoing.setHeader(name, value);
    }
    await next();
    const missing = Object.entries(headers).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // The headers of a Response made by fetch() are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) c.res.headers.set(name, value);
    }
  };
}
