/**
 * The chunk plan of decision 037 on a made-up first pass: which modules go in `boot`, which in
 * `core`, and which stay where the bundler put them.
 */
import { describe, expect, it } from 'vitest';
import { planChunks, rootsLoading, type ChunkPlanRules, type PlannedChunk } from '../../scripts/build/chunk-plan.ts';

const rules: ChunkPlanRules = { light: /login-page\.tsx$/, core: /core\.ts$/, minPages: 3, smallChunk: 100 };

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

/** The entry, the sign-in page, the client core and three pages, with shared chunks between them. */
const firstPass: PlannedChunk[] = [
  chunk('index.js', { 'index.html': 10, 'main.tsx': 50, 'react.js': 500 }, { isEntry: true, facadeModuleId: 'index.html', imports: ['shared-login.js'] }),
  lazy('login.js', 'login-page.tsx', { 'login-page.tsx': 40, 'login-only.ts': 30 }, ['shared-login.js']),
  chunk('shared-login.js', { 'button.tsx': 60 }),
  lazy('core.js', 'core.ts', { 'core.ts': 80, 'query-client.ts': 900 }),
  lazy('a.js', 'a-page.tsx', { 'a-page.tsx': 300 }, ['core.js', 'abc.js', 'ab-small.js', 'ab-large.js']),
  lazy('b.js', 'b-page.tsx', { 'b-page.tsx': 300 }, ['core.js', 'abc.js', 'ab-small.js', 'ab-large.js']),
  lazy('c.js', 'c-page.tsx', { 'c-page.tsx': 300 }, ['core.js', 'abc.js']),
  chunk('abc.js', { 'table.tsx': 2000 }),
  chunk('ab-small.js', { 'dates.ts': 40, 'dates-helper.ts': 20 }),
  chunk('ab-large.js', { 'editor.tsx': 5000 }),
];

describe('rootsLoading', () => {
  const roots = rootsLoading(firstPass);
  it.each([
    ['react.js', ['<entry>']],
    ['button.tsx', ['<entry>', 'login-page.tsx']],
    ['login-only.ts', ['login-page.tsx']],
    ['query-client.ts', ['core.ts', 'a-page.tsx', 'b-page.tsx', 'c-page.tsx']],
    ['table.tsx', ['a-page.tsx', 'b-page.tsx', 'c-page.tsx']],
    ['dates.ts', ['a-page.tsx', 'b-page.tsx']],
    ['a-page.tsx', ['a-page.tsx']],
  ])('%s is loaded by %j', (module, expected) => {
    expect([...roots.get(module)!].sort()).toEqual([...expected].sort());
  });
});

describe('planChunks', () => {
  const plan = planChunks(firstPass, rules);
  it.each([
    ['main.tsx', 'boot', 'what the entry loads'],
    ['react.js', 'boot', 'what the entry loads'],
    ['button.tsx', 'boot', 'what the sign-in page shares with the entry'],
    ['query-client.ts', 'core', 'what the client core loads'],
    ['core.ts', 'core', 'the client core itself'],
    ['table.tsx', 'core', 'what three pages share'],
    ['dates.ts', 'core', 'a small chunk two pages share'],
    ['dates-helper.ts', 'core', 'a small chunk two pages share'],
    ['editor.tsx', undefined, 'a large chunk only two pages share stays theirs'],
    ['a-page.tsx', undefined, 'a page stays a lazy chunk of its own'],
    ['login-only.ts', undefined, 'what only the sign-in page loads stays with it'],
    ['login-page.tsx', undefined, 'the sign-in page stays a lazy chunk of its own'],
    ['index.html', undefined, 'the entry module stays the entry chunk'],
  ])('%s → %s (%s)', (module, group, _why) => {
    expect(plan.get(module)).toBe(group);
  });
});
