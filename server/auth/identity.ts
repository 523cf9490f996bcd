/** Turns what a provider vouched for into a person of ours, creating first-timers as PENDING. */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { SignInResult } from './provider.ts';

export interface SignedInPerson {
  id: number;
  lifecycle: 'PENDING' | 'ACTIVE';
}

/** Finds (or creates) the person a redeemed code names; a withdrawn person cannot sign in. */
export async function findOrCreatePerson(db: Db, clock: Clock, result: SignInResult): Promise<SignedInPerson> {
  const columns = { id: users.id, lifecycle: users.lifecycle, withdrawnAt: users.withdrawnAt };
  let person: { id: number; lifecycle: 'PENDING' | 'ACTIVE'; withdrawnAt: Date | null } | undefined;
  if ('userId' in result) {
    [person] = await db.select(columns).from(users).where(eq(users.id, result.userId));
  } else {
    const match = and(eq(users.socialType, result.socialType), eq(users.socialId, result.socialId));
    [person] = await db.select(columns).from(users).where(match);
    if (!person) {
      // onConflictDoNothing: two first sign-ins racing each other end with one person.
      await db
        .insert(users)
        .values({
          name: result.name,
          profileImg: result.profileImg,
          lifecycle: 'PENDING',
          socialType: result.socialType,
          socialId: result.socialId,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      [person] = await db.select(columns).from(users).where(match);
    }
  }
  if (!person || person.withdrawnAt) throw new ApiError('INVALID_LOGIN_CODE');
  return { id: person.id, lifecycle: person.lifecycle };
}
