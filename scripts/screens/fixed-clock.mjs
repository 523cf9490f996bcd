/**
 * Preloaded into the server that `npm run screens` captures (`node --import <this> --import tsx
 * server/main.ts`): the process's clock starts at SCREENS_NOW (an ISO instant) and runs a thousand
 * times slower than the wall clock (a five-minute capture moves it by 0.3 s). The demo data is seeded
 * relative to the server's "now" (server/db/seed.ts), so without this a capture taken on another day
 * shows other dates (match days, notice dates, the calendar's month) and differs from the last one
 * though nothing changed; slowed, the seeding's "now" is the same minute however long the server
 * takes to start, and later instants still come after earlier ones. Patches the global Date, so the
 * server's clock (server/clock.ts), its libraries and the embedded database all see the same time.
 * Plain JavaScript: it runs before tsx is loaded.
 */
const start = process.env.SCREENS_NOW;
if (!start || Number.isNaN(Date.parse(start))) {
  throw new Error(`fixed-clock.mjs: SCREENS_NOW must be an ISO instant (got ${JSON.stringify(start)})`);
}

const RealDate = Date;
const startMs = RealDate.parse(start);
const realStartMs = RealDate.now();
const now = () => startMs + Math.floor((RealDate.now() - realStartMs) / 1000);

/** `Date` whose "now" is the slowed clock's; any other construction is the real Date's. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}
Object.setPrototypeOf(ShiftedDate, RealDate);
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = now;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
globalThis.Date = ShiftedDate;
