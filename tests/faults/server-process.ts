/**
 * The real server as a child process (`node --import tsx server/main.ts`), for the fault tests that
 * kill it: its own port and DATA_DIR (the embedded database lives there, with the JWT secret, so a
 * restart on the same directory keeps the data and the tokens), the development sign-in, the API only
 * (no built client needed). `kill()` is SIGKILL: no shutdown hook runs and nothing is flushed, as when
 * the kernel's OOM killer or a crash ends the process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginRedirectRoute } from '#contract/endpoints.ts';

const root = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  origin: string;
  dataDir: string;
  /** Starts the server (again) on the same port and DATA_DIR and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** Stops it (if running) and deletes DATA_DIR. */
  dispose(): Promise<void>;
  /** What the process printed (for a failing test's message). */
  output(): string;
}

export function serverProcess(port: number): ServerProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-faults-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let printed = '';

  async function waitUntilAnswering(deadlineMs: number) {
    const until = Date.now() + deadlineMs;
    for (;;) {
      if (child?.exitCode !== null) throw new Error(`the server exited (${child?.exitCode}):\n${printed}`);
      try {
        const response = await fetch(`${origin}/open-api/v1/teams?size=1`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > until) throw new Error(`the server did not answer within ${deadlineMs} ms:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });

  return {
    origin,
    dataDir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: origin,
          AUTH_PROVIDER: 'dev',
          STATIC_DIR: join(dataDir, 'no-client'),
          DATABASE_URL: '',
        },
      });
      child.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
      });
      // A loaded machine: migrating and seeding a new embedded database can take a while.
      await waitUntilAnswering(90_000);
    },
    async kill() {
      const gone = exited();
      child?.kill('SIGKILL');
      await gone;
    },
    async dispose() {
      if (child && child.exitCode === null && child.signalCode === null) {
        const gone = exited();
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => printed,
  };
}

/** Signs a seeded person in through the development flow over HTTP; answers the access token. */
export async function signInOver(origin: string, personId: number): Promise<string> {
  const redirectUri = `${origin}${loginRedirectRoute}`;
  const state = 'faults-state-0001';
  // The authorize redirect binds the state to this client with a cookie the code exchange checks (decision 026).
  const authorize = await fetch(`${origin}/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, { redirect: 'manual' });
  const stateCookie = authorize.headers
    .getSetCookie()
    .find((c) => c.startsWith('pitchside_login_state='))
    ?.split(';')[0];
  if (authorize.status !== 302 || !stateCookie) throw new Error(`authorize answered ${authorize.status}`);
  const chosen = await fetch(`${origin}/dev-auth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ redirect_uri: redirectUri, state, personId: String(personId) }),
  });
  const location = chosen.headers.get('location');
  if (chosen.status !== 302 || !location) throw new Error(`dev sign-in answered ${chosen.status}`);
  const code = new URL(location).searchParams.get('code');
  const token = await fetch(`${origin}/open-api/v1/users/kakao`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stateCookie },
    body: JSON.stringify({ code, redirectUri, state }),
  });
  if (!token.ok) throw new Error(`code exchange answered ${token.status}`);
  return ((await token.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A JSON call with a Bearer token; answers status and envelope. */
export async function apiCall<T = unknown>(
  origin: string,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; data: T; code?: number; message?: string }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const envelope = (await response.json()) as { data: T; code?: number; message?: string };
  return { status: response.status, ...envelope };
}
