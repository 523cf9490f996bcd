/**
 * `Authorization: Bearer <access token>` on every /api/* call: missing → 401 9000, not of that form →
 * 401 9001, expired → 401 9002, anything else wrong (signature, claims, a person who is gone) → 401 9006.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { AppEnv } from './endpoint.ts';
import { ApiError } from './errors.ts';

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The middleware; on success the person's id is `c.get('userId')`. */
export function bearerAuth(tokens: TokenService, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new ApiError('UNAUTHORIZED');
    const match = bearerPattern.exec(header.trim());
    if (!match) throw new ApiError('INVALID_BEARER');
    const userId = await tokens.verifyAccessToken(match[1]);
    const [person] = await db.select({ withdrawnAt: users.withdrawnAt }).from(users).where(eq(users.id, userId));
    if (!person || person.withdrawnAt) throw new ApiError('INVALID_TOKEN');
    c.set('userId', userId);
    await next();
  };
}
