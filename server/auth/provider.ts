/**
 * The sign-in provider behind `GET /open-api/v1/auth/authorize` and `POST /open-api/v1/users/kakao`
 * (docs/architecture.md §4): where to send the browser, and what a code it comes back with is worth.
 * Kakao in production, the built-in development page by default; tests inject their own.
 */
import type { SocialType } from '../db/schema.ts';

/** What a redeemed code names: a person we already know, or an outside identity to find or create. */
export type SignInResult = { userId: number } | { socialType: Exclude<SocialType, 'GUEST'>; socialId: string; name: string; profileImg: string | null };

export interface AuthProvider {
  readonly name: 'dev' | 'kakao';
  /** The provider's authorize URL for this redirect URI and state (relative for the built-in page). */
  authorizeUrl(input: { redirectUri: string; state: string }): string;
  /**
   * Redeems a code issued for `redirectUri`. Throws ApiError INVALID_LOGIN_CODE (401, 10004) when the
   * code is refused and SOCIAL_LOGIN_FAILED (502, 10005) when the provider cannot be reached.
   */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<SignInResult>;
}
