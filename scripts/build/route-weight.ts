/**
 * What a screen of the built client loads, from the build manifest (dist/.vite/manifest.json,
 * `build.manifest` in vite.config.ts): the app's entry and the lazy modules the screen imports, each
 * with the closure of its static imports (the chunks Vite preloads with it), and their weight gzip -9.
 * The budget test (tests/build/bundle-budget.test.ts) asserts it; `npm run bench` prints it beside
 * what a real cold visit transferred. Decision 023.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Beside the build manifest: each built script's modules, root-relative (written by scripts/build/chunk-plan.ts). */
export const chunkModulesFile = '.vite/chunk-modules.json';

/** The built client: its directory, its manifest, and which manifest entry holds each module. */
export interface BuiltClient {
  dir: string;
  manifest: BuildManifest;
  /** Module (root-relative) → the key of the manifest entry whose chunk holds it. */
  chunkKeys: Map<string, string>;
}

/**
 * The lazy modules each measured screen loads after the entry (src/main.tsx): the app's boot module
 * (src/app/boot.tsx), then for a signed-in page the data layer (src/main.tsx), the client core, the
 * route wrapper and the shell (src/app/boot.tsx, src/app/router.tsx, src/app/core-route.tsx), then
 * the page of the route table (src/app/route-table.ts). /login is a light route: boot and its page only.
 */
const boot = 'src/app/boot.tsx';
export const signedIn = [boot, 'src/app/data.ts', 'src/app/core.ts', 'src/app/core-route.tsx', 'src/app/layout/app-shell.tsx'];
/** The pages of the main screens (decision 038): what a phone at the pitch opens. The chunk plan shapes `core` around them. */
export const mainScreenPages = {
  teamPage: 'src/features/teams/team-profile-page.tsx',
  matchPage: 'src/features/match-overview/match-overview-page.tsx',
  recordScreen: 'src/features/match-record/match-record-page.tsx',
  lineupEditor: 'src/features/lineup/lineup-edit-page.tsx',
} as const;
export const screens = {
  login: [boot, 'src/features/auth/login-page.tsx'],
  /** The provider's way back (/login/kakao-redirect): it exchanges the code, then opens the team page. */
  signInReturn: [boot, 'src/app/data.ts', 'src/app/core.ts', 'src/features/auth/kakao-redirect-page.tsx'],
  teamPage: [...signedIn, mainScreenPages.teamPage],
  matchPage: [...signedIn, mainScreenPages.matchPage],
  recordScreen: [...signedIn, mainScreenPages.recordScreen],
  lineupEditor: [...signedIn, mainScreenPages.lineupEditor],
} as const satisfies Record<string, readonly string[]>;
export type ScreenName = keyof typeof screens;

export interface ScreenWeight {
  /** Built files (dist-relative), scripts and styles. */
  scripts: string[];
  styles: string[];
  /** Bytes after gzip -9, summed over the files. */
  scriptGzip: number;
  styleGzip: number;
}

export function readBuild(distDir: string): BuiltClient {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const modulesByFile = JSON.parse(readFileSync(join(distDir, chunkModulesFile), 'utf8')) as Record<string, string[]>;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunkKeys = new Map<string, string>();
  for (const [file, modules] of Object.entries(modulesByFile)) {
    const key = keyByFile.get(file);
    if (key) for (const module of modules) chunkKeys.set(module, key);
  }
  return { dir: distDir, manifest, chunkKeys };
}

/** The manifest key of the chunk that holds `module` (a page keeps its own; the client core is merged into `core`). */
export function chunkKeyOf(built: BuiltClient, module: string): string {
  const key = built.manifest[module] ? module : built.chunkKeys.get(module);
  if (!key) throw new Error(`"${module}" is in no chunk of the build (renamed or removed?)`);
  return key;
}

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: BuildManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the build manifest, found ${entries.length}`);
  return entries[0];
}

/** `keys` and every chunk they import statically, transitively. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest (renamed or no longer lazy?)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const gzipSizes = new Map<string, number>();
function gzipSize(distDir: string, file: string): number {
  const path = join(distDir, file);
  let size = gzipSizes.get(path);
  if (size === undefined) gzipSizes.set(path, (size = gzipSync(readFileSync(path), { level: 9 }).length));
  return size;
}

/** What the screen loads: the entry's closure plus each of its lazy modules' closures. */
export function screenWeight(built: BuiltClient, lazyModules: readonly string[]): ScreenWeight {
  const { dir: distDir, manifest } = built;
  const keys = lazyModules.map((module) => chunkKeyOf(built, module));
  const chunks = [...staticClosure(manifest, [entryKey(manifest), ...keys])].map((key) => manifest[key]);
  const scripts = [...new Set(chunks.map((c) => c.file))].sort();
  const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))].sort();
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(distDir, file), 0);
  return { scripts, styles, scriptGzip: sum(scripts), styleGzip: sum(styles) };
}
