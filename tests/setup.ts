/**
 * Every Vitest file: an unexpected console.error fails the test that caused it, so a React warning
 * or a swallowed failure cannot pass unnoticed. A test that expects one spies on console.error itself.
 */
import { afterEach, vi } from 'vitest';

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
