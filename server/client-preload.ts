/**
 * The app shell's `Link` header for a signed-in page (decision 037): the client core's script (session,
 * API client, shell; about 100 KB) and its styles, fetched beside the entry's own instead of after the
 * entry has run and asked for them. On a phone network that is one download time less before the
 * session can be renewed. Not for the pages that open without a session (sessionFreeRoutes), whose
 * budget is the entry alone. Read from the build's manifest and chunk list
 * (scripts/build/chunk-plan.ts), again whenever the manifest changes, so a rebuild needs no restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sessionFreeRoutes } from '#contract/auth-paths.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The module whose chunk is the client core. */
const coreModule = 'src/app/core.ts';

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The Link header value for the core, or null when the build does not say where it is. */
export function coreLinkHeader(staticDir: string): string | null {
  const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const modulesByFile = JSON.parse(readFileSync(join(staticDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const coreFile = Object.entries(modulesByFile).find(([, modules]) => modules.includes(coreModule))?.[0];
  const coreKey = Object.keys(manifest).find((key) => manifest[key].file === coreFile);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!coreKey || !entryKey) return null;
  const loaded = closure(manifest, [entryKey]);
  const core = [...closure(manifest, [coreKey])].filter((key) => !loaded.has(key));
  // The core's styles too: the app waits for them before it runs the core. `crossorigin`, as the
  // link the app then inserts has it (Vite's preload), or the browser would fetch them twice.
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  const styles = [...new Set(core.flatMap((key) => manifest[key].css ?? []))].filter((file) => !loadedStyles.has(file));
  const links = [...core.map((key) => `</${manifest[key].file}>; rel=modulepreload`), ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin`)];
  return links.join(', ') || null;
}

/** Answers the Link header for a page path (null for a session-free page or a build without the lists). */
export function createCorePreload(staticDir: string): (path: string) => string | null {
  let cached: { mtimeMs: number; header: string | null } | null = null;
  return (path) => {
    if ((sessionFreeRoutes as readonly string[]).includes(path)) return null;
    try {
      const { mtimeMs } = statSync(join(staticDir, '.vite', 'manifest.json'));
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, header: coreLinkHeader(staticDir) };
      return cached.header;
    } catch {
      // No manifest or chunk list (an older build): the page still works, the core just comes later.
      return null;
    }
  };
}
