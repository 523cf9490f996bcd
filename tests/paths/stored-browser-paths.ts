/**
 * The browser paths (`browserPaths`), walked once per version of their sources and kept in a file.
 * The walk is ~4.4 s of CPU for the seven models (the recorder's 2.9 s), and Playwright's runner and
 * each worker that runs a path load e2e/paths.spec.ts, which asks for them at load: three walks per
 * run, the runner's before any test starts. `npm test` walks them beside the type check
 * (scripts/write-browser-paths.ts); Playwright's processes then read the file.
 *
 * The file holds each path's id and user events only. A path is rebuilt from them with the model's
 * own `next`, so its states and real ops are the model's, never a copy; an event the model no
 * longer offers where the path takes it means the file is stale, and the walk runs again. The file
 * is named for a hash of everything the walk reads: the models, the machines, the contract and the
 * xstate versions. Vitest's tests/paths/user-models.test.ts walks afresh: that is the walk's test.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { EventObject } from 'xstate';
import { browserPaths, type UserModel, type UserPath } from './user-model.ts';

const root = new URL('../..', import.meta.url).pathname;
/** What the walk reads: tests/paths imports only these and xstate (tests/paths/*.ts). */
const sourceFolders = ['tests/paths', 'machines', 'contract'];
const libraries = ['xstate', '@xstate/graph'];

type StoredPath = { id: string; events: EventObject[] };
type StoredFile = Record<string, StoredPath[]>;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let storeFile: string | undefined;
/** node_modules/.cache/pitchside/browser-paths-<hash of the sources>.json (a new install starts without). */
export function browserPathsFile(): string {
  if (storeFile) return storeFile;
  const hash = createHash('sha256');
  for (const file of sourceFolders.flatMap(filesUnder)) hash.update(relative(root, file)).update(readFileSync(file));
  for (const name of libraries) hash.update(readFileSync(join(root, 'node_modules', name, 'package.json')));
  storeFile = join(root, 'node_modules/.cache/pitchside', `browser-paths-${hash.digest('hex').slice(0, 16)}.json`);
  return storeFile;
}

function readStore(file: string): StoredFile {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredFile;
  } catch {
    return {};
  }
}

/** Another process may write at the same time: each writes a file of its own and renames it into place. */
function writeStore(file: string, store: StoredFile) {
  mkdirSync(join(file, '..'), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, JSON.stringify(store));
  renameSync(partial, file);
}

/** The paths again from their events, or null where the model does not offer an event (a stale file). */
function rebuild<S extends object, E extends EventObject>(model: UserModel<S, E>, stored: StoredPath[]): UserPath<S, E>[] | null {
  const paths: UserPath<S, E>[] = [];
  for (const { id, events } of stored) {
    let state = model.open.state;
    const steps: UserPath<S, E>['steps'] = [];
    for (const event of events) {
      const offered = model.events(state).find((e) => isDeepStrictEqual(e, event));
      if (!offered) return null;
      const step = model.next(state, offered);
      steps.push({ event: offered, state: step.state, real: step.real });
      state = step.state;
    }
    paths.push({ id, steps });
  }
  return paths.length ? paths : null;
}

/** `browserPaths(model)`, from the file where it holds this model's, else walked and written to it. */
export function storedBrowserPaths<S extends object, E extends EventObject>(model: UserModel<S, E>, file = browserPathsFile()): UserPath<S, E>[] {
  const name = model.real.name;
  const kept = readStore(file)[name];
  const rebuilt = kept && rebuild(model, kept);
  if (rebuilt) return rebuilt;
  const paths = browserPaths(model);
  const stored = paths.map((path) => ({ id: path.id, events: path.steps.map((s) => s.event as EventObject) }));
  // Only events that come back from JSON as they were (no undefined fields, no functions) are kept.
  if (isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), stored)) writeStore(file, { ...readStore(file), [name]: stored });
  return paths;
}
