/**
 * The hook every scrimmage write calls inside its transaction (decisions 079, 080), so members who
 * follow a 자체전 hear of the change: the write names what changed (the contract's change kinds) and
 * the game it is about; the game's score is read here, in the same transaction, so the message
 * carries the score the write committed. A rolled-back write tells nobody.
 */
import { eq } from 'drizzle-orm';
import type { ScrimmageChange } from '#contract/scrimmage-extras.ts';
import type { DbOrTx } from '../db/client.ts';
import { scrimmageGames } from '../db/schema-scrimmage.ts';
import { logScrimmageChange } from '../scrimmage-live.ts';
import { standingEvents } from './queries.ts';
import { gameScore } from './rules.ts';

/** What a write says changed: the kind, and the game when it is about one. */
export type ScrimmageChangeNote = { kind: ScrimmageChange['kind']; gameId?: number };

async function scoreOf(tx: DbOrTx, gameId: number): Promise<ScrimmageChange['score']> {
  const [game] = await tx.select().from(scrimmageGames).where(eq(scrimmageGames.id, gameId));
  const { homeScore, awayScore } = gameScore(game, await standingEvents(tx, [gameId]));
  return { home: homeScore, away: awayScore };
}

export async function publishScrimmageChange(tx: DbOrTx, scrimmageId: number, note: ScrimmageChangeNote, now: Date): Promise<void> {
  const gameId = note.gameId ?? null;
  await logScrimmageChange(tx, scrimmageId, { kind: note.kind, gameId, score: gameId === null ? null : await scoreOf(tx, gameId) }, now);
}
