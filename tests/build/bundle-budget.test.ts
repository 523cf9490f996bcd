/**
 * The JavaScript budgets of decision 023 on the real build: /login at most 120 KB gzip, the record screen
 * at most 250 KB gzip; the fonts of decision 036, at most 80 KB, summed over what each screen loads according to the build manifest
 * (scripts/build/route-weight.ts). Byte sizes, not timings. Builds the client first when its sources
 * changed (scripts/build-if-needed.mjs), which `npm test`'s Playwright step needs anyway.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chunkKeyOf,
  chunkModulesFile,
  entryKey,
  readBuild,
  screens,
  screenWeight,
  signedIn,
  staticClosure,
  type BuiltClient,
} from '../../scripts/build/route-weight.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const kb = 1024;
let built: BuiltClient;

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the client build failed:\n${build.stdout}\n${build.stderr}`);
  built = readBuild(dist);
}, 300_000);

describe('route-level code splitting', () => {
  it('every page of the route table is a lazy chunk of its own, outside the entry', () => {
    const routeTable = readFileSync(join(root, 'src/app/route-table.ts'), 'utf8');
    const pages = [...routeTable.matchAll(/pageChunk\(\(\) => import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}`);
    expect(pages.length).toBeGreaterThan(20);
    const { manifest } = built;
    const entry = staticClosure(manifest, [entryKey(manifest)]);
    for (const page of new Set(pages)) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      expect(entry.has(page), page).toBe(false);
    }
  });

  it('/login loads neither the client core nor the shell nor the endpoint table', () => {
    const login = screenWeight(built, screens.login);
    for (const module of ['src/app/core.ts', 'src/app/layout/app-shell.tsx']) {
      expect(login.scripts, module).not.toContain(built.manifest[chunkKeyOf(built, module)].file);
    }
    // The endpoint table (contract/endpoints.ts) is the one module that spells the API's paths.
    const code = login.scripts.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    expect(code).not.toContain('/api/v1/teams/{teamId}');
  });
});

describe('JavaScript budgets (gzip -9)', () => {
  it('/login loads at most 120 KB', () => {
    const { scriptGzip } = screenWeight(built, screens.login);
    expect(scriptGzip / kb).toBeLessThanOrEqual(120);
  });

  it('the record screen loads at most 250 KB', () => {
    const { scriptGzip } = screenWeight(built, screens.recordScreen);
    expect(scriptGzip / kb).toBeLessThanOrEqual(250);
  });
});

/**
 * Decision 037: on a phone network every file costs a round trip, so the main screens load few of them
 * (decision 037). Counted by the build manifest, what a cold visit asks for besides the page itself,
 * its API reads and the icon. Decision 102: at 1.6 Mbit/s these bytes are the floor of a cold visit
 * (the server's Link header asks for all of them with the document, tests/build/critical-path.test.ts),
 * so each main screen has its own budget, at what it loads today (2026-12-06) plus a few KB for the
 * next change; a screen that needs more says why in a decision.
 */
describe('files per screen (decisions 037, 102)', () => {
  const mainScreens = ['teamPage', 'matchPage', 'recordScreen', 'lineupEditor'] as const;
  it.each([
    ['teamPage', 11, 180],
    ['matchPage', 13, 216],
    ['recordScreen', 14, 216],
    ['lineupEditor', 13, 216],
  ] as const)('%s loads at most %i scripts and styles, at most %i KB of them', (screen, files, kilobytes) => {
    const weight = screenWeight(built, screens[screen]);
    expect(weight.scripts.length + weight.styles.length).toBeLessThanOrEqual(files);
    expect((weight.scriptGzip + weight.styleGzip) / kb).toBeLessThanOrEqual(kilobytes);
  });

  it(
    "no main screen loads React Aria's dialogs, menus and collections before its first paint: the confirm dialog and the menu button bring them " +
      'after it (decision 046)',
    () => {
      const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
      const overlays = new RegExp(
        /react-aria-components\/dist\/private\/(Menu|Modal|Dialog|Popover)\.mjs$/.source +
          '|' +
          /react-aria\/dist\/private\/collections\/(Document|BaseCollection|CollectionBuilder)\.mjs$/.source,
      );
      for (const screen of mainScreens) {
        const loaded = screenWeight(built, screens[screen]).scripts.flatMap((file) => modules[file] ?? []);
        expect(
          loaded.filter((id) => overlays.test(id)),
          screen,
        ).toEqual([]);
      }
      const parts = screenWeight(built, ['src/components/ui/alert-dialog.tsx', 'src/components/ui/menu-trigger.tsx']).scripts.flatMap(
        (file) => modules[file] ?? [],
      );
      expect(parts.filter((id) => overlays.test(id)).length).toBeGreaterThan(5);
    },
  );

  it("the lineup editor loads its guest form's fields only with the form (decision 046)", () => {
    const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
    const fields = /react-aria-components\/dist\/private\/(NumberField|TextField)\.mjs$/;
    const lineup = screenWeight(built, screens.lineupEditor).scripts.flatMap((file) => modules[file] ?? []);
    expect(lineup.filter((id) => fields.test(id))).toEqual([]);
    const form = screenWeight(built, ['src/features/lineup/components/guest-form.tsx']).scripts.flatMap((file) => modules[file] ?? []);
    expect(form.filter((id) => fields.test(id))).toHaveLength(2);
  });

  it(
    'the team page, the screen a cold visit opens most, loads none of the drag and drop, menus and dialogs only the match screens share: at most ' +
      '180 KB (decisions 040, 073)',
    () => {
      const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
      const weight = screenWeight(built, screens.teamPage);
      const loaded = weight.scripts.flatMap((file) => modules[file] ?? []);
      expect(loaded.filter((id) => /react-aria\/dist\/private\/(dnd|menu)\/|react-aria-components\/dist\/private\/(Menu|Modal|Popover)\./.test(id))).toEqual(
        [],
      );
      expect((weight.scriptGzip + weight.styleGzip) / kb).toBeLessThanOrEqual(180);
      // …and the match screens still find them.
      const record = screenWeight(built, screens.recordScreen).scripts.flatMap((file) => modules[file] ?? []);
      expect(record.filter((id) => /react-aria\/dist\/private\/dnd\//.test(id)).length).toBeGreaterThan(0);
    },
  );

  it("the entry is one file of at most 6 KB, so the renewal and the page's code are asked for before the app arrives (decision 038)", () => {
    const { manifest } = built;
    const entry = [...staticClosure(manifest, [entryKey(manifest)])].map((key) => manifest[key]);
    expect(entry.map((chunk) => chunk.file)).toHaveLength(1);
    expect(entry[0].css ?? []).toEqual([]);
    expect(gzipSync(readFileSync(join(dist, entry[0].file)), { level: 9 }).length / kb).toBeLessThanOrEqual(6);
  });

  it("the entry loads the date formats' data while the app's code is on the network (src/lib/warm-date-formats.ts)", () => {
    const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
    expect(modules[built.manifest[entryKey(built.manifest)].file]).toContain('src/lib/warm-date-formats.ts');
  });

  it('the document draws the loading state itself, before any script or style sheet has arrived (decision 038)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="root"><p class="boot-status" role="status">불러오는 중…<\/p><\/div>/);
    expect(html).toMatch(/<style>[^<]*\.boot-status\{[^<]*<\/style>/);
  });

  it('the document carries its icon, so a cold visit asks for no icon file beside the chunks and reads (scripts/build/inline-icon.ts)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const icon = html.match(/<link rel="icon"[^>]*href="([^"]*)"/)?.[1];
    expect(icon).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // The same picture as the file the web app manifest names.
    expect(decodeURIComponent(icon!.replace('data:image/svg+xml,', ''))).toContain("fill='#0043FF'");
  });

  it('the data layer, which reads before the app has arrived, loads no UI: no React DOM, React Aria or page (decision 038)', () => {
    const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
    const { manifest } = built;
    const chunks = [...staticClosure(manifest, [chunkKeyOf(built, 'src/app/data.ts')])].map((key) => manifest[key].file);
    const loaded = chunks.flatMap((file) => modules[file] ?? []);
    expect(loaded).toContain('src/features/teams/team-profile-reads.ts');
    expect(loaded.filter((id) => /node_modules\/(react-dom|react-aria|react-aria-components|@react-aria)\/|^src\/components\/|-page\.tsx$/.test(id))).toEqual(
      [],
    );
  });

  it(
    "the record screen's machines run before React has arrived: their chunk loads nothing but the data layer's, and no other main screen loads it " +
      '(decision 047)',
    () => {
      const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
      const { manifest } = built;
      const earlyKey = chunkKeyOf(built, 'machines/recorder.machine.ts');
      expect(chunkKeyOf(built, 'machines/outbox.machine.ts')).toBe(earlyKey);
      const dataChunks = staticClosure(manifest, [chunkKeyOf(built, 'src/app/data.ts')]);
      expect([...staticClosure(manifest, [earlyKey])].filter((key) => key !== earlyKey && !dataChunks.has(key))).toEqual([]);
      expect(modules[manifest[earlyKey].file]).toContain('machines/match.machine.ts');
      const early = manifest[earlyKey].file;
      expect(screenWeight(built, screens.recordScreen).scripts).toContain(early);
      for (const screen of ['teamPage', 'matchPage', 'lineupEditor'] as const) expect(screenWeight(built, screens[screen]).scripts).not.toContain(early);
    },
  );

  it(
    "only the pages that show a table load it and React Aria's table: not the pages that share the rest of `pages` with them (decision 038, " +
      '`<module>-pages`)',
    () => {
      const modules = JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>;
      const table = /^src\/components\/ui\/table\.tsx$|react-aria-components\/dist\/private\/Table\.mjs$/;
      const tableModules = (lazyModules: readonly string[]) =>
        screenWeight(built, lazyModules)
          .scripts.flatMap((file) => modules[file] ?? [])
          .filter((id) => table.test(id));
      for (const page of ['members/members-page.tsx', 'match-records/match-records-page.tsx', 'stats/stats-page.tsx']) {
        expect(tableModules([...signedIn, `src/features/${page}`]), page).toHaveLength(2);
      }
      expect(tableModules(screens.login)).toEqual([]);
      for (const page of [
        'teams/team-join-page.tsx',
        'auth/register-page.tsx',
        'notices/notices-page.tsx',
        'schedules/schedules-page.tsx',
        'team-admin/team-admin-page.tsx',
      ]) {
        expect(tableModules([...signedIn, `src/features/${page}`]), page).toEqual([]);
      }
    },
  );

  it(
    "the provider's way back loads nothing the team page it lands on does not load too, but its own page: the failure's view (with the error " +
      'catalogue) only on a failure',
    () => {
      const back = screenWeight(built, screens.signInReturn).scripts;
      const page = built.manifest[chunkKeyOf(built, 'src/features/auth/kakao-redirect-page.tsx')].file;
      const landing = new Set(screenWeight(built, screens.teamPage).scripts);
      expect(back).toContain(page);
      expect(back.filter((file) => file !== page && !landing.has(file))).toEqual([]);
      const failure = built.manifest[chunkKeyOf(built, 'src/features/auth/kakao-redirect-failure.tsx')].file;
      expect(back).not.toContain(failure);
      expect(back).not.toContain(built.manifest[chunkKeyOf(built, 'contract/error-codes.ts')].file);
    },
  );

  it('/login loads at most 6 scripts and styles (the entry, the runtime, base, boot and its styles, the page)', () => {
    const weight = screenWeight(built, screens.login);
    expect(weight.scripts.length + weight.styles.length).toBeLessThanOrEqual(6);
  });
});

describe('fonts (decision 036)', () => {
  it('a first visit fetches at most 80 KB of fonts: every font file the built styles can ask for, summed', () => {
    const assets = join(dist, 'assets');
    const styles = readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(assets, f), 'utf8'));
    const fonts = new Set(styles.flatMap((css) => [...css.matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\)/g)].map((m) => m[1].replace(/^\//, ''))));
    const bytes = [...fonts].reduce((sum, file) => sum + statSync(join(dist, file.startsWith('assets/') ? file : join('assets', file))).size, 0);
    expect(bytes / kb).toBeLessThanOrEqual(80);
  });
});
