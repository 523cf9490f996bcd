/**
 * Decision 102 on the real build: what a cold visit waits for is asked for with the document. The
 * server's Link header (server/client-preload.ts) names every script and style sheet a screen's first
 * render loads, the address's own page included, so none of them waits for another file to arrive and
 * run before it is requested. The route list it matches addresses with (scripts/build/route-pages.ts,
 * read from the route table's text) is checked against the route table itself. Counted, not timed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPreloadHeader } from '#server/client-preload.ts';
import { matchRoutes, routeTable } from '#src/app/route-table.ts';
import { chunkKeyOf, readBuild, screens, screenWeight, type BuiltClient, type ScreenName } from '../../scripts/build/route-weight.ts';
import { routePagesFile, type RoutePages } from '../../scripts/build/route-pages.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
let built: BuiltClient;
let routePages: RoutePages[];
let linkHeader: (path: string) => string | null;

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the client build failed:\n${build.stdout}\n${build.stderr}`);
  built = readBuild(dist);
  routePages = JSON.parse(readFileSync(join(dist, routePagesFile), 'utf8')) as RoutePages[];
  linkHeader = createPreloadHeader(dist);
}, 300_000);

/** An address of the route's pattern: each parameter a valid id. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, '7');
/** The files a Link header names, in its order. */
const linked = (header: string | null) => (header ?? '').split(', ').map((link) => /^<\/([^>]+)>/.exec(link)?.[1]);

describe("the build's route list (scripts/build/route-pages.ts)", () => {
  it('lists every route of the route table, in its order, each with the module of a chunk of the build', () => {
    expect(routePages.map((route) => route.path)).toEqual(routeTable.map((route) => route.path));
    for (const route of routePages) {
      expect(route.modules.length, route.path).toBeGreaterThan(0);
      for (const module of route.modules) expect(() => chunkKeyOf(built, module), `${route.path}: ${module}`).not.toThrow();
    }
    // The record screen's early machines come with its page (decision 047).
    expect(routePages.find((route) => route.path === '/matches/:matchId/record')?.modules).toEqual(
      expect.arrayContaining(['src/features/match-record/match-record-page.tsx', 'machines/recorder.machine.ts', 'machines/outbox.machine.ts']),
    );
  });

  it("has the server preload, for an address of each route, the page the app's own matcher picks for it", () => {
    for (const route of routeTable) {
      const address = addressOf(route.path);
      const picked = matchRoutes(routeTable, parse, address)?.route;
      const page = routePages[routeTable.indexOf(picked!)].modules[0];
      expect(linked(linkHeader(address)), address).toContain(built.manifest[chunkKeyOf(built, page)].file);
    }
  });
});

describe('every file on a screen’s critical path is asked for with the document, one round trip after it', () => {
  const addresses: Record<Extract<ScreenName, 'login' | 'teamPage' | 'matchPage' | 'recordScreen' | 'lineupEditor'>, string> = {
    login: '/login',
    teamPage: '/teams/7',
    matchPage: '/matches/7',
    recordScreen: '/matches/7/record',
    lineupEditor: '/matches/7/players/edit',
  };
  it.each(Object.entries(addresses) as [keyof typeof addresses, string][])('%s (%s)', (screen, address) => {
    const { scripts, styles } = screenWeight(built, screens[screen]);
    const files = linked(linkHeader(address));
    expect([...scripts, ...styles].filter((file) => !files.includes(file))).toEqual([]);
    // …and nothing twice, nothing the screen does not load.
    expect(files.length).toBe(new Set(files).size);
    expect(files.filter((file) => file === undefined || ![...scripts, ...styles].includes(file))).toEqual([]);
  });
});
