/**
 * A server-rendered document's reads seed the cache as old as they were on the server, on this
 * device's clock (decision 104): the record screen sets the server's clock against the device's by
 * a read's time, and a device whose clock is off would otherwise run the match clock off by as much.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromServerState } from '#src/app/server-seed.ts';

/** A server's cache holding one read answered at `readAt` (its clock), dehydrated at `renderedAt`. */
function renderedState(readAt: number, renderedAt: number) {
  const server = new QueryClient();
  server.setQueryData(['matches', 1, 'info'], { id: 1 }, { updatedAt: readAt });
  return { path: '/matches/1/record', person: null, queries: dehydrate(server), renderedAt };
}

describe('seedFromServerState', () => {
  it.each([
    ['a device on the server clock', 0],
    ['a device 90 s ahead', 90_000],
    ['a device 5 min behind', -300_000],
  ])('%s: the read is as old as it was when rendered', (_, deviceAhead) => {
    const state = renderedState(1_000_000, 1_000_040);
    const client = new QueryClient();
    seedFromServerState(client, state, 1_000_100 + deviceAhead);
    expect(client.getQueryData(['matches', 1, 'info'])).toEqual({ id: 1 });
    expect(client.getQueryState(['matches', 1, 'info'])?.dataUpdatedAt).toBe(1_000_060 + deviceAhead);
  });

  it('keeps every read’s age whatever the two clocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (age, skew, transit) => {
        const state = renderedState(2e12, 2e12 + age);
        const client = new QueryClient();
        const now = 2e12 + age + skew + transit;
        seedFromServerState(client, state, now);
        // The document's way to the device counts as clock skew: the read is as old as on the server.
        expect(now - client.getQueryState(['matches', 1, 'info'])!.dataUpdatedAt).toBe(age);
      }),
    );
  });

  it('seeds nothing for a screen rendered without reads (/login)', () => {
    const client = new QueryClient();
    seedFromServerState(client, { path: '/login', person: null, queries: null, renderedAt: 0 });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
