/**
 * Kakao sign-in (AUTH_PROVIDER=kakao): the authorize redirect, the code exchange at
 * `{KAKAO_AUTH_BASE_URL}/oauth/token` and the profile at `{KAKAO_API_BASE_URL}/v2/user/me`.
 * The base URLs are configurable so tests run a local stand-in (tests/server/kakao.test.ts).
 */
import type { KakaoConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import type { AuthProvider } from './provider.ts';

const timeoutMs = 10_000;

/**
 * Kakao's profile photo, kept only when it is on Kakao's image CDN (the one image host the app's
 * Content-Security-Policy allows, server/http/security-headers.ts), and always over https (Kakao
 * still answers http:// for older accounts; the CDN serves both).
 */
export function kakaoProfileImage(url: string | undefined): string | null {
  if (!url || url.length > 512) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.endsWith('.kakaocdn.net')) return null;
  parsed.protocol = 'https:';
  return parsed.href;
}

interface KakaoUser {
  id?: number | string;
  kakao_account?: { profile?: { nickname?: string; profile_image_url?: string } };
  properties?: { nickname?: string };
}

/** Creates the Kakao provider; `fetchImpl` is the transport (the global fetch unless a test gives one). */
export function createKakaoProvider(config: KakaoConfig, fetchImpl: typeof fetch = fetch): AuthProvider {
  async function call(url: string, init: RequestInit): Promise<globalThis.Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ApiError('SOCIAL_LOGIN_FAILED');
    }
  }

  async function json<T>(response: globalThis.Response): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('SOCIAL_LOGIN_FAILED');
    }
  }

  return {
    name: 'kakao',
    authorizeUrl({ redirectUri, state }) {
      const query = new URLSearchParams({ client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code', state });
      return `${config.authBaseUrl}/oauth/authorize?${query}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const tokenResponse = await call(`${config.authBaseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
          code,
        }),
      });
      // Kakao answers 4xx (invalid_grant, KOE320…) for a code that is wrong, spent or for another redirect URI.
      if (tokenResponse.status >= 400 && tokenResponse.status < 500) throw new ApiError('INVALID_LOGIN_CODE');
      if (!tokenResponse.ok) throw new ApiError('SOCIAL_LOGIN_FAILED');
      const { access_token: accessToken } = await json<{ access_token?: string }>(tokenResponse);
      if (!accessToken) throw new ApiError('SOCIAL_LOGIN_FAILED');

      const userResponse = await call(`${config.apiBaseUrl}/v2/user/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!userResponse.ok) throw new ApiError('SOCIAL_LOGIN_FAILED');
      const me = await json<KakaoUser>(userResponse);
      if (me.id === undefined || me.id === null || String(me.id) === '') throw new ApiError('SOCIAL_LOGIN_FAILED');
      const profile = me.kakao_account?.profile;
      const nickname = (profile?.nickname ?? me.properties?.nickname ?? '').trim();
      return {
        socialType: 'KAKAO',
        socialId: String(me.id),
        name: (nickname || '카카오 사용자').slice(0, 30),
        profileImg: kakaoProfileImage(profile?.profile_image_url),
      };
    },
  };
}
