/**
 * The browser paths (decision 022): for each user-level model, the paths of the greedy
 * cover over its generated paths (tests/paths/user-model.ts `browserPaths`, kept in a file by
 * tests/paths/stored-browser-paths.ts), each run against the
 * real app and server with its own data. After every step the screen must show the model's state.
 * Each path writes what it reached of the REAL machine (the model's mapped events replayed on it)
 * for `npm run test:paths`'s report; a failed path writes where its trace is.
 */
import { test as base, type Browser, type BrowserContext, type TestInfo } from './fixtures/test.ts';
import { relative } from 'node:path';
import { PathCoverage, writeBrowserPathResult, type BrowserFailure } from '../tests/paths/coverage.ts';
import { RealReplay, userStepsOf } from '../tests/paths/user-model.ts';
import { storedBrowserPaths } from '../tests/paths/stored-browser-paths.ts';
import type { AnyBrowserBinding } from './paths/binding.ts';
import { bindings } from './paths/bindings.ts';

const root = new URL('..', import.meta.url).pathname;
// eslint-disable-next-line no-control-regex -- the colour codes of Playwright's messages start with ESC
const colourCodes = /\u001b\[[0-9;]*m/g;

/**
 * The paths run on a server of their worker's that trims a finished match's live log within a
 * second: the live stream's paths show a viewer the `reset` (e2e/paths/live-stream.binding.ts). It
 * is a second server of the same worker (`serverWith`), not a worker option: the paths then share
 * the workers with the other spec files instead of stopping both for workers of their own.
 */
const test = base.extend({
  baseURL: async ({ serverWith }, use) => use(await serverWith({ LIVE_LOG_KEEP_FINISHED_SECONDS: '0', LIVE_LOG_SWEEP_SECONDS: '1' })),
});

/**
 * The path's browser, whose every context records a trace, kept in the test's output folder if the
 * path fails: what QA replays (`npx playwright show-trace <file>`). DOM snapshots, network and
 * sources, without the screencast: its frames cost ~10 s of the paths' 48 s (decision 065). A
 * retry is traced by Playwright itself (the config's on-first-retry), screencast and all.
 */
function tracedBrowser(browser: Browser, testInfo: TestInfo) {
  const contexts: BrowserContext[] = [];
  const traced = new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          if (testInfo.retry === 0) await context.tracing.start({ snapshots: true, screenshots: false, sources: true });
          contexts.push(context);
          return context;
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  /** Ends the recordings (before the contexts close), writing them out when the path failed. */
  const finish = async (failed: boolean) => {
    if (testInfo.retry !== 0) return;
    await Promise.all(
      contexts.map((context, i) => context.tracing.stop(failed ? { path: testInfo.outputPath(`trace-${i + 1}.zip`) } : {}).catch(() => undefined)),
    );
  };
  return { browser: traced, finish };
}

function describeBinding(binding: AnyBrowserBinding) {
  const model = binding.model;
  // The walk's paths as npm test wrote them beside the type check (or walked here, once, and written).
  const paths = storedBrowserPaths(model);
  test.describe(`${model.real.name} machine, browser paths`, () => {
    for (const path of paths) {
      test(`${path.id}: ${path.steps.map((s) => model.step(s.event)).join(' → ')}`, async ({ browser: plainBrowser, request, baseURL }, testInfo) => {
        // Generous, and longer for longer paths: the machine running them may be loaded (no step is timed).
        test.setTimeout(60_000 + path.steps.length * 10_000);
        const coverage = new PathCoverage(model.real);
        const replay = new RealReplay(model.real, coverage, path.id);
        let failure: BrowserFailure | null = null;
        let world: Awaited<ReturnType<AnyBrowserBinding['setup']>> | null = null;
        let at = 'open the screen';
        const { browser, finish: finishTraces } = tracedBrowser(plainBrowser, testInfo);
        try {
          world = await test.step(`open the screen ⇒ ${model.seen(model.open.state)}`, async () => {
            const opened = await binding.setup({ browser, request, baseURL: baseURL! });
            await binding.expectSeen(opened, model.open.state);
            return opened;
          });
          replay.apply(model.open.real);
          let before = model.open.state;
          for (const [i, s] of path.steps.entries()) {
            at = `step ${i + 1}, ${model.step(s.event)} ⇒ ${model.seen(s.state)}`;
            await test.step(at, async () => {
              await binding.actions[s.event.type as string]!(world, s.event, before, s.state);
              await binding.expectSeen(world, s.state);
            });
            replay.apply(s.real);
            before = s.state;
          }
        } catch (error) {
          failure = {
            id: path.id,
            error: `${at}: ${
              String((error as Error).message ?? error)
                .replace(colourCodes, '')
                .split('\n')[0]!
            }`,
            // Where tracedBrowser writes the path's traces.
            trace: relative(root, testInfo.outputDir),
          };
          throw error;
        } finally {
          writeBrowserPathResult(model.real.name, {
            path: { id: path.id, kind: 'shortest', target: model.realState(path.steps.at(-1)!.state), steps: userStepsOf(model, path) },
            states: failure ? [] : coverage.reachedStates(),
            transitions: failure ? [] : coverage.reachedTransitions(),
            failure,
          });
          await finishTraces(failure !== null);
          await world?.close();
        }
      });
    }
  });
}

// Every path stands alone (its own data, its own contexts), so the file's tests run in parallel,
// spread over both workers (in one they ran 46 s while the other sat idle for 24 s of it).
test.describe.configure({ mode: 'parallel' });
for (const binding of bindings) describeBinding(binding);
