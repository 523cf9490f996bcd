/**
 * The chunk plan of decisions 037 and 038 on a made-up first pass: which modules go in `boot`, which in
 * `core`, and which stay where the bundler put them.
 */
import { describe, expect, it } from 'vitest';
import { planChunks, rootsLoading, type ChunkPlanRules, type PlannedChunk } from '../../scripts/build/chunk-plan.ts';

const rules: ChunkPlanRules = {
  boot: /boot\.tsx$/,
  data: /data\.ts$/,
  light: /login-page\.tsx$/,
  core: /core\.ts$/,
  mainScreens: ['src/a-page.tsx', 'src/b-page.tsx', 'src/f-page.tsx'],
  frontScreen: 'src/a-page.tsx',
  parts: /dialog-body\.tsx$/,
  early: /early\.machine\.ts$/,
  minPages: 3,
  smallChunk: 100,
  fewPages: 3,
  largeShare: 4000,
};

/** A chunk of the first pass; `modules` maps each module to its size before minifying. */
function chunk(fileName: string, modules: Record<string, number>, options: Partial<PlannedChunk> = {}): PlannedChunk {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: Object.keys(modules),
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
    ...options,
  };
}
const lazy = (fileName: string, facade: string, modules: Record<string, number>, imports: string[] = []) =>
  chunk(fileName, modules, { isDynamicEntry: true, facadeModuleId: facade, imports });

/**
 * The entry, the app's boot, the sign-in page, the client core, three main screens (a, the front
 * one, b and f), three other pages (c, d, e), a lazy part (a dialog's body) and f's early module,
 * with shared chunks between them.
 */
const page = (name: string, imports: string[]) => lazy(`${name}.js`, `/app/src/${name}.tsx`, { [`/app/src/${name}.tsx`]: 300 }, ['core.js', ...imports]);
const firstPass: PlannedChunk[] = [
  chunk('index.js', { 'index.html': 10, 'main.tsx': 50, 'route-table.ts': 30 }, { isEntry: true, facadeModuleId: 'index.html' }),
  lazy('boot.js', 'boot.tsx', { 'boot.tsx': 50, 'react-dom.js': 500 }, ['shared-login.js', 'shared-base.js']),
  lazy('data.js', 'data.ts', { 'data.ts': 50, 'session.ts': 400 }, ['shared-base.js']),
  chunk('shared-base.js', { 'react.js': 100 }),
  lazy('login.js', 'login-page.tsx', { 'login-page.tsx': 40, 'login-only.ts': 30 }, ['shared-login.js']),
  chunk('shared-login.js', { 'button.tsx': 60 }),
  lazy('core.js', 'core.ts', { 'core.ts': 80, 'query-client.ts': 900 }, ['data.js']),
  page('a-page', ['ab.js', 'acd.js', 'a-small.js']),
  page('b-page', ['ab.js', 'bf.js', 'b-menu.js']),
  page('c-page', ['acd.js', 'cde.js', 'cd-small.js', 'cd-large.js']),
  page('d-page', ['acd.js', 'cde.js', 'cd-small.js', 'cd-large.js', 'a-small.js']),
  page('e-page', ['cde.js', 'clock.js']),
  page('f-page', ['bf.js', 'f-early.js', 'f-rules.js']),
  lazy('f-early.js', 'f.early.machine.ts', { 'f.early.machine.ts': 200 }, ['clock.js', 'f-rules.js', 'data.js']),
  chunk('clock.js', { 'clock.ts': 300 }),
  chunk('f-rules.js', { 'f-rules.ts': 300 }),
  lazy('dialog-body.js', 'dialog-body.tsx', { 'dialog-body.tsx': 80, 'focus-scope.ts': 900 }, ['core.js', 'b-menu.js', 'bf.js']),
  chunk('ab.js', { 'score.tsx': 2000 }),
  chunk('bf.js', { 'drag.tsx': 2000 }),
  chunk('b-menu.js', { 'menu.tsx': 2000 }),
  chunk('acd.js', { 'select.tsx': 3000 }),
  chunk('a-small.js', { 'icon.tsx': 40 }),
  chunk('cde.js', { 'table.tsx': 2000 }),
  chunk('cd-small.js', { 'dates.ts': 40, 'dates-helper.ts': 20 }),
  chunk('cd-large.js', { 'editor.tsx': 5000 }),
];

describe('rootsLoading', () => {
  const roots = rootsLoading(firstPass);
  it.each([
    ['route-table.ts', ['<entry>']],
    ['react-dom.js', ['boot.tsx']],
    [
      'react.js',
      ['boot.tsx', 'data.ts', 'core.ts', 'dialog-body.tsx', 'f.early.machine.ts', ...['a', 'b', 'c', 'd', 'e', 'f'].map((p) => `/app/src/${p}-page.tsx`)],
    ],
    ['button.tsx', ['boot.tsx', 'login-page.tsx']],
    ['login-only.ts', ['login-page.tsx']],
    ['query-client.ts', ['core.ts', 'dialog-body.tsx', ...['a', 'b', 'c', 'd', 'e', 'f'].map((p) => `/app/src/${p}-page.tsx`)]],
    ['menu.tsx', ['dialog-body.tsx', '/app/src/b-page.tsx']],
    ['table.tsx', ['/app/src/c-page.tsx', '/app/src/d-page.tsx', '/app/src/e-page.tsx']],
    ['select.tsx', ['/app/src/a-page.tsx', '/app/src/c-page.tsx', '/app/src/d-page.tsx']],
    ['/app/src/a-page.tsx', ['/app/src/a-page.tsx']],
  ])('%s is loaded by %j', (module, expected) => {
    expect([...roots.get(module)!].sort()).toEqual([...expected].sort());
  });
});

describe('rootsLoading with the module graph', () => {
  // The part's chunk imports the page's chunk, which holds the one module they share: by chunks the
  // part loads the whole page, by the module graph only what it imports.
  const pass = [
    chunk('index.js', { 'index.html': 10, 'main.tsx': 50 }, { isEntry: true, facadeModuleId: 'index.html' }),
    lazy('g-page.js', 'g-page.tsx', { 'g-page.tsx': 300, 'g-list.tsx': 900, 'face.tsx': 40 }),
    lazy('part.js', 'part-body.tsx', { 'part-body.tsx': 500 }, ['g-page.js']),
  ];
  const imports = new Map([
    ['index.html', ['main.tsx']],
    ['g-page.tsx', ['g-list.tsx', 'face.tsx']],
    ['part-body.tsx', ['face.tsx']],
  ]);
  it.each([
    ['face.tsx', ['g-page.tsx', 'part-body.tsx'], ['g-page.tsx', 'part-body.tsx']],
    ['g-list.tsx', ['g-page.tsx', 'part-body.tsx'], ['g-page.tsx']],
    ['part-body.tsx', ['part-body.tsx'], ['part-body.tsx']],
    ['main.tsx', ['<entry>'], ['<entry>']],
  ])('%s: by chunks %j, by the module graph %j', (module, byChunks, byGraph) => {
    expect(rootsLoading(pass).get(module)).toEqual(byChunks);
    expect(rootsLoading(pass, imports).get(module)).toEqual(byGraph);
  });
});

describe('planChunks', () => {
  const plan = planChunks(firstPass, rules);
  it.each([
    ['main.tsx', undefined, 'the entry stays the entry chunk'],
    ['route-table.ts', undefined, 'what the entry imports stays in the entry chunk'],
    ['boot.tsx', 'boot', "the app's boot module"],
    ['react-dom.js', 'boot', 'what the boot module loads'],
    ['data.ts', 'data', 'the data layer'],
    ['session.ts', 'data', 'what the data layer loads (the client core too)'],
    ['react.js', 'base', 'what the boot module and the data layer share'],
    ['button.tsx', 'boot', 'what the sign-in page shares with the boot module'],
    ['query-client.ts', 'core', 'what the client core loads'],
    ['core.ts', 'core', 'the client core itself'],
    ['score.tsx', 'core', 'what the front screen shares with another main screen'],
    ['drag.tsx', 'screens-shared', 'what two main screens share without the front screen'],
    ['focus-scope.ts', 'dialog-body-part', 'what only a lazy part loads goes in its own chunk'],
    ['dialog-body.tsx', 'dialog-body-part', 'the part itself too'],
    ['menu.tsx', 'b-page-part-shared', 'what a lazy part shares with one main screen: a chunk of its own, so neither brings the rest of the other'],
    ['drag.tsx', 'screens-shared', 'what a lazy part shares with two main screens stays where they load it at once'],
    ['query-client.ts', 'core', 'what the client core loads, even when a part loads it too'],
    ['select.tsx', 'a-page-shared', 'what one main screen shares with other pages goes with that screen'],
    ['icon.tsx', 'a-page-shared', 'even when it is small'],
    ['table.tsx', 'pages', 'what three other pages share'],
    ['dates.ts', 'pages', 'a small chunk two other pages share'],
    ['dates-helper.ts', 'pages', 'a small chunk two other pages share'],
    ['editor.tsx', undefined, 'a large chunk only two other pages share stays theirs'],
    ['/app/src/a-page.tsx', undefined, 'a page stays a lazy chunk of its own'],
    ['login-only.ts', undefined, 'what only the sign-in page loads stays with it'],
    ['login-page.tsx', undefined, 'the sign-in page stays a lazy chunk of its own'],
    ['index.html', undefined, 'the entry module stays the entry chunk'],
    ['f.early.machine.ts', 'early', "a screen's early module (its machines, run before React arrives)"],
    ['f-rules.ts', 'early', 'what an early module loads'],
    ['clock.ts', 'data', 'what an early module shares with a page that does not run it goes in the data layer, so that page never loads the early chunk'],
    ['session.ts', 'data', 'what an early module loads from the data layer stays there'],
  ])('%s → %s (%s)', (module, group, _why) => {
    expect(plan.get(module)).toBe(group);
  });
});

describe('planChunks with the module graph: an early module the bundler left in its page', () => {
  // The entry imports the machine dynamically and the page statically: the first pass puts it in the
  // page's chunk, where no chunk says it is a root; the module graph does.
  const pass = [
    chunk('index.js', { 'index.html': 10, 'main.tsx': 50 }, { isEntry: true, facadeModuleId: 'index.html' }),
    lazy('data.js', 'data.ts', { 'data.ts': 50, 'xstate.js': 400 }),
    lazy('r-page.js', 'r-page.tsx', { 'r-page.tsx': 300, 'r.early.machine.ts': 900, 'r-clock.ts': 200 }, ['data.js', 'players.js']),
    lazy('l-page.js', 'l-page.tsx', { 'l-page.tsx': 300 }, ['players.js']),
    chunk('players.js', { 'players.ts': 100 }),
  ];
  const imports = new Map([
    ['index.html', ['main.tsx']],
    ['data.ts', ['xstate.js']],
    ['r-page.tsx', ['r.early.machine.ts']],
    ['r.early.machine.ts', ['xstate.js', 'r-clock.ts', 'players.ts']],
    ['l-page.tsx', ['players.ts']],
  ]);
  const plan = planChunks(pass, { ...rules, mainScreens: ['r-page.tsx', 'l-page.tsx'], frontScreen: 't-page.tsx' }, imports);
  it.each([
    ['r.early.machine.ts', 'early'],
    ['r-clock.ts', 'early'],
    ['players.ts', 'data'],
    ['xstate.js', 'data'],
    ['r-page.tsx', undefined],
  ])('%s → %s', (module, group) => {
    expect(plan.get(module)).toBe(group);
  });
});

describe('planChunks: a heavy share of a few pages gets a chunk of its own', () => {
  // Pages p, q and r show a table (its React Aria code in node_modules), p and q a sort helper of a
  // small chunk; s, t and u, with p, q and r, share a form; r, s and t a light list.
  const pass = [
    chunk('index.js', { 'index.html': 10, 'main.tsx': 50 }, { isEntry: true, facadeModuleId: 'index.html' }),
    lazy('core.js', 'core.ts', { 'core.ts': 80 }),
    ...['p', 'q', 'r', 's', 't', 'u'].map((name) =>
      page(`${name}-page`, [
        ...('pqr'.includes(name) ? ['table.js'] : []),
        ...('pq'.includes(name) ? ['sort.js'] : []),
        ...('rst'.includes(name) ? ['list.js'] : []),
        'form.js',
      ]),
    ),
    chunk('table.js', { '/app/node_modules/rac/Table.mjs': 4000, 'src/table.tsx': 400, 'src/table.css.ts': 30 }),
    chunk('sort.js', { 'src/sort.ts': 40 }),
    chunk('list.js', { 'src/list.tsx': 900 }),
    chunk('form.js', { 'src/form.tsx': 5000 }),
  ];
  const plan = planChunks(pass, { ...rules, mainScreens: [], frontScreen: 'none.tsx' });
  it.each([
    ['src/table.tsx', 'table-pages', 'three pages share it and what it brings weighs more than largeShare: named after its heaviest module of the app'],
    ['/app/node_modules/rac/Table.mjs', 'table-pages', 'what only those pages load goes with it'],
    ['src/table.css.ts', 'table-pages', 'its styles too'],
    ['src/sort.ts', 'table-pages', 'a small chunk only some of those pages share goes with it, so `pages` never imports the chunk'],
    ['src/list.tsx', 'pages', 'a light share of three pages stays in `pages`'],
    ['src/form.tsx', 'pages', 'a heavy share of more than fewPages pages stays in `pages`'],
  ])('%s → %s (%s)', (module, group, _why) => {
    expect(plan.get(module)).toBe(group);
  });
});
