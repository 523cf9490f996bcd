/** The vest card's link rows (decision 080): one per scrimmage, made on the first share, found by its token. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { VestCardToken } from '#contract/scrimmage-extras.ts';
import type { Db } from '../db/client.ts';
import { scrimmageVestCards } from '../db/schema-scrimmage.ts';

/** 144 random bits, as a match link's token. */
const newToken = (): string => randomBytes(18).toString('base64url');

/** The scrimmage's card token, made on the first call; two callers at once get the same one. */
export async function vestCardTokenFor(db: Db, scrimmageId: number, teamId: number, createdBy: number, now: Date): Promise<string> {
  await db.insert(scrimmageVestCards).values({ scrimmageId, teamId, token: newToken(), createdBy, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select({ token: scrimmageVestCards.token }).from(scrimmageVestCards).where(eq(scrimmageVestCards.scrimmageId, scrimmageId));
  return row.token;
}

/** The scrimmage and team a token names; null for anything else (a malformed text reaches no query). */
export async function vestCardOf(db: Db, token: string): Promise<{ scrimmageId: number; teamId: number } | null> {
  if (!v.is(VestCardToken, token)) return null;
  const [row] = await db
    .select({ scrimmageId: scrimmageVestCards.scrimmageId, teamId: scrimmageVestCards.teamId })
    .from(scrimmageVestCards)
    .where(eq(scrimmageVestCards.token, token));
  return row ?? null;
}
