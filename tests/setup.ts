/**
 * Every Vitest file: an unexpected console.error fails the test that caused it, so a React warning
 * or a swallowed failure cannot pass unnoticed. A test that expects one spies on console.error itself.
 */
import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';

// Lazy pages load their code on first render; on a busy two-core CI machine that can take longer than
// Testing Library's default 1 s wait. A ceiling for findBy/waitFor, not a timing assertion.
configure({ asyncUtilTimeout: 5_000 });

const originalError = console.error;
let unexpected: unknown[][] = [];
console.error = (...args: unknown[]) => {
  unexpected.push(args);
  originalError(...args);
};

afterEach(() => {
  const seen = unexpected;
  unexpected = [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) {
    throw new Error(`unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
