/**
 * The app shell's `Link` header (decisions 037, 038, 102): the chunks the page will ask for as soon as its
 * small entry runs, fetched beside the entry instead of after it. On a phone network that is one
 * download time less before the app can run.
 * - Every page: the app's boot chunk (React, the routes; src/app/boot.tsx) and its styles.
 * - A page that needs a session: the data layer (session, API client, the reads; src/app/data.ts)
 *   and the client core (the shell, what the main screens share) too. Not the pages that open
 *   without one (sessionFreeRoutes): /login's budget is the entry and boot.
 * - The address's own page: its chunks and their styles (decision 102), matched against the route
 *   table's patterns the build lists (scripts/build/route-pages.ts). Without them the page's code was
 *   asked for only once the entry had arrived and run, and its styles once its script had arrived.
 * Read from the build's manifest and chunk list (scripts/build/chunk-plan.ts), again whenever the
 * manifest changes or is another file, so a rebuild or a swapped build folder needs no restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'regexparam';
import { sessionFreeRoutes } from '#contract/auth-paths.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The modules whose chunks are the app's boot, its data layer and the client core. */
const bootModule = 'src/app/boot.tsx';
const dataModule = 'src/app/data.ts';
const coreModule = 'src/app/core.ts';

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  // First in, first out: the links keep the order of `keys`.
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The links for the chunks of `keys` (their static imports and styles too) that `loaded` does not hold yet. */
function linksFor(manifest: Manifest, keys: string[], loaded: Set<string>): string[] {
  const chunks = [...closure(manifest, keys)].filter((key) => !loaded.has(key));
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter((file) => !loadedStyles.has(file));
  // Styles with `crossorigin`, as the link the app then inserts has it (Vite's preload), or the
  // browser would fetch them twice.
  return [...chunks.map((key) => `</${manifest[key].file}>; rel=modulepreload`), ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin`)];
}

interface RoutePages {
  path: string;
  modules: string[];
}

/** The Link header for a page path, or null when the build does not say where the chunks are. */
export function preloadHeaders(staticDir: string): ((path: string) => string) | null {
  const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const modulesByFile = JSON.parse(readFileSync(join(staticDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const keyOf = (module: string) => {
    if (manifest[module]) return module;
    const file = Object.entries(modulesByFile).find(([, modules]) => modules.includes(module))?.[0];
    return Object.keys(manifest).find((key) => manifest[key].file === file);
  };
  const [bootKey, dataKey, coreKey] = [bootModule, dataModule, coreModule].map(keyOf);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!bootKey || !dataKey || !coreKey || !entryKey) return null;
  const entry = closure(manifest, [entryKey]);
  // An older build has no route list: the shared chunks still come early, the page's after the entry.
  let routes: { pattern: RegExp; keys: string[] }[] = [];
  try {
    const listed = JSON.parse(readFileSync(join(staticDir, '.vite', 'route-pages.json'), 'utf8')) as RoutePages[];
    routes = listed.map((route) => ({ pattern: parse(route.path).pattern, keys: route.modules.map(keyOf).filter((key) => key !== undefined) }));
  } catch {
    routes = [];
  }
  // The entry first (the page names it too, but only once its body is parsed, after these have
  // taken the line): it starts the renewal. Then the data layer: the reads wait for it.
  const header = (links: string[]) => [`</${manifest[entryKey].file}>; rel=modulepreload`, ...links].join(', ');
  const byKeys = new Map<string, string>();
  return (path) => {
    // First match wins, as in the route table (fixed segments before :id patterns).
    const pageKeys = routes.find((route) => route.pattern.test(path))?.keys ?? [];
    const shared = (sessionFreeRoutes as readonly string[]).includes(path) ? [bootKey] : [dataKey, bootKey, coreKey];
    const keys = [...shared, ...pageKeys];
    const id = keys.join(' ');
    let value = byKeys.get(id);
    if (value === undefined) byKeys.set(id, (value = header(linksFor(manifest, keys, entry))));
    return value;
  };
}

/** Answers the Link header for a page path (null for a build without the lists). */
export function createPreloadHeader(staticDir: string): (path: string) => string | null {
  let cached: { version: string; header: ReturnType<typeof preloadHeaders> } | null = null;
  return (path) => {
    try {
      // Another manifest: rewritten (a rebuild) or another file (the folder replaced by another build).
      const { mtimeMs, ino } = statSync(join(staticDir, '.vite', 'manifest.json'));
      const version = `${ino}:${mtimeMs}`;
      if (cached?.version !== version) cached = { version, header: preloadHeaders(staticDir) };
    } catch {
      // No manifest or chunk list (an older build): the page still works, its chunks just come later.
      return null;
    }
    return cached.header?.(path) ?? null;
  };
}
