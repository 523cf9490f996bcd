/**
 * The browser paths (issue #7, decision 022): for each user-level model, the paths of the greedy
 * cover over its generated paths (tests/paths/user-model.ts `browserPaths`), each run against the
 * real app and server with its own data. After every step the screen must show the model's state.
 * Each path writes what it reached of the REAL machine (the model's mapped events replayed on it)
 * for `npm run test:paths`'s report; a failed path writes where its trace is.
 */
import { test } from './fixtures/test.ts';
import { relative } from 'node:path';
import { PathCoverage, writeBrowserPathResult, type BrowserFailure } from '../tests/paths/coverage.ts';
import { browserPaths, RealReplay, userStepsOf } from '../tests/paths/user-model.ts';
import type { AnyBrowserBinding } from './paths/binding.ts';
import { bindings } from './paths/bindings.ts';

const root = new URL('..', import.meta.url).pathname;

function describeBinding(binding: AnyBrowserBinding) {
  const model = binding.model;
  const paths = browserPaths(model);
  test.describe(`${model.real.name} machine, browser paths`, () => {
    for (const path of paths) {
      test(`${path.id}: ${path.steps.map((s) => model.step(s.event)).join(' → ')}`, async ({ browser, request, baseURL }, testInfo) => {
        // Generous, and longer for longer paths: the machine running them may be loaded (no step is timed).
        test.setTimeout(60_000 + path.steps.length * 10_000);
        const coverage = new PathCoverage(model.real);
        const replay = new RealReplay(model.real, coverage, path.id);
        let failure: BrowserFailure | null = null;
        let world: Awaited<ReturnType<AnyBrowserBinding['setup']>> | null = null;
        let at = 'open the screen';
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
            // eslint-disable-next-line no-control-regex -- the colour codes of Playwright's messages
            error: `${at}: ${String((error as Error).message ?? error).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]!}`,
            // Playwright keeps the trace (retain-on-failure) in the test's output folder once the test ends.
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
          await world?.close();
        }
      });
    }
  });
}

// Every path stands alone (its own data, its own contexts), so the file's tests run in parallel:
// the paths are the last tests Playwright hands out (their server settings below make a worker of
// their own), and in one worker they ran 46 s at the end while the other worker sat idle for 24 s of
// it. Retained traces of failed paths are what QA replays (`npx playwright show-trace <file>`). The
// server of this file's workers trims a finished match's live log within a second: the live stream's
// paths show a viewer the `reset` (e2e/paths/live-stream.binding.ts).
test.describe.configure({ mode: 'parallel' });
test.use({ trace: 'retain-on-failure', serverEnv: { LIVE_LOG_KEEP_FINISHED_SECONDS: '0', LIVE_LOG_SWEEP_SECONDS: '1' } });
for (const binding of bindings) describeBinding(binding);
