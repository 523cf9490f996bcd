/**
 * The match's clock and memo (docs/architecture.md §3.3–3.4): half start/end at the server's clock, cancelling
 * kick-off, the memo. The state after each request is the match machine's answer
 * (recording/lifecycle.ts); each write locks the match row and appends one live message.
 */
import { eq } from 'drizzle-orm';
import type { LiveMessage, Match, MatchMemo, MatchTimeRequest } from '#contract/matches.ts';
import { timeRequestToLifecycle } from '#machines/match.lifecycle.ts';
import { matchEvents, matches } from '../db/schema.ts';
import { appendLiveMessage } from '../live/log.ts';
import { progressRefusal } from '#machines/match.ownership.ts';
import { type MatchRow, refuseWith, requireMatchRecorder } from '../matches/access.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchDetail } from '../matches/queries.ts';
import type { WriteOutcome } from './events.ts';
import { restoreLineupBeforeKickoff } from './events.ts';
import { requireAllowed, requireTransition } from './lifecycle.ts';

const instantField = {
  FIRST_HALF: { START_TIME: 'firstHalfStartAt', END_TIME: 'firstHalfEndAt' },
  SECOND_HALF: { START_TIME: 'secondHalfStartAt', END_TIME: 'secondHalfEndAt' },
} as const;

/** The match as it is now, and the `match.changed` message that tells the live pages. */
export async function announceMatch(tx: DbOrTx, match: MatchRow, now: Date): Promise<{ detail: Match; message: LiveMessage }> {
  const detail = await matchDetail(tx, match, now);
  const { message } = await appendLiveMessage(tx, match.id, { type: 'match.changed', matchState: match.matchState, match: detail }, now);
  return { detail, message };
}

/** `PATCH /api/v1/matches/{id}/time`: the instant is the server's `now`, the new state the machine's. */
export async function updateMatchTime(
  tx: DbOrTx,
  { userId, matchId, body, now }: { userId: number; matchId: number; body: MatchTimeRequest; now: Date },
): Promise<WriteOutcome<Match>> {
  const { match } = await requireMatchRecorder(tx, userId, matchId, { forUpdate: true });
  // A match against another registered team starts only once that team has accepted it (decision 029).
  refuseWith(progressRefusal(match));
  const next = requireTransition(match.matchState, timeRequestToLifecycle(body));
  const field = instantField[body.halfType][body.timeType];
  const [updated] = await tx
    .update(matches)
    .set({ matchState: next, [field]: now })
    .where(eq(matches.id, match.id))
    .returning();
  const { detail, message } = await announceMatch(tx, updated, now);
  return { matchId: match.id, result: detail, message };
}

/** `DELETE /api/v1/matches/{id}/time`: back to SCHEDULED with no half instants, no events, the lineup as it was at kick-off. */
export async function cancelKickoff(tx: DbOrTx, { userId, matchId, now }: { userId: number; matchId: number; now: Date }): Promise<WriteOutcome<Match>> {
  const { match } = await requireMatchRecorder(tx, userId, matchId, { forUpdate: true });
  const next = requireTransition(match.matchState, { type: 'kickoff.cancel' });
  await restoreLineupBeforeKickoff(tx, match.id);
  await tx.delete(matchEvents).where(eq(matchEvents.matchId, match.id));
  const [updated] = await tx
    .update(matches)
    .set({ matchState: next, firstHalfStartAt: null, firstHalfEndAt: null, secondHalfStartAt: null, secondHalfEndAt: null })
    .where(eq(matches.id, match.id))
    .returning();
  const { detail, message } = await announceMatch(tx, updated, now);
  return { matchId: match.id, result: detail, message };
}

/** `POST /api/v1/matches/{id}/memo`: in play or at half time; an empty text clears it. */
export async function saveMatchMemo(
  tx: DbOrTx,
  { userId, matchId, body, now }: { userId: number; matchId: number; body: { memo: string | null }; now: Date },
): Promise<WriteOutcome<MatchMemo>> {
  const { match } = await requireMatchRecorder(tx, userId, matchId, { forUpdate: true });
  requireAllowed(match.matchState, { type: 'memo.save' });
  const memo = body.memo === null || body.memo.trim() === '' ? null : body.memo;
  await tx.update(matches).set({ memo }).where(eq(matches.id, match.id));
  const { message } = await appendLiveMessage(tx, match.id, { type: 'memo.changed', memo }, now);
  return { matchId: match.id, result: { matchId: match.id, memo }, message };
}
