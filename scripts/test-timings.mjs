/**
 * What `npm test` prints about its own time before the closing line (decision 064): each step's
 * wall time, then the ten slowest Vitest files and the ten slowest Playwright tests and spec files, read
 * from the runners' JSON reports. Figures only: nothing here passes or fails the run.
 */

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const shortPath = (root, path) => (path.startsWith(root) ? path.slice(root.length) : path);

/** `[[name, ms], …]` as an aligned table. */
function table(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length));
  return [title, ...rows.map(([name, ms]) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`)].join('\n');
}

/** The ten largest of `[name, ms]` pairs. */
const slowest = (rows) => [...rows].sort((a, b) => b[1] - a[1]).slice(0, 10);

/** Every Playwright test's duration (its last attempt) with its spec file, from the JSON reporter's nested suites. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (last) tests.push({ file: spec.file, title: spec.title, ms: last.duration });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return tests;
}

/**
 * @param {{ root: string, steps: [string, number][], vitest: object | null, playwright: object | null }} run
 * @returns {string}
 */
export function timingsReport({ root, steps, vitest, playwright }) {
  const parts = [table('Time per step (wall):', steps)];
  if (vitest) {
    const files = vitest.testResults.map((file) => [shortPath(root, file.name), file.endTime - file.startTime]);
    parts.push(table('Ten slowest Vitest files:', slowest(files)));
  }
  const tests = playwrightTests(playwright);
  if (tests.length) {
    const clip = (title) => (title.length > 90 ? `${title.slice(0, 89)}…` : title);
    parts.push(table('Ten slowest Playwright tests:', slowest(tests.map((t) => [`${t.file} › ${clip(t.title)}`, t.ms]))));
    const byFile = {};
    for (const t of tests) byFile[t.file] = (byFile[t.file] ?? 0) + t.ms;
    parts.push(table("Ten slowest Playwright spec files (their tests' time summed):", slowest(Object.entries(byFile))));
  }
  return parts.join('\n\n');
}
