/**
 * The development sign-in (AUTH_PROVIDER=dev): the server's own page at /dev-auth/authorize stands in
 * for Kakao. Its codes are random, single-use, stored hashed, bound to one redirect URI and expire
 * after two minutes, like an OAuth provider's.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { loginCodes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { randomToken, sha256 } from './hashing.ts';
import type { AuthProvider } from './provider.ts';

export const devAuthPath = '/dev-auth/authorize';
export const loginCodeTtlMs = 2 * 60 * 1000;

export interface DevAuthProvider extends AuthProvider {
  readonly name: 'dev';
  /** Issues a code for a chosen person, redeemable once at `redirectUri` within two minutes. */
  issueCode(userId: number, redirectUri: string): Promise<string>;
}

/** Creates the development provider on the app's database. */
export function createDevAuthProvider({ db, clock }: { db: Db; clock: Clock }): DevAuthProvider {
  return {
    name: 'dev',
    authorizeUrl({ redirectUri, state }) {
      return `${devAuthPath}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`;
    },
    async issueCode(userId, redirectUri) {
      const code = randomToken();
      const now = clock.now();
      await db.insert(loginCodes).values({
        codeHash: sha256(code),
        userId,
        redirectUri,
        createdAt: now,
        expiresAt: new Date(now.getTime() + loginCodeTtlMs),
      });
      return code;
    },
    async exchangeCode({ code, redirectUri }) {
      const now = clock.now();
      // One conditional update spends the code, so two concurrent redemptions cannot both succeed.
      const [spent] = await db
        .update(loginCodes)
        .set({ usedAt: now })
        .where(and(eq(loginCodes.codeHash, sha256(code)), eq(loginCodes.redirectUri, redirectUri), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
        .returning({ userId: loginCodes.userId });
      if (!spent) throw new ApiError('INVALID_LOGIN_CODE');
      return { userId: spent.userId };
    },
  };
}
