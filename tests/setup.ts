/**
 * Every Vitest file: an unexpected console.error fails the test that caused it, so a React warning
 * or a swallowed failure cannot pass unnoticed. A test that expects one spies on console.error itself.
 */
import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';

// Lazy pages load their code on first render; on a busy two-core CI machine that can take longer than
// Testing Library's default 1 s wait. A ceiling for findBy/waitFor, not a timing assertion.
configure({ asyncUtilTimeout: 5_000 });

// Once per worker: files that share a worker's modules (vite.config's `node` project) run this file
// again each, and must not wrap console.error in one more layer each time.
const marker = Symbol.for('pitchside.unexpectedConsoleErrors');
const worker = globalThis as typeof globalThis & { [marker]?: unknown[][] };
let unexpected: unknown[][] = [];
if (!worker[marker]) {
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    worker[marker]!.push(args);
    originalError(...args);
  };
}
worker[marker] = unexpected;

afterEach(() => {
  const seen = unexpected;
  unexpected = [];
  worker[marker] = unexpected;
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) {
    throw new Error(`unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
