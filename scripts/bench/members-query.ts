/**
 * The members query (`GET /api/v1/teams/{id}/users`) on a big team: a fresh in-memory PGlite with the
 * migrations, one team of 5,000 members with varied attributes (some left blank), and the query
 * through the real app (`app.request`), so validation, the guards, the SQL and the envelope all count.
 * One run: 30 requests of each query after 5 warm-up ones; reports their median and p95.
 */
import { sql } from 'drizzle-orm';
import type { FootType, Position, TeamRole } from '#contract/enums.ts';
import type { Db } from '#server/db/client.ts';
import { memberships, teams, users } from '#server/db/schema.ts';
import { readBenchSection, seededRandom, type TimedRead } from './in-memory-reads.ts';

const memberCount = 5_000;
const warmUp = 5;
const requestsPerRun = 30;

const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'];
const syllables = ['민', '서', '준', '도', '윤', '지', '현', '우', '하', '은', '건', '태', '승', '재', '영', '수', '호', '진', '성', '훈'];
const positions: (Position | null)[] = ['FW', 'MF', 'DF', 'GK', null];
const feet: (FootType | null)[] = ['RIGHT', 'RIGHT', 'LEFT', 'BOTH', null];

export const membersQuery = readBenchSection(
  {
    id: 'members',
    title: `members query: one team of ${memberCount.toLocaleString('en')} members`,
    describe:
      `PGlite in memory, through app.request (validation, guards, SQL, envelope); per run ${requestsPerRun} requests of each query after ` +
      `${warmUp} warm-up`,
  },
  { build, warmUp, requests: requestsPerRun },
);

/** Builds the team; its first admin reads. */
async function build(db: Db): Promise<{ readerId: number; reads: TimedRead[] }> {
  const next = seededRandom(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = new Date();

  const [team] = await db
    .insert(teams)
    .values({ name: '벤치마크 FC', teamColor: '#1E4FA0', bottomColor: '#FFFFFF', stockingColor: '#1E4FA0', createdAt: now })
    .returning();
  for (let start = 0; start < memberCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, memberCount - start) }, (_, i) => start + i);
    const people = await db
      .insert(users)
      .values(
        batch.map((n) => ({
          name: `${pick(surnames)}${pick(syllables)}${pick(syllables)}`,
          lifecycle: 'ACTIVE' as const,
          socialType: 'DEV' as const,
          socialId: `bench:${n}`,
          createdAt: now,
        })),
      )
      .returning({ id: users.id });
    await db.insert(memberships).values(
      people.map((p, i) => {
        const n = batch[i];
        const blank = next() < 0.1;
        return {
          teamId: team.id,
          userId: p.id,
          teamRole: (n < 5 ? 'TEAM_ADMIN' : 'USER') as TeamRole,
          backNumber: blank ? null : Math.floor(next() * 100),
          position: pick(positions),
          foot: pick(feet),
          height: blank ? null : Math.round(155 + next() * 40),
          weight: blank ? null : Math.round(50 + next() * 45),
          birthYear: next() < 0.15 ? null : 1960 + Math.floor(next() * 50),
          joinedAt: new Date(now.getTime() - n * 60_000),
        };
      }),
    );
  }
  // Fresh statistics, as autovacuum would have gathered on a server that had been running.
  await db.execute(sql`analyze`);
  const [admin] = await db.select({ userId: memberships.userId }).from(memberships).orderBy(memberships.id).limit(1);

  const queries = [
    { label: 'height desc + name, MF, name has 민, page 0', query: 'sort=height,desc&sort=name,asc&position=MF&searchName=%EB%AF%BC&page=0&size=20' },
    { label: 'number + birth year desc, USER, page 200', query: 'sort=number,asc&sort=birthyear,desc&teamRole=USER&page=200&size=20' },
  ];
  return {
    readerId: admin.userId,
    reads: queries.map(({ label, query }) => ({
      label,
      url: `/api/v1/teams/${team.id}/users?${query}`,
      check: (data) => {
        if ((data as { totalElements: number }).totalElements === 0) throw new Error(`${label} found nobody: the team was not built as intended`);
      },
    })),
  };
}
