/** The one source of "now" on the server: injected so tests can move time (code expiry, token expiry). */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
