/**
 * Decision 106 on the real build: the service worker sends a navigation to a signed-in screen the
 * server renders (src/app/server-render.tsx, /login aside) to the network first, and leaves every
 * other navigation to the precached shell. Its route's pattern is copied into dist/sw.js as text, so
 * the check is on that text, against the route table's own paths.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRenderedRoutes } from '#src/app/server-render.tsx';
import { routeTable } from '#src/app/route-table.ts';

const root = join(import.meta.dirname, '..', '..');
let worker: string;

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the client build failed:\n${build.stdout}\n${build.stderr}`);
  worker = readFileSync(join(root, 'dist', 'sw.js'), 'utf8');
}, 300_000);

/** A route's path with every parameter a valid id. */
const pathOf = (id: string) => routeTable.find((route) => route.id === id)!.path.replace(/:\w+/g, '7');

/** The pattern of the worker's network-first navigation route, as the build wrote it. */
function networkFirstPattern(): { literal: string; pattern: RegExp } {
  const found = /"navigate"===\w+\.mode&&(\/\^.+?\$\/)\.test/.exec(worker);
  if (!found) throw new Error('dist/sw.js has no route for navigations');
  return { literal: found[1], pattern: new RegExp(found[1].slice(1, -1)) };
}

describe("the service worker's navigations (decision 106)", () => {
  it('asks the network first for each signed-in screen the server renders, and for nothing else', () => {
    const { pattern } = networkFirstPattern();
    const rendered: readonly string[] = serverRenderedRoutes.filter((id) => id !== 'login');
    expect(rendered.length).toBe(3);
    for (const id of rendered) expect(pattern.test(pathOf(id)), id).toBe(true);
    const others = routeTable.filter((route) => !rendered.includes(route.id)).map((route) => pathOf(route.id));
    expect(others.filter((path) => pattern.test(path))).toEqual([]);
  });

  it("keeps those paths from Workbox's shell fallback, and the shell for the rest", () => {
    const { literal } = networkFirstPattern();
    const denylist = /NavigationRoute\(\w+\.createHandlerBoundToURL\("\/index\.html"\),\{denylist:\[(.+?)\]\}\)/.exec(worker);
    expect(denylist?.[1]).toContain(literal);
  });
});
