/**
 * The coverage report's merge: what a run reached, what it did not, and a runner that did not run
 * at all (which must never read as 0 % covered). On a real model and a real recorder.
 */
import { describe, expect, test } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fragmentsDir, mergeBrowserResults, PathCoverage, writeBrowserPathResult } from './coverage.ts';
import { generatePaths, stepsOf } from './model.ts';
import { machineReport, toMarkdown } from './report.ts';
import { sessionModel as model, pendingUser } from './session.model.ts';

const paths = generatePaths(model);
const signIn = paths.find((p) => p.kind === 'shortest' && p.target === 'loggedIn' && p.steps.length === 2)!;
const missing = { unit: 'not run (unit failed)', browser: 'not run (no browser model yet)' };

/** A unit fragment in which only the sign-in path ran. */
function onlySignIn() {
  const coverage = new PathCoverage(model);
  coverage.begin(signIn);
  const [init, step] = signIn.steps;
  coverage.visit(signIn.id, init.state);
  coverage.step(signIn.id, init.state, step.event, step.state);
  return coverage.fragment('unit', (p) => stepsOf(model, p));
}

describe('path coverage report', () => {
  test('the sign-in path is a real one: one step, token.set', () => {
    expect(signIn.steps[1].event).toEqual({ type: 'token.set', token: pendingUser });
    expect(stepsOf(model, signIn)).toEqual(['sign in with Kakao (token issued)']);
  });

  test('lists what a run reached with the path ids, and everything else as not covered', () => {
    const report = machineReport(model, { unit: onlySignIn(), browser: null }, missing);
    expect(report.figures.unit).toEqual({ states: '2/4', transitions: '1/16', causable: '1/16', paths: 1 });
    expect(report.states.find((s) => s.name === 'loggedIn')!.coveredBy.unit).toEqual([signIn.id]);
    const notCovered = report.notCovered.unit as { states: string[]; transitions: string[] };
    expect(notCovered.states).toEqual(['refreshing', 'offline']);
    expect(notCovered.transitions).toHaveLength(15);
    expect(notCovered.transitions).not.toContain('loggedOut --token.set--> loggedIn');
  });

  test('a runner without a fragment is "not run" with its reason, never 0/N', () => {
    const report = machineReport(model, { unit: null, browser: null }, missing);
    expect(report.figures).toEqual({ unit: 'not run (unit failed)', browser: 'not run (no browser model yet)' });
    expect(report.notCovered.browser).toBe('not run (no browser model yet)');
    const md = toMarkdown({ generatedAt: 'now', command: 'test', seconds: {}, machines: [report] });
    expect(md).toContain('| session | 0 (0 shortest + 0 simple) | not run | not run | not run | not run | not run |');
    expect(md).not.toContain('0/4');
  });

  test('the Markdown marks an uncovered transition and names the covering path', () => {
    const md = toMarkdown({
      generatedAt: 'now',
      command: 'test',
      seconds: { unit: 1 },
      machines: [machineReport(model, { unit: onlySignIn(), browser: null }, missing)],
    });
    expect(md).toContain(`| \`loggedOut --token.set--> loggedIn\` | 1: ${signIn.id} | not run |`);
    expect(md).toContain('| `loggedIn --session.logout--> loggedOut` | **not covered** | not run |');
  });

  test('browser paths: passed ones fill the browser column, a failed one is listed with its step and reaches nothing', () => {
    const scratch = { ...model, name: 'report-test-session' };
    rmSync(join(fragmentsDir, 'browser-paths', scratch.name), { recursive: true, force: true });
    try {
      expect(mergeBrowserResults(scratch)).toBeNull();
      const path = { id: 'session-B01', kind: 'shortest' as const, target: 'loggedIn', steps: ['sign in ⇒ app'] };
      writeBrowserPathResult(scratch.name, { path, states: ['loggedOut', 'loggedIn'], transitions: ['loggedOut --token.set--> loggedIn'], failure: null });
      writeBrowserPathResult(scratch.name, {
        path: { ...path, id: 'session-B02' },
        states: [],
        transitions: [],
        failure: { id: 'session-B02', error: 'step 2, log out ⇒ login: expect(locator).toBeVisible() failed', trace: null },
      });
      const browser = mergeBrowserResults(scratch)!;
      const report = machineReport(scratch, { unit: null, browser }, missing);
      // Of the 16 transitions, the model says no page can cause 5: the browser's share is of the other 11.
      expect(report.figures.browser).toEqual({ states: '2/4', transitions: '1/16', causable: '1/11', paths: 2 });
      expect(report.pageCannotCause.map((t) => t.name)).toEqual(Object.keys(model.pageCannotCause!));
      expect((report.notCovered.browser as { transitions: string[] }).transitions).toHaveLength(10);
      expect((report.notCovered.browser as { transitions: string[] }).transitions).not.toContain('offline --token.set--> loggedIn');
      expect(report.states.find((s) => s.name === 'loggedIn')!.coveredBy.browser).toEqual(['session-B01']);
      const md = toMarkdown({ generatedAt: 'now', command: 'test', seconds: {}, machines: [report] });
      expect(md).toContain('| report-test-session | 0 (0 shortest + 0 simple) | not run | not run | 2 (1 failed) | 2/4 | 1/16 (a page can cause 11: 1/11) |');
      expect(md).toContain("  - `offline --token.set--> loggedIn`: a sign-in while offline: the provider's page needs the network");
      expect(md).toContain('- **session-B02** — step 2, log out ⇒ login: expect(locator).toBeVisible() failed');
    } finally {
      rmSync(join(fragmentsDir, 'browser-paths', scratch.name), { recursive: true, force: true });
    }
  });
});
