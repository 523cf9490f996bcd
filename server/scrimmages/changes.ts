/**
 * The hook every successful scrimmage write calls after its commit (decision 079), so members who
 * follow a 자체전 hear of the change. The live stream of scrimmages is built on it separately (the
 * scrimmage extras, decision 080): until then it hands the change to nobody.
 */
import type { Db } from '../db/client.ts';

export type ScrimmageChange =
  | { kind: 'game.started' | 'game.paused' | 'game.resumed' | 'game.ended' | 'game.reopened'; gameId: number }
  | { kind: 'event.recorded' | 'event.cancelled'; gameId: number; eventId: number }
  | { kind: 'sides.set' }
  | { kind: 'attendee.added' | 'attendee.removed'; attendeeId: number }
  | { kind: 'settings.changed' }
  | { kind: 'finished' };

/** What a publisher may need: the database (to log the change) — the same deps the routes have. */
export type ScrimmageChangeDeps = { db: Db };

export async function publishScrimmageChange(_deps: ScrimmageChangeDeps, _scrimmageId: number, _change: ScrimmageChange): Promise<void> {
  // Nothing listens yet: the live stream of scrimmages fills this in (decision 080).
}
