/**
 * A full save of two 11+5 lineups, through the real client code (the lineup editor's `saveLineup`
 * with the app's HTTP client) against the real server on loopback with the embedded database:
 * how many requests it makes and how long it takes; then a small edit (two starters swapped, one
 * bench change). Each admin saves their own side, as in the app. Prints figures; asserts nothing.
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
import { seedPeople, seedTeams, type SeedPerson } from '#server/db/seed-data.ts';
import { seedIfEmpty } from '#server/db/seed.ts';
import { saveLineup } from '#src/features/lineup/api/lineup.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { createSession } from '#src/lib/session.ts';

const runs = 10;
/** 4-4-2: goalkeeper, four defenders, four midfielders, two forwards (row 0 at the halfway line). */
const cells = [27, 20, 21, 23, 24, 10, 11, 13, 14, 1, 3];

const database = await createDatabase();
const server = await (async () => {
  await seedIfEmpty(database.db, systemClock);
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' });
  const app = createApp({ db: database.db, clock: systemClock, config });
  const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 });
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  return { listening, tokens, base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
})();

let requests = 0;
const countingFetch: typeof fetch = (input, init) => {
  requests += 1;
  return fetch(input, init);
};

async function clientFor(person: SeedPerson) {
  const session = createSession({ renewToken: () => Promise.reject(new Error('no renew in the benchmark')) });
  session.setToken({ accessToken: await server.tokens.signAccessToken(person.id), userId: person.id, userLifecycle: 'ACTIVE' });
  return createHttpClient({ baseURL: server.base, session, fetch: countingFetch });
}

const side = (teamKey: string) => seedPeople.filter((p) => p.teams.some((t) => t.key === teamKey)).slice(0, 16);
const players = (people: SeedPerson[]): PlannedPlayer[] => people.map((p, i) => ({
  matchUserId: null, userId: p.id, name: p.name, number: p.memberships[0].backNumber,
  role: i < 11 ? 'START_PLAYER' : 'SUB_PLAYER', matchPosition: null, matchGrid: i < 11 ? cells[i] : null,
}));
const empty = { starters: [], substitutes: [] };

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
}

try {
  const hangang = seedTeams.find((t) => t.key === 'hangang')!;
  const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
  const homeAdmin = seedPeople.find((p) => p.key === 'kim-minjun')!;
  const awayAdmin = seedPeople.find((p) => p.key === 'lee-junho')!;
  const home = await clientFor(homeAdmin);
  const away = await clientFor(awayAdmin);
  const queryClient = new QueryClient();
  const matchDate = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

  const fullTimes: number[] = [];
  const editTimes: number[] = [];
  let fullRequests = 0;
  let fullWrites = 0;
  let editRequests = 0;
  for (let run = 0; run < runs; run++) {
    const { id: matchId } = await home.call('createMatch', { body: {
      title: `벤치마크 ${run}`, homeTeamId: hangang.id, awayTeamId: gwanak.id, matchType: 'FRIENDLY', stadium: '벤치 구장',
      matchDate, plannedStartTime: '10:00', plannedEndTime: '12:00', firstHalfPeriod: 45, secondHalfPeriod: 45,
      mainRefereeName: null, assistantReferee1: null, assistantReferee2: null, fourthReferee: null,
    } });
    const current: CurrentLineup = {
      home: { teamId: hangang.id, players: players(side('hangang')) },
      away: { teamId: gwanak.id, players: players(side('gwanak')) },
    };
    const nobody: MatchPlayers = { homeTeam: empty, awayTeam: empty };

    // Each admin saves their own side: the plan for one side leaves the other untouched.
    const homePlan = planLineupSave(nobody, { ...current, away: { teamId: gwanak.id, players: [] } });
    const awayPlan = planLineupSave(nobody, { ...current, home: { teamId: hangang.id, players: [] } });
    fullWrites += planCallCount(homePlan) + planCallCount(awayPlan);
    const before = requests;
    const started = performance.now();
    await saveLineup(home, queryClient, { matchId, plan: homePlan });
    const saved = await saveLineup(away, queryClient, { matchId, plan: awayPlan });
    fullTimes.push(performance.now() - started);
    fullRequests += requests - before;

    // A small edit of the home side: two starters swap cells, the first substitute starts, a starter sits.
    const edited = saved.homeTeam.starters.map((p) => ({ ...p }));
    const [a, b] = edited;
    [a.matchGrid, b.matchGrid] = [b.matchGrid, a.matchGrid];
    const sub = { ...saved.homeTeam.substitutes[0] };
    const benched = edited[edited.length - 1];
    [sub.matchGrid, sub.role, benched.matchGrid, benched.role] = [benched.matchGrid, 'START_PLAYER', null, 'SUB_PLAYER'];
    const toPlanned = (p: typeof sub): PlannedPlayer => ({ matchUserId: p.id, userId: p.userId, name: p.name, number: p.number, role: p.role, matchPosition: p.matchPosition, matchGrid: p.matchGrid });
    const editPlan = planLineupSave(saved, {
      home: { teamId: hangang.id, players: [...edited, sub, ...saved.homeTeam.substitutes.slice(1)].map(toPlanned) },
      away: { teamId: gwanak.id, players: [...saved.awayTeam.starters, ...saved.awayTeam.substitutes].map(toPlanned) },
    });
    const beforeEdit = requests;
    const editStarted = performance.now();
    await saveLineup(home, queryClient, { matchId, plan: editPlan });
    editTimes.push(performance.now() - editStarted);
    editRequests += requests - beforeEdit;
  }

  console.log(`lineup save, two sides of 11 starters + 5 substitutes (the editor's saveLineup, real client, server on loopback, embedded database), ${runs} runs:`);
  console.log(`  full save of both sides: ${fullRequests / runs} requests (${fullWrites / runs} writes + a fresh lineup read per side), ${summary(fullTimes)}`);
  console.log(`  small edit (swap two, one substitution): ${editRequests / runs} requests, ${summary(editTimes)}`);
} finally {
  server.listening.close();
  await database.close();
}
