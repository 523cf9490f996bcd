/**
 * A PGlite that loses its connection on demand, for the database-outage fault test. Every statement
 * the app sends (`query`/`exec`, inside a transaction too) is counted; when a failure is armed, the
 * statement it names throws the error the real drivers throw when the database goes away, before
 * reaching PGlite. Inside a transaction PGlite then rolls back, which is what PostgreSQL does to the
 * open transaction of a session that dies — so "nothing half-written" is the app's own doing: each of
 * its multi-statement writes must run in one transaction.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { pgliteView } from '#server/db/pglite-view.ts';

/** The errors of a database that went away, as each driver reports it. */
export const connectionErrors = {
  /** node-postgres, nothing listening (the pool's connect). */
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' }),
  /** PostgreSQL shut down by its administrator while the session was open (pg's DatabaseError). */
  adminShutdown: () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
  /** A connection failure reported by the server (SQLSTATE class 08). */
  connectionFailure: () => Object.assign(new Error('server closed the connection unexpectedly'), { code: '08006', severity: 'FATAL' }),
  /** node-postgres when the socket closes mid-query (no code at all). */
  terminated: () => new Error('Connection terminated unexpectedly'),
  /** The embedded database, closed under the app. */
  pgliteClosed: () => new Error('PGlite is closed'),
};
export type ConnectionErrorKind = keyof typeof connectionErrors;

export interface FlakyPglite {
  /** Hand this to the app (openPglite): it behaves as the wrapped PGlite until a failure is armed. */
  client: PGlite;
  /** Statements sent since the last `resetCount`. */
  readonly statements: number;
  resetCount(): void;
  /** From the `nth` statement from now (1 = the next one) every statement fails with `kind`, until `heal`. */
  failFrom(nth: number, kind: ConnectionErrorKind): void;
  heal(): void;
}

export function flakyPglite(real: PGlite): FlakyPglite {
  let statements = 0;
  let failAt: number | null = null;
  let kind: ConnectionErrorKind = 'refused';

  /** Counts one statement and throws when the armed failure has come. */
  const gate = () => {
    statements += 1;
    if (failAt !== null && statements >= failAt) throw connectionErrors[kind]();
  };

  /** The statements of `target`, each counted and failed when the armed failure has come. */
  const gated = <T extends Pick<PGlite, 'query' | 'sql' | 'exec'>>(target: T) =>
    Object.fromEntries(
      (['query', 'sql', 'exec'] as const).map((name) => {
        const original = target[name] as (...args: unknown[]) => Promise<unknown>;
        return [
          name,
          async (...args: unknown[]) => {
            gate();
            return original.apply(target, args);
          },
        ];
      }),
    ) as Partial<T>;

  const client = pgliteView(real, {
    ...gated(real),
    transaction: (async <T>(callback: (tx: Transaction) => Promise<T>) => {
      // BEGIN is a statement of its own on a real connection: an outage can refuse it too.
      gate();
      return real.transaction((tx) => callback(pgliteView(tx, gated(tx))));
    }) as PGlite['transaction'],
  });

  return {
    client,
    get statements() {
      return statements;
    },
    resetCount() {
      statements = 0;
    },
    failFrom(nth, errorKind) {
      failAt = statements + nth;
      kind = errorKind;
    },
    heal() {
      failAt = null;
    },
  };
}
