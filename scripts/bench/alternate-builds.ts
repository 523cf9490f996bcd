/**
 * Two client builds measured side by side (decisions 040, 041). On this shared 2-core machine a batch
 * of runs does not resolve a few hundred milliseconds: one build measured 2.66–2.89 s in one batch
 * and 3.34–3.91 s ten minutes later. Visits that alternate between the two builds share the machine's
 * moment, so their difference holds.
 *
 * With `BENCH_AGAINST=<a client build's folder>` the phone section visits each screen with this
 * checkout's build and with that one in turn, on one server and one database. The server's
 * `STATIC_DIR` is a symbolic link, pointed at one build or the other before each visit; the server
 * serves files and reads the build's manifest per request, so it needs no restart. The API is this
 * checkout's for both: this compares client changes. To keep a build before a change:
 * `NODE_ENV=production npx vite build && cp -a dist /tmp/before`.
 */
import { existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Build {
  name: 'this build' | 'against';
  dir: string;
}

export interface AlternateBuilds {
  /** What the server gets as STATIC_DIR: the link. */
  staticDir: string;
  /** The two builds, in the order of the next round (the order flips every round). */
  nextRound(): Build[];
  /** Points the link at `build`. */
  use(build: Build): void;
  remove(): void;
}

/** The two builds to alternate, or null when `against` is not given (the bench then visits this build only). */
export function alternateBuilds(thisBuild: string, against: string | undefined): AlternateBuilds | null {
  if (!against) return null;
  const other = resolve(against);
  if (!existsSync(join(other, 'index.html')) || !existsSync(join(other, '.vite', 'manifest.json'))) {
    throw new Error(`BENCH_AGAINST: ${other} is not a client build (no index.html or .vite/manifest.json)`);
  }
  const builds: Build[] = [
    { name: 'this build', dir: resolve(thisBuild) },
    { name: 'against', dir: other },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pitchside-bench-builds-'));
  const link = join(folder, 'client');
  const use = (build: Build) => {
    // A new link renamed over the old one: the server never finds no build at the path.
    const next = join(folder, 'next');
    symlinkSync(build.dir, next);
    renameSync(next, link);
  };
  use(builds[0]);
  let round = 0;
  return {
    staticDir: link,
    nextRound: () => (round++ % 2 === 0 ? builds : [...builds].reverse()),
    use,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
