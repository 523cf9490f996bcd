/**
 * A view of a PGlite connection or of one of its transactions with some members replaced: every
 * other member is the real one's, its methods bound to it. PGlite keeps private fields, so its
 * methods must run with the real instance as `this`, not the view. Used by pglite-parsers.ts (what
 * drizzle holds) and by the database-outage test's flaky connection (tests/faults/flaky-pglite.ts).
 */
export function pgliteView<T extends object>(real: T, replaced: Partial<T>): T {
  return new Proxy(real, {
    get(target, prop) {
      if (Object.hasOwn(replaced, prop)) return replaced[prop as keyof T];
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
