/**
 * Fewer, larger script chunks (decision 037). Left to itself the bundler cuts one chunk for every
 * set of lazy modules that shares a module: the team page loaded 75 scripts, most under 2 KB, and on
 * a phone network every one costs a round trip. The bundler's own groups (rolldown `codeSplitting`)
 * can merge them, but a group must be told which modules to take, and the module graph cannot say
 * which code a screen really runs: barrel files (a package's index) import thousands of modules of
 * which tree shaking keeps a few.
 *
 * So the build looks twice. A first, quick pass (no minifying, nothing written) bundles with the
 * default splitting, and its chunks say which lazy modules really load each module. The plan then
 * sorts the modules:
 * - the entry's own (what it imports statically) stay in the entry chunk: a few kilobytes that start
 *   the session renewal and the page's code before the app has arrived (decision 038).
 * - `boot`: what the app's boot module (the routes, React) or the sign-in page loads (and whatever
 *   else shares it). Loaded by every screen, so /login stays within its budget and never loads the
 *   client core.
 * - `data`: what the client's data layer loads (session, HTTP client, query client, the main
 *   screens' reads; no UI), which the entry asks for beside the app so the reads go out before the
 *   app has arrived; `base`: what it shares with `boot` (React, valibot, the stored values), so that
 *   neither waits for the other's download.
 * - `core`: what the signed-in client core loads (the session, the query client, the shell) and
 *   what the front screen (the team page) shares with another main screen (the match page, the
 *   record screen, the lineup editor: what a phone at the pitch opens). Loaded by every signed-in
 *   screen.
 * - `early`: what the pure modules a screen runs first (the record screen's machines) load, but the
 *   data layer: the entry asks for them beside the page, and they run while React downloads
 *   (decision 047).
 * - `<part>-part`: what a lazy part of screens loads and no main screen or the client core loads at
 *   once (the confirm dialog's body: React Aria's dialog, with the menus, collections and focus
 *   scopes it brings). A screen asks for it after its first paint (decision 046).
 * - `screens-shared`: what two or more main screens share without the front screen: the match
 *   screens' drag and drop and toggles (decision 040). The team page, the screen a cold visit opens
 *   most, does not download them.
 *   A `screens-shared` module's dependencies are in it, in `core` or in `boot`: a core module's
 *   dependencies are loaded by the front screen too, so they are never here.
 * - `<page>-shared`: what one main screen shares with other pages (the match page's
 *   checkbox and mutations, say): one chunk per main screen, so that screen loads one file more
 *   rather than five.
 *   What it shares with a part goes in `<page>-part-shared` (unless that is small), so the part
 *   does not bring the rest when another screen asks for it.
 * - `pages`: what at least `minPages` other pages share, and any small chunk they share (forms,
 *   lists, pickers): one chunk for the rest of the app, which the main screens never load.
 * - `<module>-pages`: what would go in `pages` but the same few pages load (at most `fewPages`), when
 *   it weighs at least `largeShare`, with whatever else of `pages` only those pages load: the table
 *   of the members, match records and season stats pages, with React Aria's grid and table code, was
 *   a third of `pages`, which a dozen pages that show no table downloaded. Named after its heaviest
 *   module of the app's own code (`table-pages`).
 * - anything else stays where the bundler puts it: in its page's chunk, or a chunk a few pages share.
 * Each group holds its modules' dependencies too (a dependency is loaded by every root that loads
 * its importer, so it is in the same group or one the importer's screens load anyway).
 * A module's dependencies are loaded by every lazy module that loads it, so boot never imports core
 * and core never imports a page: the groups stay free of cycles with `includeDependenciesRecursively`
 * off. The second pass is the real build with these groups.
 */
import { basename, relative } from 'node:path';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { chunkModulesFile } from './route-weight.ts';

/** The merged chunks (their names in the build). */
export type ChunkGroup = 'boot' | 'base' | 'data' | 'core' | 'early' | 'pages' | `${string}-pages` | `${string}-shared` | `${string}-part`;

/** What the plan needs of a chunk of the first pass. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** Each module's size in the chunk before minifying. */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

export interface ChunkPlanRules {
  /** The app's boot module, loaded by the entry at once: the code every screen runs. */
  boot: RegExp;
  /** The client's data layer, loaded by the entry beside the app on a signed-in screen. */
  data: RegExp;
  /** Lazy modules that must open without the client core (the sign-in page): their code goes in `boot`. */
  light: RegExp;
  /** The client core's lazy modules (the session and query client, the signed-in route, the shell). */
  core: RegExp;
  /** The main screens' page modules (root-relative): what two of them share is `core` or `screens-shared`. */
  mainScreens: readonly string[];
  /**
   * The main screen a cold visit opens most (the team page: where signing in lands): what it shares
   * with another main screen goes in `core`; what only the others share goes in `screens-shared`.
   */
  frontScreen: string;
  /**
   * Lazy parts of screens that a screen asks for after its first paint (the confirm dialog's body):
   * what only parts load goes in `<part>-part`; what a part shares with one main screen in
   * `<page>-part-shared`; what it shares with more stays where those screens load it.
   */
  parts: RegExp;
  /**
   * Pure modules a screen runs in its first render and that need no React (the record screen's
   * machines): the entry asks for them beside the page (src/app/route-table.ts `early`). What they
   * load, but the data layer, goes in `early`, whose only imports are `data` and `base`: it runs as
   * soon as those are in, while React is still on its way, rather than after it with the page.
   */
  early: RegExp;
  /** Code shared by at least this many lazy pages, and by no main screen, goes in `pages`. */
  minPages: number;
  /**
   * A chunk of the first pass that two or more other pages share and that is smaller than this
   * (bytes before minifying) goes in `pages` too: a round trip costs more than its bytes.
   */
  smallChunk: number;
  /**
   * What `pages` would take and no more than `fewPages` pages load, weighing at least `largeShare`
   * (bytes before minifying) in all, goes in a chunk of its own: the other pages do not download it,
   * and those few load one file more.
   */
  fewPages: number;
  largeShare: number;
}

const entryRoot = '<entry>';

/** Each module's static imports, by the bundler's module graph. */
export type ModuleImports = ReadonlyMap<string, readonly string[]>;

/** `from` and every module it imports statically, transitively. */
function importClosure(imports: ModuleImports, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(imports.get(id) ?? []));
  }
  return seen;
}

/**
 * For each module: the roots (the entry, each lazy module) whose load brings it, by the chunks of a
 * default split. With the module graph, only the modules the root imports count: a lazy module's
 * chunk imports its importer's chunk whenever it uses one of that chunk's modules (the bundler
 * knows it is loaded already), and a lazy part (a dialog's body) would otherwise count as loading
 * the whole page that opens it.
 */
export function rootsLoading(chunks: readonly PlannedChunk[], moduleImports?: ModuleImports): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = new Map<string, string[]>();
  for (const root of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
    const name = root.isEntry ? entryRoot : root.facadeModuleId!;
    const imported = moduleImports && root.facadeModuleId ? importClosure(moduleImports, root.facadeModuleId) : undefined;
    const seen = new Set<string>();
    const stack = [root.fileName];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = byFile.get(file);
      if (!chunk) continue;
      stack.push(...chunk.imports);
      for (const id of chunk.moduleIds) if (!imported || imported.has(id)) roots.set(id, [...(roots.get(id) ?? []), name]);
    }
    // A style sheet whose style module only other style modules use (a layout or text recipe of
    // src/styles) is in no chunk: the module's code runs at build time and none of it is left. The
    // roots that import it load the sheet all the same, so it goes where they do, not in a file of its own.
    for (const id of imported ?? []) if (isStyleSheet(id) && !roots.get(id)?.includes(name)) roots.set(id, [...(roots.get(id) ?? []), name]);
  }
  return roots;
}

/** A vanilla-extract style sheet: the CSS a `.css.ts` module emits (`x.css.ts.vanilla.css`). */
const isStyleSheet = (id: string) => id.endsWith('.vanilla.css');

/** The group of each module that leaves the bundler's own placement (see the file's comment). */
export function planChunks(chunks: readonly PlannedChunk[], rules: ChunkPlanRules, moduleImports?: ModuleImports): Map<string, ChunkGroup> {
  const plan = new Map<string, ChunkGroup>();
  const entryModule = chunks.find((chunk) => chunk.isEntry)?.facadeModuleId;
  const chunkBytes = new Map<string, number>();
  for (const chunk of chunks) {
    const bytes = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
    for (const id of chunk.moduleIds) chunkBytes.set(id, bytes);
  }
  // An early module is imported dynamically by the entry and statically by its page: the bundler puts
  // it in the page's chunk, so it is no root of its own there. The module graph says what it loads.
  const early = new Set<string>();
  for (const id of moduleImports?.keys() ?? []) if (rules.early.test(id)) for (const module of importClosure(moduleImports!, id)) early.add(module);
  const loading = rootsLoading(chunks, moduleImports);
  // The pages that run an early module; what it shares with other pages goes in `data` (below).
  const earlyPages = new Set([...loading].filter(([id]) => rules.early.test(id)).flatMap(([, roots]) => roots));
  for (const [id, roots] of loading) {
    // The entry and what it imports stay the entry chunk (index.html loads it by name).
    if (id === entryModule || roots.includes(entryRoot)) continue;
    const light = roots.some((root) => rules.light.test(root));
    const boot = roots.some((root) => rules.boot.test(root)) || (light && roots.length > 1);
    const isEarly = early.has(id) || roots.some((root) => rules.early.test(root));
    // What an early module shares with pages that do not run it early goes in the data layer, which
    // every signed-in screen loads: the early chunk then needs nothing else, and no other screen
    // downloads it (the record screen's player rules, which the match page's lineups use too).
    const data = roots.some((root) => rules.data.test(root)) || (isEarly && roots.some((root) => !earlyPages.has(root) && !rules.early.test(root)));
    if (boot || data) {
      plan.set(id, boot && data ? 'base' : boot ? 'boot' : 'data');
      continue;
    }
    if (light) continue;
    if (isEarly) {
      plan.set(id, 'early');
      continue;
    }
    const mainScreens = rules.mainScreens.filter((page) => roots.some((root) => root.endsWith(`/${page}`)));
    const part = roots.find((root) => rules.parts.test(root));
    if (roots.some((root) => rules.core.test(root)) || (mainScreens.length >= 2 && mainScreens.includes(rules.frontScreen))) plan.set(id, 'core');
    else if (part && mainScreens.length === 0) plan.set(id, `${basename(part).replace(/\.\w+$/, '')}-part`);
    else if (mainScreens.length >= 2) plan.set(id, 'screens-shared');
    else if (mainScreens.length === 1 && roots.length > 1) plan.set(id, `${basename(mainScreens[0]).replace(/\.\w+$/, '')}${part ? '-part' : ''}-shared`);
    else if (mainScreens.length === 0 && (roots.length >= rules.minPages || (roots.length > 1 && chunkBytes.get(id)! < rules.smallChunk)))
      plan.set(id, 'pages');
  }
  // What a part shares with one main screen is a chunk of its own unless it is small: then it joins
  // the screen's other shared code, which the part then loads too, rather than cost a round trip.
  const moduleBytes = new Map(chunks.flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength] as const)));
  const groupBytes = new Map<ChunkGroup, number>();
  for (const [id, group] of plan) groupBytes.set(group, (groupBytes.get(group) ?? 0) + (moduleBytes.get(id) ?? 0));
  for (const [id, group] of plan) {
    if (group.endsWith('-part-shared') && groupBytes.get(group)! < rules.smallChunk) plan.set(id, group.replace(/-part-shared$/, '-shared') as ChunkGroup);
  }
  setApartFewPagesShare(plan, loading, moduleBytes, rules);
  return plan;
}

/**
 * `<module>-pages` (see the file's comment): the modules of `pages` that the same pages load, at most
 * `fewPages` of them, are weighed together; when they weigh at least `largeShare` they go in a chunk
 * of their own, with every module of `pages` that only (some of) those pages load (into the set with
 * the fewest pages, when a module's pages are in two). A module's importers are loaded only by pages
 * that load it, so none of them stays in `pages`: `pages` never imports the new chunk, and only those
 * pages load it.
 */
function setApartFewPagesShare(
  plan: Map<string, ChunkGroup>,
  loading: ReadonlyMap<string, readonly string[]>,
  moduleBytes: ReadonlyMap<string, number>,
  rules: ChunkPlanRules,
) {
  const shared = [...plan].filter(([, group]) => group === 'pages').map(([id]) => ({ id, roots: loading.get(id)! }));
  const bySet = new Map<string, { pages: Set<string>; bytes: number }>();
  for (const { id, roots } of shared) {
    if (roots.length > rules.fewPages) continue;
    const key = [...roots].sort().join('\n');
    const set = bySet.get(key) ?? { pages: new Set(roots), bytes: 0 };
    set.bytes += moduleBytes.get(id) ?? 0;
    bySet.set(key, set);
  }
  const apart = [...bySet.values()].filter((set) => set.bytes >= rules.largeShare).sort((a, b) => a.pages.size - b.pages.size);
  const taken = new Map<Set<string>, string[]>();
  for (const { id, roots } of shared) {
    const pages = apart.find((set) => roots.every((root) => set.pages.has(root)))?.pages;
    if (pages) taken.set(pages, [...(taken.get(pages) ?? []), id]);
  }
  const heaviest = (ids: string[]) => ids.reduce((a, b) => ((moduleBytes.get(b) ?? 0) > (moduleBytes.get(a) ?? 0) ? b : a));
  for (const ids of taken.values()) {
    const own = ids.filter((id) => !id.includes('/node_modules/'));
    let name: ChunkGroup = `${basename(heaviest(own.length > 0 ? own : ids)).replace(/\.\w+$/, '')}-pages`;
    // Two sets named alike would be one chunk, which each set's pages would load whole.
    while ([...plan.values()].includes(name)) name = `${name.replace(/-pages$/, '')}-2-pages`;
    for (const id of ids) plan.set(id, name);
  }
}

/**
 * The Vite plugin: on `vite build`, runs the first pass with `graphPlugins` (the plugins that shape
 * the module graph: React, the locale filter, vanilla-extract) and sets the groups of the plan.
 */
export function chunkPlan(graphPlugins: () => PluginOption[], rules: ChunkPlanRules): Plugin {
  let root = process.cwd();
  return {
    name: 'pitchside:chunk-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        // Virtual modules (the bundler's runtime, `\0…`) have no file to name.
        if (item.type === 'chunk') modules[item.fileName] = item.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: JSON.stringify(modules) });
    },
    async config(config) {
      const moduleImports = new Map<string, string[]>();
      const readGraph: Plugin = {
        name: 'pitchside:module-graph',
        generateBundle() {
          for (const id of this.getModuleIds()) moduleImports.set(id, [...(this.getModuleInfo(id)?.importedIds ?? [])]);
        },
      };
      const firstPass = await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        plugins: [...graphPlugins(), readGraph],
        build: { write: false, minify: false, target: config.build?.target, modulePreload: false },
      });
      const outputs = (Array.isArray(firstPass) ? firstPass : [firstPass]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
      const plan = planChunks(chunks, rules, moduleImports);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                // A vanilla-extract style sheet (`x.css.ts.vanilla.css`) goes with its style module:
                // the first pass does not always list the sheet on its own.
                groups: [{ debugName: 'chunk plan', name: (id: string) => plan.get(id) ?? plan.get(id.replace(/\.vanilla\.css$/, '')) ?? null }],
              },
            },
          },
        },
      };
    },
  };
}
