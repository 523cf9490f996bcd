/**
 * A full save of two 11+5 lineups, through the real client code (the lineup editor's `saveLineup`
 * with the app's HTTP client) against the real server on loopback with the embedded database:
 * how many requests it makes and how long it takes; then a small edit (two starters swapped, one
 * bench change). Each admin saves their own side, as in the app. One run: one new match.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { QueryClient } from '@tanstack/react-query';
import type { MatchPlayers } from '#contract/matches.ts';
import { planCallCount, planLineupSave, type CurrentLineup, type PlannedPlayer } from '#machines/lineup.save-plan.ts';
import { createApp } from '#server/app.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/client.ts';
import { seedPeople, seedPerson, seedTeams, type SeedPerson } from '#server/db/seed-data.ts';
import { seedIfEmpty } from '#server/db/seed.ts';
import { saveLineup } from '#src/features/lineup/api/lineup.ts';
import { createHttpClient, type HttpClient } from '#src/lib/http/client.ts';
import { createSession } from '#src/lib/session.ts';
import { matchBody } from '../../tests/support/match-body.ts';
import type { BenchSection, Figure } from './figures.ts';

/** 4-4-2: goalkeeper, four defenders, four midfielders, two forwards (row 0 at the halfway line). */
const cells = [27, 20, 21, 23, 24, 10, 11, 13, 14, 1, 3];
const empty = { starters: [], substitutes: [] };

/** The first 16 seeded members of a team: 11 starters on the 4-4-2 cells, 5 substitutes. */
function sidePlayers(teamKey: string): PlannedPlayer[] {
  const people = seedPeople.filter((p) => p.teams.some((t) => t.key === teamKey)).slice(0, 16);
  return people.map((p, i) => ({
    matchUserId: null,
    userId: p.id,
    name: p.name,
    number: p.memberships[0].backNumber,
    role: i < 11 ? 'START_PLAYER' : 'SUB_PLAYER',
    matchPosition: null,
    matchGrid: i < 11 ? cells[i] : null,
  }));
}

/**
 * Saves both full lineups of a match with nobody in it yet, each admin their own side (the app's
 * `saveLineup`); answers the saved lineups. Also used to set up the record screen's match.
 */
export async function saveBothLineups(home: HttpClient, away: HttpClient, matchId: number, queryClient = new QueryClient()) {
  const hangang = seedTeams.find((t) => t.key === 'hangang')!;
  const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
  const current: CurrentLineup = {
    home: { teamId: hangang.id, players: sidePlayers('hangang') },
    away: { teamId: gwanak.id, players: sidePlayers('gwanak') },
  };
  const nobody: MatchPlayers = { homeTeam: empty, awayTeam: empty };
  // Each admin saves their own side: the plan for one side leaves the other untouched.
  const homePlan = planLineupSave(nobody, { ...current, away: { teamId: gwanak.id, players: [] } });
  const awayPlan = planLineupSave(nobody, { ...current, home: { teamId: hangang.id, players: [] } });
  await saveLineup(home, queryClient, { matchId, plan: homePlan });
  const saved = await saveLineup(away, queryClient, { matchId, plan: awayPlan });
  return { saved, writes: planCallCount(homePlan) + planCallCount(awayPlan) };
}

export const lineupSave: BenchSection = {
  id: 'lineup',
  title: 'lineup save: two sides of 11 starters + 5 substitutes',
  describe: "the editor's saveLineup with the app's HTTP client, server on loopback with PGlite in memory; one new match per run",
  async setUp() {
    const database = await createDatabase();
    await seedIfEmpty(database.db, systemClock);
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' });
    const app = createApp({ db: database.db, clock: systemClock, config });
    const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 });
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

    let requests = 0;
    const countingFetch: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const clientFor = async (person: SeedPerson) => {
      const session = createSession({ renewToken: () => Promise.reject(new Error('no renew in the benchmark')) });
      session.setToken({ accessToken: await tokens.accessTokenInNewSession(person.id), userId: person.id, userLifecycle: 'ACTIVE' });
      return createHttpClient({ baseURL: base, session, fetch: countingFetch });
    };
    const home = await clientFor(seedPerson('kim-minjun'));
    const away = await clientFor(seedPerson('lee-junho'));
    const hangang = seedTeams.find((t) => t.key === 'hangang')!;
    const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
    const queryClient = new QueryClient();
    let run = 0;

    return {
      async run(): Promise<Figure[]> {
        run += 1;
        const { id: matchId } = await home.call('createMatch', { body: matchBody(`벤치마크 ${run}`, hangang.id, gwanak.id) });
        // Between two registered teams the match waits for the other team's acceptance (decision 029).
        await away.call('acceptMatchRequest', { params: { id: matchId } });
        const before = requests;
        const started = performance.now();
        const { saved, writes } = await saveBothLineups(home, away, matchId, queryClient);
        const fullMs = performance.now() - started;
        const fullRequests = requests - before;

        // A small edit of the home side: two starters swap cells, the first substitute starts, a starter sits.
        const edited = saved.homeTeam.starters.map((p) => ({ ...p }));
        const [a, b] = edited;
        [a.matchGrid, b.matchGrid] = [b.matchGrid, a.matchGrid];
        const sub = { ...saved.homeTeam.substitutes[0] };
        const benched = edited[edited.length - 1];
        [sub.matchGrid, sub.role, benched.matchGrid, benched.role] = [benched.matchGrid, 'START_PLAYER', null, 'SUB_PLAYER'];
        const toPlanned = (p: typeof sub): PlannedPlayer => ({
          matchUserId: p.id,
          userId: p.userId,
          name: p.name,
          number: p.number,
          role: p.role,
          matchPosition: p.matchPosition,
          matchGrid: p.matchGrid,
        });
        const editPlan = planLineupSave(saved, {
          home: { teamId: hangang.id, players: [...edited, sub, ...saved.homeTeam.substitutes.slice(1)].map(toPlanned) },
          away: { teamId: gwanak.id, players: [...saved.awayTeam.starters, ...saved.awayTeam.substitutes].map(toPlanned) },
        });
        const beforeEdit = requests;
        const editStarted = performance.now();
        await saveLineup(home, queryClient, { matchId, plan: editPlan });
        return [
          { name: 'full save of both sides', value: fullMs, unit: 'ms' },
          { name: `full save: requests (${writes} writes + a lineup read per side)`, value: fullRequests, unit: 'count' },
          { name: 'small edit (swap two, one substitution)', value: performance.now() - editStarted, unit: 'ms' },
          { name: 'small edit: requests', value: requests - beforeEdit, unit: 'count' },
        ];
      },
      async tearDown() {
        listening.close();
        await database.close();
      },
    };
  },
};
