/**
 * Backup and restore of the embedded database (decision 099), on the real server process with PGlite
 * under a throwaway DATA_DIR: an admin records a whole match (kick-off, goals with assists, a goal
 * cancelled as a correction, full time), dues payments and a ledger reversal; `npm run backup` runs
 * while the server serves and a second match is recorded on (the archive holds a prefix of its
 * events); the server stops, DATA_DIR is wiped, `npm run restore` brings it back, and the server
 * started again answers the match's events and score, the ledger and the member list as before — to
 * the token signed before the backup (the development JWT secret travels in the archive). Also the
 * refusals: an existing FILE, a FILE in a missing folder, a restore while the server runs, of a file that is no backup, over a
 * database without --force; and --force keeping the old database aside.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedPeople, seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { matchBody } from '../support/match-body.ts';
import { freePort } from '../support/postgres-cluster.ts';
import { type AppProcess, startAppProcess } from '../support/production-app.ts';
import { call } from '../support/raw-http.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Ports of this lane's range (5250–5299). */
const appPorts = [5260, 5261, 5262, 5263, 5264, 5265, 5266, 5267, 5268, 5269];
const hangang = seedTeams.find((t) => t.key === 'hangang')!;
const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
const admin = seedPerson('kim-minjun');

const work = mkdtempSync(join(tmpdir(), 'pitchside-backup-'));
const dataDir = join(work, 'data');
const archive = join(work, 'sunday.pitchside-backup');
let app: AppProcess | null = null;
let base = '';

afterAll(async () => {
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function startApp(): Promise<void> {
  const port = await freePort(appPorts);
  base = `http://127.0.0.1:${port}`;
  app = startAppProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'no-client-build' });
  await app.waitForLine(/^Pitchside is running at /, { limitMs: 60_000 });
}

async function stopApp(): Promise<void> {
  expect((await app!.stop()).code).toBe(0);
  app = null;
}

/** `npm run <script> -- …args` with this test's DATA_DIR: its exit code and everything it printed. */
function npmRun(script: 'backup' | 'restore', ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((settle) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => settle({ code, output }));
  });
}

async function signIn(key: string): Promise<string> {
  const redirectUri = `${base}/login/kakao-redirect`;
  const state = 'backup-test';
  const authorize = await call(base, `/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
  const stateCookie = [authorize.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('pitchside_login_state='))
    ?.split(';')[0];
  const chosen = await call(base, '/dev-auth/authorize', { method: 'POST', form: { redirect_uri: redirectUri, state, personId: String(seedPerson(key).id) } });
  const code = new URL(String(chosen.headers.location)).searchParams.get('code');
  const exchanged = await call(base, '/open-api/v1/users/kakao', { method: 'POST', json: { code, redirectUri, state }, headers: { cookie: stateCookie! } });
  expect(exchanged.status, exchanged.body).toBe(200);
  return exchanged.json<{ data: { accessToken: string } }>().data.accessToken;
}

async function api<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const answer = await call(base, path, { method, token, json });
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBeLessThan(300);
  return answer.json<{ data: T }>().data;
}

/** Everything the test reads back after the restore, as the API answers it. */
async function readEverything(token: string, matchId: number) {
  return {
    // serverNow is the clock at the read, not data.
    match: { ...(await api<{ matchState: string; serverNow?: string }>(token, 'GET', `/api/v1/matches/${matchId}`)), serverNow: undefined },
    score: await api(token, 'GET', `/api/v1/matches/${matchId}/score`),
    history: await api(token, 'GET', `/api/v1/matches/${matchId}/history`),
    players: await api(token, 'GET', `/api/v1/matches/${matchId}/players`),
    ledger: await api<{ balance: number; entries: unknown[] }>(token, 'GET', `/api/v1/teams/${hangang.id}/dues/ledger`),
    members: await api(token, 'GET', `/api/v1/teams/${hangang.id}/users`),
  };
}

/** A match between 한강 and 관악 that 관악 accepted; its id. */
async function createMatch(token: string): Promise<number> {
  const { id } = await api<{ id: number }>(token, 'POST', '/api/v1/matches', matchBody('백업 시험 경기', hangang.id, gwanak.id));
  await api(await signIn('lee-junho'), 'POST', `/api/v1/matches/${id}/accept`);
  return id;
}

const shot = (token: string, matchId: number) =>
  api<{ events: { id: number }[] }>(token, 'POST', `/api/v1/matches/${matchId}/events`, { clientId: randomUUID(), teamId: gwanak.id, eventType: 'SHOT' });

/** A whole match recorded through the API: kick-off, goals with assists, a goal cancelled, full time; its id. */
async function recordMatch(token: string): Promise<number> {
  const id = await createMatch(token);
  const [striker, winger] = seedPeople.filter((p) => p.id !== admin.id && p.teams.some((t) => t.key === 'hangang')).slice(0, 2);
  await api(token, 'POST', `/api/v1/matches/${id}/users`, {
    players: [striker!, winger!].map((p, i) => ({ teamId: hangang.id, userId: p.id, role: 'START_PLAYER', matchGrid: i + 1 })),
  });
  const { homeTeam } = await api<{ homeTeam: { starters: { id: number; userId: number | null }[] } }>(token, 'GET', `/api/v1/matches/${id}/players`);
  const playerOf = (userId: number) => homeTeam.starters.find((p) => p.userId === userId)!.id;
  const time = (halfType: string, timeType: string) => api(token, 'PATCH', `/api/v1/matches/${id}/time`, { halfType, timeType });
  const record = (eventType: string, matchUserId: number | null, teamId = hangang.id) =>
    api<{ events: { id: number }[] }>(token, 'POST', `/api/v1/matches/${id}/events`, { clientId: randomUUID(), teamId, matchUserId, eventType });
  await time('FIRST_HALF', 'START_TIME');
  await record('GOAL', playerOf(striker!.id));
  await record('ASSIST', playerOf(winger!.id));
  await record('GOAL', null, gwanak.id);
  const mistaken = await record('GOAL', playerOf(winger!.id));
  await api(token, 'DELETE', `/api/v1/match-event/${mistaken.events[0]!.id}`);
  await time('FIRST_HALF', 'END_TIME');
  await time('SECOND_HALF', 'START_TIME');
  await record('GOAL', playerOf(winger!.id));
  await record('ASSIST', playerOf(striker!.id));
  await time('SECOND_HALF', 'END_TIME');
  return id;
}

/** Dues set up, two payments and the reversal of one of them. */
async function recordDues(token: string): Promise<void> {
  const dues = `/api/v1/teams/${hangang.id}/dues`;
  // Seeded members joined today: their dues start this month (Seoul).
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const month = today.slice(0, 7);
  await api(token, 'PUT', `${dues}/settings`, {
    monthlyAmount: 30_000,
    dueDay: 20,
    startMonth: month,
    amountFromMonth: month,
    membersSeeEachOther: true,
    remindOnDueDay: false,
  });
  const [first, second] = seedPeople.filter((p) => p.teams.some((t) => t.key === 'hangang')).slice(0, 2);
  const pay = (userId: number, months: string[]) =>
    api<{ id: number }>(token, 'POST', `${dues}/payments`, {
      clientId: randomUUID(),
      userId,
      amount: 30_000 * months.length,
      paidOn: today,
      method: 'TRANSFER',
      note: null,
      months,
    });
  await pay(first!.id, [month]);
  const wrong = await pay(second!.id, [month]);
  await api(token, 'POST', `${dues}/entries/${wrong.id}/reversal`, { clientId: randomUUID(), reason: '다른 회원의 납부로 잘못 기록' });
}

describe('backup and restore of the embedded database', () => {
  it('a backup made while the server runs restores into a wiped DATA_DIR with the match, the ledger and the members equal', { timeout: 150_000 }, async () => {
    await startApp();
    const token = await signIn(admin.key);
    const matchId = await recordMatch(token);
    await recordDues(token);
    const before = await readEverything(token, matchId);
    expect(before.match.matchState).toBe('FINISHED');
    expect(before.ledger.entries).toHaveLength(3);
    expect(before.ledger.balance).toBe(30_000);

    // A second match is played on while the backup is made: the archive holds a prefix of its events, never a torn write.
    const playing = await createMatch(token);
    await api(token, 'PATCH', `/api/v1/matches/${playing}/time`, { halfType: 'FIRST_HALF', timeType: 'START_TIME' });
    const acknowledgedBefore = (await shot(token, playing)).events[0]!.id;
    const backingUp = npmRun('backup', archive);
    let backedUp = false;
    void backingUp.then(() => (backedUp = true));
    while (!backedUp) await shot(token, playing);
    const made = await backingUp;
    const playedOn = await api<{ id: number }[]>(token, 'GET', `/api/v1/matches/${playing}/history`);
    expect(made.output).toMatch(/from the running server/);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/backup written to .* \(\d+\.\d MB\)/);
    expect(made.output).toMatch(/secrets: jwt-secret, vapid-keys\.json/);
    expect(existsSync(`${archive}.tmp`)).toBe(false);
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    // The refusals that need no stop, side by side (each is a process of its own).
    const notBackup = join(work, 'notes.txt');
    writeFileSync(notBackup, '일요일 경기 메모\n');
    const [again, nowhere, whileRunning, noBackup] = await Promise.all([
      npmRun('backup', archive),
      npmRun('backup', join(work, 'no-such-folder', 'x.pitchside-backup')),
      npmRun('restore', archive),
      npmRun('restore', notBackup),
    ]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toMatch(/no-such-folder does not exist/);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists already: .* --force/);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(/server is running on .*: stop it before restoring/);
    expect(noBackup.code).toBe(1);
    expect(noBackup.output).toMatch(/notes\.txt: it is not a Pitchside backup/);

    await stopApp();
    const overDatabase = await npmRun('restore', archive);
    expect(overDatabase.code).toBe(1);
    expect(overDatabase.output).toMatch(/holds a database: add --force/);

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await npmRun('restore', archive);
    expect(restored.code, restored.output).toBe(0);
    await startApp();
    expect(await readEverything(token, matchId)).toEqual(before);
    const kept = await api<{ id: number }[]>(token, 'GET', `/api/v1/matches/${playing}/history`);
    expect(kept.map((e) => e.id)).toContain(acknowledgedBefore);
    expect(kept).toEqual(playedOn.slice(0, kept.length));
  });

  it('restore --force keeps the database it replaces aside', { timeout: 60_000 }, async () => {
    if (app) await stopApp();
    const forced = await npmRun('restore', archive, '--force');
    expect(forced.code, forced.output).toBe(0);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dataDir, aside[0]!, 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'utf8'));
  });
});
