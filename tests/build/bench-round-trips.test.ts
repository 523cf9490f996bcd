/** The bench's API round trips in a row (scripts/bench/round-trips.ts): bursts, and bursts after answers. */
import { describe, expect, it } from 'vitest';
import { roundTripsInARow, type TimedRequest } from '../../scripts/bench/round-trips.ts';

/** [sent, answered] in milliseconds; null: never answered. */
const load = (...rows: [number, number | null][]): TimedRequest[] =>
  rows.map(([sent, done]) => ({ sentAt: sent / 1000, finishedAt: done === null ? undefined : done / 1000 }));

describe('API round trips in a row', () => {
  it.each([
    ['nothing', load(), 0],
    ['one request', load([0, 150]), 1],
    ['a batch sent at once', load([0, 150], [1, 160], [2, 170]), 1],
    ['the renewal, then a batch after its answer', load([0, 150], [200, 350], [205, 360], [210, 400]), 2],
    // Warm match page: the person's read answered by the service worker at 732 ms, the score's read of the same batch sent at 736 ms.
    ['a batch whose first read is answered before its last has left', load([254, 419], [715, 732], [723, 783], [724, 803], [736, 835], [744, 939]), 2],
    ['a read sent once the batch had its answers', load([0, 150], [200, 350], [205, 360], [500, 650]), 3],
    ['a request sent before the one before it was answered is beside it', load([0, 150], [100, 250]), 1],
    ['each after the last: four in a row', load([0, 100], [200, 300], [400, 500], [600, 700]), 4],
    ['an unanswered request counts for nothing', load([0, 150], [200, null]), 1],
    ['a burst joins requests each less than 50 ms after the one before', load([0, 150], [200, 210], [240, 300], [280, 400]), 2],
    ['a gap longer than 50 ms starts a new burst', load([0, 150], [200, 210], [260, 300]), 3],
  ])('%s', (_, requests, expected) => {
    expect(roundTripsInARow(requests)).toBe(expected);
  });

  it('orders the requests by when they were sent, not as listed', () => {
    expect(roundTripsInARow(load([200, 350], [0, 150]))).toBe(2);
  });
});
