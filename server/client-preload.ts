/**
 * The app shell's `Link` header for a signed-in page (decision 037): the client core's script (session,
 * API client, shell; about 100 KB), fetched beside the entry's own instead of after the
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
  // Scripts only: the core's styles are a few KB, and the browser does not match a preloaded style
  // sheet to the one the app then inserts, so it would fetch them twice.
  return core.map((key) => `</${manifest[key].file}>; rel=modulepreload`).join(', ') || null;
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
