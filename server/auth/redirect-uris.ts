/**
 * Which redirect URIs may receive a sign-in code: the client's /login/kakao-redirect route on the
 * server's public origin (PUBLIC_URL, else the request's own origin) and on each APP_ORIGINS origin,
 * plus KAKAO_REDIRECT_URI. Anything else is refused (10003), so a code never travels to a stranger.
 */
import { loginRedirectRoute } from '#contract/endpoints.ts';
import type { Config } from '../config.ts';

export function allowedRedirectUris(config: Config, requestOrigin: string): string[] {
  const origins = [config.publicUrl ?? requestOrigin, ...config.appOrigins];
  const allowed = origins.map((origin) => `${origin}${loginRedirectRoute}`);
  if (config.kakao?.redirectUri) allowed.push(config.kakao.redirectUri);
  return allowed;
}

/** True when `uri` is exactly one of the allowed URIs (compared after URL normalisation). */
export function isAllowedRedirectUri(uri: string, config: Config, requestOrigin: string): boolean {
  let normalised: string;
  try {
    normalised = new URL(uri).href;
  } catch {
    return false;
  }
  return allowedRedirectUris(config, requestOrigin).some((allowed) => new URL(allowed).href === normalised);
}

/**
 * The origin a request was made to, from its Host header. Forwarded headers are not trusted here:
 * behind a proxy, set PUBLIC_URL.
 */
export function requestOrigin(url: string): string {
  return new URL(url).origin;
}
