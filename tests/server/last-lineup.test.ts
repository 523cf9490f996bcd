/**
 * 지난 경기 명단 불러오기 copies the previous lineup AS IT STARTED. On the seed, FC 한강's
 * '서울 주말리그 3라운드' had 정우진 substituted off for 권시우 and '성수 FC 초청 친선전' 조민재 for 윤건우:
 * the players read after the match carry each starter's kick-off cell (`startGrid`), so the copy has
 * all eleven, the substitute who came on back on the bench.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchListItem, MatchPlayers } from '#contract/matches.ts';
import type { Paged } from '#contract/envelope.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { lineupAsStarted } from '#src/features/lineup/api/last-lineup.ts';
import { body, call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

describe('the lineup as it started', () => {
  let t: TestApp;
  let token: string;
  let list: MatchListItem[];
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenFor(t, seedPerson('kim-minjun').id);
    list = (await body<Paged<MatchListItem>>(await call(t, 'GET', '/api/v1/teams/1/matches?size=20', { token }))).data.content;
  });
  const playersOf = async (title: string) => {
    const match = list.find((m) => m.title === title)!;
    return (await body<MatchPlayers>(await call(t, 'GET', `/api/v1/matches/${match.id}/players`, { token }))).data.homeTeam;
  };

  it("keeps a substituted-off starter's kick-off cell and gives the substitute who came on none", async () => {
    const side = await playersOf('서울 주말리그 3라운드');
    const out = side.starters.find((p) => p.userId === seedPerson('jung-woojin').id)!;
    const incoming = side.substitutes.find((p) => p.userId === seedPerson('kwon-siwoo').id)!;
    expect(out).toMatchObject({ matchGrid: null, subOut: true });
    expect(incoming.matchGrid).not.toBeNull();
    // The substitute stands where the starter started.
    expect(out.startGrid).toBe(incoming.matchGrid);
    expect(incoming.startGrid).toBeNull();
    for (const p of side.starters) expect(p.startGrid).toBe(p.matchGrid ?? out.startGrid);
  });

  for (const title of ['서울 주말리그 3라운드', '성수 FC 초청 친선전']) {
    it(`copies all eleven starters of '${title}' on their kick-off cells`, async () => {
      const side = await playersOf(title);
      const copy = lineupAsStarted(side);
      expect(copy.starters).toHaveLength(11);
      expect(new Set(copy.starters.map((s) => s.cell)).size).toBe(11);
      expect(copy.starters.every((s) => Number.isInteger(s.cell))).toBe(true);
      expect(copy.starters.map((s) => s.userId).sort()).toEqual(side.starters.map((p) => p.userId).sort());
      // Who came on was a substitute: back on the bench.
      const cameOn = side.substitutes.filter((p) => p.subIn).map((p) => p.userId);
      expect(cameOn.length).toBeGreaterThan(0);
      for (const userId of cameOn) expect(copy.bench.map((b) => b.userId)).toContain(userId);
    });
  }

  it('lists the matches up to a day (matchDateTo), so a fixture later in the season is no "last match"', async () => {
    const dates = [...new Set(list.map((m) => m.matchDate))].sort();
    expect(dates.length).toBeGreaterThan(1);
    const upTo = dates.at(-2)!;
    const later = list.filter((m) => m.matchDate > upTo);
    expect(later.length).toBeGreaterThan(0);
    const filtered = (await body<Paged<MatchListItem>>(await call(t, 'GET', `/api/v1/teams/1/matches?size=20&matchDateTo=${upTo}`, { token }))).data;
    expect(filtered.content.map((m) => m.id).sort()).toEqual(
      list
        .filter((m) => m.matchDate <= upTo)
        .map((m) => m.id)
        .sort(),
    );
    expect(filtered.totalElements).toBe(list.length - later.length);
  });

  it('refuses a matchDateTo that is not a day', async () => {
    const response = await call(t, 'GET', '/api/v1/teams/1/matches?matchDateTo=2026-13-45', { token });
    expect(response.status).toBe(400);
  });
});
