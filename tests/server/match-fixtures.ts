/** Shared pieces of the match and lineup tests: seeded people and matches by name, and fresh matches written straight to the test database. */
import { eq } from 'drizzle-orm';
import type { MatchCreateRequest } from '#contract/matches.ts';
import { matches, matchUsers } from '#server/db/schema.ts';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { matchScripts } from '#server/db/seed-matches.ts';
import { signIn } from './helpers.ts';
import type { TestApp } from './test-app.ts';

export const teamIds = {
  hangang: seedTeams.find((t) => t.key === 'hangang')!.id,
  gwanak: seedTeams.find((t) => t.key === 'gwanak')!.id,
  seongsu: seedTeams.find((t) => t.key === 'seongsu')!.id,
};

/** People by role: admins and ordinary members of each real team, and a person in no team. */
export const people = {
  hangangAdmin: seedPerson('kim-minjun'),
  hangangUser: seedPerson('lee-seojun'),
  gwanakAdmin: seedPerson('lee-junho'),
  gwanakUser: seedPerson('park-sungmin'),
  outsider: seedPerson('shin-jiho'),
};

/** An access token for a seeded person, through the real development sign-in. */
export async function tokenOf(t: TestApp, key: keyof typeof people): Promise<string> {
  return (await signIn(t, { personId: people[key].id })).accessToken;
}

/** The id of a seeded match by its script title. */
export async function seededMatchId(t: TestApp, title: (typeof matchScripts)[number]['title']): Promise<number> {
  const [row] = await t.database.db.select({ id: matches.id }).from(matches).where(eq(matches.title, title));
  if (!row) throw new Error(`no seeded match "${title}"`);
  return row.id;
}

/** A valid registration body: home against away, a week after the seeding day. */
export function createBody(overrides: Partial<MatchCreateRequest> = {}): MatchCreateRequest {
  return {
    title: '테스트 친선전',
    homeTeamId: teamIds.gwanak,
    awayTeamId: teamIds.hangang,
    matchType: 'FRIENDLY',
    stadium: '보라매공원 축구장',
    matchDate: '2026-05-27',
    plannedStartTime: '10:00',
    plannedEndTime: '12:00',
    firstHalfPeriod: 40,
    secondHalfPeriod: 40,
    mainRefereeName: null,
    assistantReferee1: null,
    assistantReferee2: null,
    fourthReferee: null,
    ...overrides,
  };
}

/** A SCHEDULED match written straight to the database (no lineup unless `lineup` is given), ACCEPTED unless told. */
export async function insertMatch(
  t: TestApp,
  options: {
    home?: number;
    away?: number;
    title?: string;
    state?: typeof matches.$inferInsert.matchState;
    /** The owner team: by default the home team, unless it is the temporary 성수 FC. */
    owner?: number;
    requestState?: typeof matches.$inferInsert.requestState;
    lineup?: { teamId: number; userId: number; grid: number | null }[];
  } = {},
): Promise<{ matchId: number; matchUserIds: number[] }> {
  const homeTeamId = options.home ?? teamIds.gwanak;
  const awayTeamId = options.away ?? teamIds.hangang;
  const [match] = await t.database.db
    .insert(matches)
    .values({
      title: options.title ?? '준비 중인 경기',
      homeTeamId,
      awayTeamId,
      ownerTeamId: options.owner ?? (homeTeamId === teamIds.seongsu ? awayTeamId : homeTeamId),
      requestState: options.requestState ?? 'ACCEPTED',
      matchType: 'FRIENDLY',
      matchState: options.state ?? 'SCHEDULED',
      stadium: '보라매공원 축구장',
      matchDate: '2026-05-27',
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
    })
    .returning({ id: matches.id });
  const lineup = options.lineup ?? [];
  const rows =
    lineup.length === 0
      ? []
      : await t.database.db
          .insert(matchUsers)
          .values(
            lineup.map((l) => ({
              matchId: match.id,
              teamId: l.teamId,
              userId: l.userId,
              role: l.grid === null ? ('SUB_PLAYER' as const) : ('START_PLAYER' as const),
              matchGrid: l.grid,
            })),
          )
          .returning({ id: matchUsers.id });
  return { matchId: match.id, matchUserIds: rows.map((r) => r.id) };
}
