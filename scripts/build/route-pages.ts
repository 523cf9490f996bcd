/**
 * Beside the build manifest: each route's address pattern and the modules its page's code is (the
 * page, and the record screen's early machines), in the route table's order (decision 102). The
 * server preloads a route's own chunks with its HTML (server/client-preload.ts): the entry would
 * otherwise ask for them only once it has arrived and run, one round trip later, and the page's
 * styles only once the page's script had arrived.
 *
 * Read from src/app/route-table.ts's text, route by route (its `path: '…'` and the `import('…')`s
 * that follow it), because the table's pages are closures the build cannot call;
 * tests/build/route-pages.test.ts checks the list against the table itself.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const routePagesFile = '.vite/route-pages.json';
const routeTableModule = 'src/app/route-table.ts';

export interface RoutePages {
  /** The route's pattern (regexparam's, as the route table has it). */
  path: string;
  /** The page's modules, root-relative. */
  modules: string[];
}

/** Each route's path and the specifiers its page imports, from the route table's source. */
function routeImports(source: string): { path: string; specifiers: string[] }[] {
  const starts = [...source.matchAll(/\bpath: '([^']+)'/g)];
  return starts.map((start, i) => {
    const body = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    return { path: start[1], specifiers: [...body.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => m[1]) };
  });
}

/** The Vite plugin: writes `.vite/route-pages.json` (never served: a dot directory). */
export function routePages(): Plugin {
  let root = process.cwd();
  return {
    name: 'pitchside:route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const table = join(root, routeTableModule);
      const routes: RoutePages[] = [];
      for (const { path, specifiers } of routeImports(readFileSync(table, 'utf8'))) {
        const modules: string[] = [];
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, table);
          if (!resolved) throw new Error(`${routeTableModule}: ${path} imports "${specifier}", which does not resolve`);
          modules.push(relative(root, resolved.id));
        }
        routes.push({ path, modules });
      }
      this.emitFile({ type: 'asset', fileName: routePagesFile, source: JSON.stringify(routes) });
    },
  };
}
