/**
 * The bearer check with and without the session lookup (decision 030), on a fresh in-memory PGlite
 * with the migrations and 2,000 people, each with a session of 5 refresh tokens, plus one session
 * renewed every ten minutes for 14 days (2,016 rows in its family, the longest a family grows between
 * sign-ins); also the same check as two queries. Prints the median and p95 per check in µs; no
 * assertion. Run: `node --import tsx scripts/bench/session-check.ts` (DATABASE_URL=… for PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTokenService } from '#server/auth/tokens.ts';
import { systemClock } from '#server/clock.ts';
import { createDatabase, type Db } from '#server/db/client.ts';
import { refreshTokens, users } from '#server/db/schema.ts';
import { authenticateAccessToken } from '#server/http/bearer.ts';
import { median, percentile } from './figures.ts';

const people = 2_000;
const rounds = 2_000;
const secret = 'bench-secret-that-is-long-enough-1234567890';

async function seed(db: Db) {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 14 * 86_400_000);
  const ids: number[] = [];
  for (let start = 0; start < people; start += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          name: `사람${start + i}`,
          lifecycle: 'ACTIVE' as const,
          socialType: 'DEV' as const,
          socialId: `bench:${start + i}`,
          createdAt: now,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
    await db.insert(refreshTokens).values(
      rows.flatMap((r) => {
        const familyId = randomUUID();
        return Array.from({ length: 5 }, () => ({ userId: r.id, familyId, tokenHash: randomUUID() + randomUUID().slice(0, 28), createdAt: now, expiresAt }));
      }),
    );
  }
  await db.execute(sql`analyze`);
  return ids;
}

async function time(label: string, check: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await check();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await check();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(62)} median ${median(samples).toFixed(0).padStart(5)} µs   p95 ${percentile(samples, 0.95).toFixed(0).padStart(5)} µs`);
}

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const db = database.db;
  const ids = await seed(db);
  const tokens = createTokenService({ db, clock: systemClock, secret, accessTokenTtlSeconds: 600 });
  const person = ids[ids.length >> 1];
  const token = await tokens.accessTokenInNewSession(person);
  // A long-lived session: renewed every ten minutes for fourteen days.
  const { sessionId: longSession } = await tokens.startSession(ids[0]);
  for (let i = 0; i < 2_015; i++) await tokens.issueRefreshToken(ids[0], longSession);
  const longToken = await tokens.signAccessToken(ids[0], longSession);
  await db.execute(sql`analyze`);

  const [{ familyId: typical }] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, person)).limit(1);
  for (const [name, family, userId] of [
    ['a typical session', typical, person],
    ['the long session', longSession, ids[0]],
  ] as const) {
    const live = sql`select 1 from refresh_tokens r where r.family_id = ${family} and r.user_id = u.id and r.revoked_at is null limit 1`;
    const plan = await db.execute(sql`explain select u.withdrawn_at, exists (${live}) from users u where u.id = ${userId}`);
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0].trim());
    console.log(`plan, ${name}: ${lines.join(' | ')}`);
  }

  await time('signature only (verifyAccessToken)', () => tokens.verifyAccessToken(token));
  await time('before: signature + person (one query)', async () => {
    const { userId } = await tokens.verifyAccessToken(token);
    await db.select({ withdrawnAt: users.withdrawnAt }).from(users).where(eq(users.id, userId));
  });
  await time('now: signature + person + session, one query', () => authenticateAccessToken(token, tokens, db));
  await time('now, a session of 2,016 tokens', () => authenticateAccessToken(longToken, tokens, db));
  await time('alternative: signature + person, then session (two queries)', async () => {
    const { userId, sessionId } = await tokens.verifyAccessToken(token);
    await db.select({ withdrawnAt: users.withdrawnAt }).from(users).where(eq(users.id, userId));
    await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
      .limit(1);
  });
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, longSession));
  await time('ended session of 2,016 tokens (refused, 9011)', () => authenticateAccessToken(longToken, tokens, db).catch(() => undefined));
} finally {
  await database.close();
}
