/** The clock of server tests: it starts where the seeded database was made and moves only when told. */
import type { Clock } from '#server/clock.ts';

/** The instant the template was seeded at (a Wednesday noon in Seoul); test clocks start here. */
export const seedInstant = new Date('2026-05-20T03:00:00.000Z');

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date = seedInstant): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}
