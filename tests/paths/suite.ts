/**
 * The Vitest blocks every machine's model-based tests share: one test per generated path, replayed by
 * the file's own `replay`, and the closing check that writes the unit coverage for the report.
 */
import { describe, expect, test } from 'vitest';
import type { PathCoverage } from './coverage.ts';
import { describePath, stepsOf, type MachineModel, type ModelPath } from './model.ts';

/** A describe block with one test per path, each replayed on a real actor by `replay`. */
export function describeReplays(title: string, model: MachineModel, paths: readonly ModelPath[], replay: (path: ModelPath) => unknown) {
  describe(title, () => {
    for (const path of paths) {
      test(describePath(model, path), async () => {
        await replay(path);
      });
    }
  });
}

/** Runs after the path tests (Vitest runs a file's tests in order): prints and writes the coverage, and fails on anything unreached. */
export function testEverythingReached(model: MachineModel, coverage: PathCoverage) {
  test('every state and every transition is reached', () => {
    console.log(coverage.summary());
    coverage.write('unit', (p) => stepsOf(model, p));
    expect(coverage.unreachedStates()).toEqual([]);
    expect(coverage.unreachedTransitions()).toEqual([]);
  });
}
