/**
 * Live recording writes (docs/architecture.md §3.3; docs/domain.md §3.3–3.5, §3.8–3.9 with the old bugs fixed).
 * Each runs inside one transaction that has locked the match row (requireMatchRecorder forUpdate); a
 * TEAM_ADMIN of either team, or the member a side's admin named (decision 054), records for both teams,
 * once the match is accepted; each row names the side that recorded it, and only that side cancels it
 * unless it is a temporary team (decision 029). Rows keep the representation the reads use
 * (matches/queries.ts, stats.ts): a player event names its match-user, a team event has none; derived
 * rows name their main row in `parent_id`.
 *
 * What a request writes (parent first, then its children) is machines/match.scoring.ts, which the
 * record screen applies too: e.g. GOAL → GOAL, SHOT, VALID_SHOT; a player's second YELLOW_CARD →
 * YELLOW_CARD, WARNING, FOUL, RED_CARD (sent off). And:
 *   exchange → SUB_OUT (outgoing), SUB_IN (incoming, child of the SUB_OUT); the incoming player takes
 *   the outgoing player's cell. Sending off and going out keep the cell left in `grid_before`.
 * Cancelling names the main row: its children go with it, a red card's player gets the cell back; a
 * derived row cannot be cancelled on its own. Cancelling a SUB_OUT undoes the substitution: both rows
 * go, EXCHANGE_UNDO is recorded for the returning player, and both players are back where they were.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { HalfType, MatchEventType } from '#contract/enums.ts';
import type { CancelEventQuery, ExchangeRequest, LiveMessage, MatchEvent, RecordEventRequest, RecordResult } from '#contract/matches.ts';
import type * as v from 'valibot';
import { matchEvents, matchUsers } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { appendLiveMessage } from '../live/log.ts';
import { cancelRefusal, progressRefusal, recordingTeamId } from '#machines/match.ownership.ts';
import { derivedTypes, playerCounters, sendsOff } from '#machines/match.scoring.ts';
import { type MatchRow, ownedMatch, type RecordingAccess, refuseWith, requireMatchRecorder, sideOf } from '../matches/access.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchHistory } from '../matches/queries.ts';
import { eventMinute } from '../matches/stats.ts';
import { findAnswerAnywhere, previousAnswer, requestHash } from './idempotency.ts';
import { requireAllowed } from './lifecycle.ts';

/** What a write answers, and the live message to publish after commit (null: an idempotent replay wrote nothing). */
export interface WriteOutcome<T> {
  matchId: number;
  result: T;
  message: LiveMessage | null;
}

interface WriteInput<B> {
  userId: number;
  matchId: number;
  body: B;
  now: Date;
}

interface PlayerRow {
  id: number;
  teamId: number;
  matchGrid: number | null;
}

/** A lineup row of this match (team placeholders are no players) or 400 6008. */
async function requirePlayer(tx: DbOrTx, matchId: number, matchUserId: number): Promise<PlayerRow> {
  const [row] = await tx
    .select({ id: matchUsers.id, teamId: matchUsers.teamId, matchGrid: matchUsers.matchGrid })
    .from(matchUsers)
    .where(and(eq(matchUsers.id, matchUserId), eq(matchUsers.matchId, matchId), eq(matchUsers.isTeamPlaceholder, false)));
  if (!row) throw new ApiError('NOT_PARTICIPATING_PLAYER');
  return row;
}

/** How many rows of each type a player has in the match. */
async function countsOf(tx: DbOrTx, matchId: number, matchUserId: number): Promise<Map<MatchEventType, number>> {
  const rows = await tx
    .select({ eventType: matchEvents.eventType, n: count() })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.matchUserId, matchUserId)))
    .groupBy(matchEvents.eventType);
  return new Map(rows.map((r) => [r.eventType, r.n]));
}

/** Refuses a player who has left for good (sent off 6025, substituted out 6026); answers their counts. */
async function requireNotGone(tx: DbOrTx, matchId: number, player: PlayerRow): Promise<Map<MatchEventType, number>> {
  const counts = await countsOf(tx, matchId, player.id);
  if (playerCounters(counts).sentOff) throw new ApiError('PLAYER_SENT_OFF');
  if ((counts.get('SUB_OUT') ?? 0) > 0) throw new ApiError('PLAYER_SUBBED_OUT');
  return counts;
}

/** The rows with these ids as the event log shows them, in id order. */
async function eventsByIds(tx: DbOrTx, match: MatchRow, ids: number[]): Promise<MatchEvent[]> {
  const wanted = new Set(ids);
  return (await matchHistory(tx, match)).filter((e) => wanted.has(e.id)).sort((a, b) => a.id - b.id);
}

/**
 * Writes rows of one request: the first is the main row (with the client id), the rest its children.
 * Every row names the side whose admin recorded it: only that side may cancel it (decision 029).
 */
function rowWriter(tx: DbOrTx, access: RecordingAccess, now: Date, teamId: number, clientId: string | null, description: string) {
  const { match } = access;
  const stored = { halfType: (match.matchState === 'PLAY_SECOND_HALF' ? 'SECOND_HALF' : 'FIRST_HALF') as HalfType, elapsedMinutes: 0 };
  const minute = eventMinute(now, match, stored);
  const recordedByTeamId = recordingTeamId(match, access.sides, teamId);
  return async (eventType: MatchEventType, matchUserId: number | null, parentId: number | null, gridBefore: number | null = null): Promise<number> => {
    const [row] = await tx
      .insert(matchEvents)
      .values({
        matchId: match.id,
        teamId,
        matchUserId,
        eventType,
        parentId,
        gridBefore,
        createdAt: now,
        ...minute,
        recordedByTeamId,
        clientId: parentId === null ? clientId : null,
        description: parentId === null ? description : '',
      })
      .returning({ id: matchEvents.id });
    return row.id;
  };
}

async function setGrid(tx: DbOrTx, matchUserId: number, matchGrid: number | null): Promise<void> {
  await tx.update(matchUsers).set({ matchGrid }).where(eq(matchUsers.id, matchUserId));
}

/** `POST /api/v1/matches/{id}/events`. */
export async function recordEvent(tx: DbOrTx, { userId, matchId, body, now }: WriteInput<RecordEventRequest>): Promise<WriteOutcome<RecordResult>> {
  const access = await requireMatchRecorder(tx, userId, matchId, { forUpdate: true });
  const { match } = access;
  refuseWith(progressRefusal(match));
  const hash = requestHash('event', body);
  const previous = await previousAnswer(tx, match.id, body.clientId, hash);
  if (previous) return { matchId: match.id, result: previous, message: null };

  if (!sideOf(match, body.teamId)) throw new ApiError('TEAM_NOT_PARTICIPATING');
  const player = body.matchUserId === null ? null : await requirePlayer(tx, match.id, body.matchUserId);
  // A player of the other team named under this team is not playing for it.
  if (player && player.teamId !== body.teamId) throw new ApiError('NOT_PARTICIPATING_PLAYER');
  requireAllowed(match.matchState, { type: 'event.record' });
  const counts = player ? await requireNotGone(tx, match.id, player) : null;
  if (player && player.matchGrid === null) throw new ApiError('PLAYER_NOT_ON_PITCH');

  const write = rowWriter(tx, access, now, body.teamId, body.clientId, body.description);
  const who = player?.id ?? null;
  const ids: number[] = [];
  // The rows of machines/match.scoring.ts, parent first: a red card, and a second yellow's derived
  // red, keep the cell the player leaves in `grid_before`.
  const priorYellowCards = player ? (counts?.get('YELLOW_CARD') ?? 0) : null;
  const gridLeft = (type: MatchEventType) => (type === 'RED_CARD' && player ? player.matchGrid : null);
  const main = await write(body.eventType, who, null, gridLeft(body.eventType));
  ids.push(main);
  for (const type of derivedTypes(body.eventType, priorYellowCards)) ids.push(await write(type, who, main, gridLeft(type)));
  if (player && sendsOff(body.eventType, priorYellowCards)) await setGrid(tx, player.id, null);

  const events = await eventsByIds(tx, match, ids);
  const { message } = await appendLiveMessage(tx, match.id, { type: 'events.recorded', events }, now, {
    clientId: body.clientId,
    requestHash: hash,
    result: (seq): RecordResult => ({ events, seq }),
  });
  return { matchId: match.id, result: { events, seq: message.seq }, message };
}

/** `POST /api/v1/matches/{id}/exchange`: `fromMatchUserId` goes out, `toMatchUserId` comes in and takes the cell. */
export async function recordExchange(tx: DbOrTx, { userId, matchId, body, now }: WriteInput<ExchangeRequest>): Promise<WriteOutcome<RecordResult>> {
  const access = await requireMatchRecorder(tx, userId, matchId, { forUpdate: true });
  const { match } = access;
  refuseWith(progressRefusal(match));
  const hash = requestHash('exchange', body);
  const previous = await previousAnswer(tx, match.id, body.clientId, hash);
  if (previous) return { matchId: match.id, result: previous, message: null };

  const out = await requirePlayer(tx, match.id, body.fromMatchUserId);
  const incoming = await requirePlayer(tx, match.id, body.toMatchUserId);
  if (out.teamId !== incoming.teamId) throw new ApiError('DIFFERENT_TEAM_EXCHANGE');
  requireAllowed(match.matchState, { type: 'exchange.record' });
  await requireNotGone(tx, match.id, out);
  if (out.matchGrid === null) throw new ApiError('PLAYER_NOT_ON_PITCH');
  await requireNotGone(tx, match.id, incoming);
  if (incoming.matchGrid !== null) throw new ApiError('PLAYER_ALREADY_ON_PITCH');

  const write = rowWriter(tx, access, now, out.teamId, body.clientId, '');
  const subOut = await write('SUB_OUT', out.id, null, out.matchGrid);
  const subIn = await write('SUB_IN', incoming.id, subOut);
  await setGrid(tx, out.id, null);
  await setGrid(tx, incoming.id, out.matchGrid);

  const events = await eventsByIds(tx, match, [subOut, subIn]);
  const { message } = await appendLiveMessage(tx, match.id, { type: 'events.recorded', events }, now, {
    clientId: body.clientId,
    requestHash: hash,
    result: (seq): RecordResult => ({ events, seq }),
  });
  return { matchId: match.id, result: { events, seq: message.seq }, message };
}

type EventRow = typeof matchEvents.$inferSelect;

/** Gives a sent-off player their cell back, unless a teammate stands there now. */
async function restoreCell(tx: DbOrTx, matchId: number, matchUserId: number, cell: number): Promise<void> {
  const [player] = await tx.select({ teamId: matchUsers.teamId, matchGrid: matchUsers.matchGrid }).from(matchUsers).where(eq(matchUsers.id, matchUserId));
  if (!player || player.matchGrid !== null) return;
  const [taken] = await tx
    .select({ id: matchUsers.id })
    .from(matchUsers)
    .where(and(eq(matchUsers.matchId, matchId), eq(matchUsers.teamId, player.teamId), eq(matchUsers.matchGrid, cell)));
  if (!taken) await setGrid(tx, matchUserId, cell);
}

/** `DELETE /api/v1/match-event/{id}` (optionally `?clientId=` so a retried cancel answers the same). */
export async function cancelEvent(
  tx: DbOrTx,
  { userId, eventId, query, now }: { userId: number; eventId: number; query: v.InferOutput<typeof CancelEventQuery>; now: Date },
): Promise<WriteOutcome<RecordResult>> {
  const hash = requestHash('cancel', { eventId });
  const [located] = await tx.select({ matchId: matchEvents.matchId }).from(matchEvents).where(eq(matchEvents.id, eventId));
  if (!located) {
    // Gone: a retry of a cancel that already happened answers what it answered then.
    const earlier = query.clientId ? await findAnswerAnywhere(tx, query.clientId, hash) : null;
    if (!earlier) throw new ApiError('NOTFOUND_MATCH_EVENT');
    await requireMatchRecorder(tx, userId, earlier.matchId);
    return { matchId: earlier.matchId, result: earlier.result, message: null };
  }
  const access = await requireMatchRecorder(tx, userId, located.matchId, { forUpdate: true });
  const { match } = access;
  if (query.clientId) {
    const previous = await previousAnswer(tx, match.id, query.clientId, hash);
    if (previous) return { matchId: match.id, result: previous, message: null };
  }
  // Read again under the lock: a concurrent cancel may have taken it.
  const [target] = await tx
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, match.id)));
  if (!target) throw new ApiError('NOTFOUND_MATCH_EVENT');
  requireAllowed(match.matchState, { type: 'event.cancel' });
  if (target.parentId !== null) throw new ApiError('DERIVED_EVENT_CANCEL');
  if (target.eventType === 'EXCHANGE_UNDO' || target.eventType === 'SUB_IN') throw new ApiError('EVENT_NOT_CANCELLABLE');
  // What the other side recorded stays theirs to take back (decision 029; the old system's bug).
  refuseWith(cancelRefusal(target, ownedMatch(access), access.sides));

  const children = await tx.select().from(matchEvents).where(eq(matchEvents.parentId, target.id)).orderBy(asc(matchEvents.id));
  if (target.eventType === 'SUB_OUT') return undoExchange(tx, access, target, children, query.clientId ?? null, hash, now);

  const removed: EventRow[] = [target, ...children];
  await tx.delete(matchEvents).where(
    inArray(
      matchEvents.id,
      removed.map((r) => r.id),
    ),
  );
  if (target.matchUserId !== null && target.eventType === 'YELLOW_CARD') {
    // A red that two yellows made stands only while two yellows do (cancelling the first of them too).
    const [{ yellows }] = await tx
      .select({ yellows: count() })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.matchUserId, target.matchUserId), eq(matchEvents.eventType, 'YELLOW_CARD')));
    if (yellows < 2) {
      const yellowIds = (
        await tx
          .select({ id: matchEvents.id })
          .from(matchEvents)
          .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.matchUserId, target.matchUserId), eq(matchEvents.eventType, 'YELLOW_CARD')))
      ).map((r) => r.id);
      const reds =
        yellowIds.length === 0
          ? []
          : await tx
              .select()
              .from(matchEvents)
              .where(and(eq(matchEvents.eventType, 'RED_CARD'), inArray(matchEvents.parentId, yellowIds)));
      if (reds.length > 0) {
        await tx.delete(matchEvents).where(
          inArray(
            matchEvents.id,
            reds.map((r) => r.id),
          ),
        );
        removed.push(...reds);
      }
    }
  }
  for (const row of removed) {
    if (row.eventType === 'RED_CARD' && row.matchUserId !== null && row.gridBefore !== null) await restoreCell(tx, match.id, row.matchUserId, row.gridBefore);
  }

  const eventIds = removed.map((r) => r.id).sort((a, b) => a - b);
  const { message } = await appendLiveMessage(tx, match.id, { type: 'events.cancelled', eventIds }, now, {
    clientId: query.clientId ?? null,
    requestHash: query.clientId ? hash : null,
    result: (seq): RecordResult => ({ events: [], seq }),
  });
  return { matchId: match.id, result: { events: [], seq: message.seq }, message };
}

/** Undoes a substitution: the incoming player must still stand in the cell they took. */
async function undoExchange(
  tx: DbOrTx,
  access: RecordingAccess,
  subOut: EventRow,
  children: EventRow[],
  clientId: string | null,
  hash: string,
  now: Date,
): Promise<WriteOutcome<RecordResult>> {
  const { match } = access;
  const subIn = children.find((c) => c.eventType === 'SUB_IN');
  if (subOut.matchUserId === null || !subIn || subIn.matchUserId === null || subOut.gridBefore === null) throw new ApiError('EVENT_NOT_CANCELLABLE');
  const incoming = await requirePlayer(tx, match.id, subIn.matchUserId);
  const laterOut = await tx
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.matchUserId, incoming.id), inArray(matchEvents.eventType, ['SUB_OUT', 'RED_CARD'])));
  if (laterOut.length > 0 || incoming.matchGrid !== subOut.gridBefore) throw new ApiError('EXCHANGE_UNDO_BLOCKED');

  await tx.delete(matchEvents).where(inArray(matchEvents.id, [subOut.id, ...children.map((c) => c.id)]));
  await setGrid(tx, incoming.id, null);
  await setGrid(tx, subOut.matchUserId, subOut.gridBefore);
  const write = rowWriter(tx, access, now, subOut.teamId, clientId, '');
  const undoId = await write('EXCHANGE_UNDO', subOut.matchUserId, null);

  const events = await eventsByIds(tx, match, [undoId]);
  const eventIds = [subOut.id, ...children.map((c) => c.id)].sort((a, b) => a - b);
  const { message } = await appendLiveMessage(tx, match.id, { type: 'exchange.undone', eventIds, events }, now, {
    clientId,
    requestHash: clientId ? hash : null,
    result: (seq): RecordResult => ({ events, seq }),
  });
  return { matchId: match.id, result: { events, seq: message.seq }, message };
}

/** Before clearing a match's events (kick-off cancelled): every substitution and sending-off undone, latest first. */
export async function restoreLineupBeforeKickoff(tx: DbOrTx, matchId: number): Promise<void> {
  const rows = await tx.select().from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(desc(matchEvents.id));
  for (const row of rows) {
    if (row.gridBefore === null || row.matchUserId === null) continue;
    if (row.eventType === 'SUB_OUT') {
      const incoming = rows.find((r) => r.parentId === row.id && r.eventType === 'SUB_IN');
      if (incoming?.matchUserId) await setGrid(tx, incoming.matchUserId, null);
      await setGrid(tx, row.matchUserId, row.gridBefore);
    } else if (row.eventType === 'RED_CARD') {
      await setGrid(tx, row.matchUserId, row.gridBefore);
    }
  }
}
