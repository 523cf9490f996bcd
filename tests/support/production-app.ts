/**
 * The real server in production mode as a child process, for the production tests (decision 027):
 * `node --import tsx server/main.ts` with NODE_ENV=production — the entry `npm start` runs after its
 * client build (skipped here: the API is what is under test, and a Vite build on a shared machine
 * would cost minutes). Its output (the primary's and every worker's) is kept to wait on log lines and
 * to show in failure messages; nothing of it reaches this process's console.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface AppProcess {
  readonly child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr, in arrival order). */
  output(): string;
  /** Settles with the match of the first output line matching `pattern` after `from` characters; rejects if the server exits first or `limitMs` pass. */
  waitForLine(pattern: RegExp, options?: { from?: number; limitMs?: number }): Promise<RegExpMatchArray>;
  /** Settles with the exit code and signal once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not ended within `limitMs`; settles when it ended. */
  stop(limitMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The message of a log line (decision 096): a JSON line's `msg` (production), or the text of a readable
 * development line (`[12:00:00.000] INFO: <message> {"worker":null}`); null for anything else.
 */
function messageOf(line: string): string | null {
  const readable = line.match(/^\[[\d:.]+\] [A-Z]+: (.*?)(?: \{.*\})?$/);
  if (readable) return readable[1]!;
  if (!line.startsWith('{')) return null;
  try {
    const { msg } = JSON.parse(line) as { msg?: unknown };
    return typeof msg === 'string' ? msg : null;
  } catch {
    return null;
  }
}

/** `nodeArgs`: more options for node (each worker gets them too, as node:cluster forks with the primary's). */
export function startAppProcess(env: Record<string, string>, { nodeArgs = [] }: { nodeArgs?: string[] } = {}): AppProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Only what we pass: a developer's own DATABASE_URL or WORKERS must not leak into the test.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters) wake();
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });

  const waitForLine: AppProcess['waitForLine'] = (pattern, { from = 0, limitMs = 45_000 } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        for (const line of text.slice(from).split('\n')) {
          const match = line.match(pattern) ?? messageOf(line)?.match(pattern);
          if (match) return done(() => resolve(match));
        }
        if (ended) done(() => reject(new Error(`the server ended before printing ${pattern}:\n${text}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no line matching ${pattern} within ${limitMs} ms:\n${text}`))), limitMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  return {
    child,
    output: () => text,
    waitForLine,
    exited,
    async stop(limitMs = 20_000) {
      if (!ended) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
      const result = await exited;
      clearTimeout(killer);
      return result;
    },
  };
}
