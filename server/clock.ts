import { seoulWallClock } from '#contract/seoul-time.ts';

/** The one source of "now" on the server: injected so tests can move time (code expiry, token expiry). */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** The current year in Seoul by the server's clock (ages, the default season). */
export function seoulYear(clock: Clock): number {
  return seoulWallClock(clock.now()).getUTCFullYear();
}
