/**
 * The members query (`GET /api/v1/teams/{id}/users`) on a big team: a fresh in-memory PGlite with the
 * migrations, one team of 5,000 members with varied attributes (some left blank), and the query
 * through the real app (`app.request`), so validation, the guards, the SQL and the envelope all count.
 * One run: 30 requests of each query after 5 warm-up ones; reports their median and p95.
 */
import { sql } from 'drizzle-orm';
import type { FootType, Position, TeamRole } from '#contract/enums.ts';
import { createApp } from '#server/app.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase, type Db } from '#server/db/client.ts';
import { memberships, teams, users } from '#server/db/schema.ts';
import { median, percentile, type BenchSection, type Figure } from './figures.ts';

const memberCount = 5_000;
const warmUp = 5;
const requestsPerRun = 30;

const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'];
const syllables = ['민', '서', '준', '도', '윤', '지', '현', '우', '하', '은', '건', '태', '승', '재', '영', '수', '호', '진', '성', '훈'];
const positions: (Position | null)[] = ['FW', 'MF', 'DF', 'GK', null];
const feet: (FootType | null)[] = ['RIGHT', 'RIGHT', 'LEFT', 'BOTH', null];

/** A small deterministic generator, so every run benchmarks the same team. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const membersQuery: BenchSection = {
  id: 'members',
  title: `members query: one team of ${memberCount.toLocaleString('en')} members`,
  describe: `PGlite in memory, through app.request (validation, guards, SQL, envelope); per run ${requestsPerRun} requests of each query after ${warmUp} warm-up`,
  async setUp() {
    const database = await createDatabase();
    try {
      return { run: await prepare(database.db), tearDown: () => database.close() };
    } catch (error) {
      await database.close();
      throw error;
    }
  },
};

/** Builds the team and answers one run of the queries. */
async function prepare(db: Db): Promise<() => Promise<Figure[]>> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = new Date();

  const [team] = await db.insert(teams).values({ name: '벤치마크 FC', teamColor: '#1E4FA0', bottomColor: '#FFFFFF', stockingColor: '#1E4FA0', createdAt: now }).returning();
  for (let start = 0; start < memberCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, memberCount - start) }, (_, i) => start + i);
    const people = await db.insert(users).values(batch.map((n) => ({
      name: `${pick(surnames)}${pick(syllables)}${pick(syllables)}`, lifecycle: 'ACTIVE' as const, socialType: 'DEV' as const,
      socialId: `bench:${n}`, createdAt: now,
    }))).returning({ id: users.id });
    await db.insert(memberships).values(people.map((p, i) => {
      const n = batch[i];
      const blank = next() < 0.1;
      return {
        teamId: team.id, userId: p.id, teamRole: (n < 5 ? 'TEAM_ADMIN' : 'USER') as TeamRole,
        backNumber: blank ? null : Math.floor(next() * 100), position: pick(positions), foot: pick(feet),
        height: blank ? null : Math.round(155 + next() * 40), weight: blank ? null : Math.round(50 + next() * 45),
        birthYear: next() < 0.15 ? null : 1960 + Math.floor(next() * 50), joinedAt: new Date(now.getTime() - n * 60_000),
      };
    }));
  }
  // Fresh statistics, as autovacuum would have gathered on a server that had been running.
  await db.execute(sql`analyze`);
  const [admin] = await db.select({ userId: memberships.userId }).from(memberships).orderBy(memberships.id).limit(1);

  const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' }) };
  const app = createApp({ db, clock: systemClock, config });
  const token = await createTokenService({ db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 }).accessTokenInNewSession(admin.userId);

  const queries = [
    { label: 'height desc + name, MF, name has 민, page 0', query: 'sort=height,desc&sort=name,asc&position=MF&searchName=%EB%AF%BC&page=0&size=20' },
    { label: 'number + birth year desc, USER, page 200', query: 'sort=number,asc&sort=birthyear,desc&teamRole=USER&page=200&size=20' },
  ];

  return async () => {
    const figures: Figure[] = [];
    for (const { label, query } of queries) {
      const url = `/api/v1/teams/${team.id}/users?${query}`;
      const times: number[] = [];
      for (let i = 0; i < warmUp + requestsPerRun; i++) {
        const started = performance.now();
        const response = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
        const json = (await response.json()) as { data: { content: unknown[]; totalElements: number } };
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
        if (json.data.totalElements === 0) throw new Error(`${url} found nobody: the team was not built as intended`);
        if (i >= warmUp) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      figures.push({ name: `${label}: median`, value: median(times), unit: 'ms' });
      figures.push({ name: `${label}: p95`, value: percentile(times, 0.95), unit: 'ms' });
    }
    return figures;
  };
}
