/**
 * How the record screen's event log is reconciled with the server (decision 043): pure rules over the
 * log as the screen holds it, shared by the recorder's effects (src/features/match-record/recorder-edge.ts)
 * and its tests.
 *
 * - A write made on this device shows at once as **provisional** rows: a negative id, the write's
 *   client id, the minute of the match clock at the tap, and the rows the server will derive from it
 *   (a goal's shots, a second yellow's red card; a substitution's SUB_IN).
 * - The server's answer (or the live stream's `events.recorded`) brings the rows it wrote, with the
 *   same client id: they replace the provisional rows of that write. A row the log knows by id is
 *   never added twice, so an answer and the stream's copy of it settle to one row.
 * - A cancel removes the row and the rows derived from it; the stream's `events.cancelled` also
 *   brings the rows the cancel wrote (an undone substitution's EXCHANGE_UNDO).
 * - A write that waits in the outbox refers to an event by server id or, when it was made before
 *   the server answered, by client id: `resolveEventId` finds the row that client id became.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import type { MatchClock } from './match.clock.ts';
import type { MatchEventRef } from './match.machine.ts';

/** What a provisional row needs of the match. */
export interface ProvisionalMatch {
  homeTeamId: number;
  homeTeamName: string;
  awayTeamName: string;
  firstHalfPeriod: number;
}

export interface ProvisionalRowInput {
  /** Negative, unique on this screen: the server's ids are positive. */
  id: number;
  clientId: string;
  teamId: number;
  eventType: MatchEventType;
  player: MatchPlayer | null;
  match: ProvisionalMatch;
  /** The match clock at the tap. */
  clock: Pick<MatchClock, 'period' | 'minute'>;
  /** When the tap was made (a replayed write keeps its own). */
  atMs: number;
  /** The side this admin records for (null: unknown yet). */
  recordedByTeamId: number | null;
}

/** The row a write shows until the server answers; the minute counts from its half's kick-off. */
export function provisionalRow({ id, clientId, teamId, eventType, player, match, clock, atMs, recordedByTeamId }: ProvisionalRowInput): MatchEvent {
  const second = clock.period === 'secondHalf';
  return {
    id,
    clientId,
    eventType,
    teamId,
    teamName: teamId === match.homeTeamId ? match.homeTeamName : match.awayTeamName,
    matchUserId: player?.id ?? null,
    userId: player?.userId ?? null,
    userName: player?.name ?? null,
    parentId: null,
    recordedByTeamId,
    halfType: second ? 'SECOND_HALF' : 'FIRST_HALF',
    elapsedMinutes: second ? clock.minute - match.firstHalfPeriod : clock.minute,
    createdAt: new Date(atMs).toISOString(),
  };
}

/** How far below its main row's id a derived row's provisional id lies, per place (never a real id). */
const derivedIdOffset = 1_000_000;

/** The `index`-th provisional row derived from provisional row `main` (of `who`, if another player). */
function derivedRow(main: MatchEvent, index: number, eventType: MatchEventType, who?: Pick<MatchPlayer, 'id' | 'userId' | 'name'>): MatchEvent {
  const player = who ? { matchUserId: who.id, userId: who.userId, userName: who.name } : {};
  return { ...main, ...player, id: main.id - derivedIdOffset * (index + 1), parentId: main.id, eventType, clientId: null };
}

/**
 * An event's provisional rows: `main` and the rows the server will derive from it, of `derived` types
 * (machines/match.scoring.ts derivedTypes), so the screen counts what the server will count.
 */
export function provisionalEventRows(main: MatchEvent, derived: readonly MatchEventType[]): MatchEvent[] {
  return [main, ...derived.map((type, index) => derivedRow(main, index, type))];
}

/** A substitution's two provisional rows: the SUB_OUT row `out` and the SUB_IN of player `to` derived from it. */
export function provisionalExchangeRows(out: MatchEvent, to: Pick<MatchPlayer, 'id' | 'userId' | 'name'>): [MatchEvent, MatchEvent] {
  return [out, derivedRow(out, 0, 'SUB_IN', to)];
}

/** Merges rows the server wrote into the log: provisional rows of the same write go, known ids are not doubled. */
export function mergeRows(history: readonly MatchEvent[], rows: readonly MatchEvent[]): MatchEvent[] {
  const clientIds = new Set(rows.map((r) => r.clientId).filter((c): c is string => c !== null));
  const provisional = new Set(history.filter((e) => e.id < 0 && e.clientId !== null && clientIds.has(e.clientId)).map((e) => e.id));
  const kept = history.filter((e) => !provisional.has(e.id) && !(e.parentId !== null && provisional.has(e.parentId)));
  const known = new Set(kept.map((e) => e.id));
  return [...kept, ...rows.filter((r) => !known.has(r.id))];
}

/** A main row and the rows derived from it that the log holds. */
export function eventTree(history: readonly MatchEvent[], row: MatchEvent): MatchEvent[] {
  return [row, ...history.filter((e) => e.parentId === row.id)];
}

/** Removes an event and the rows derived from it. */
export function removeEventTree(history: readonly MatchEvent[], eventId: number): MatchEvent[] {
  return history.filter((e) => e.id !== eventId && e.parentId !== eventId);
}

/** The log after a cancel the stream reports: the events taken back (and their derived rows) go, the rows the cancel wrote come. */
export function withoutCancelled(history: readonly MatchEvent[], eventIds: readonly number[], written: readonly MatchEvent[] = []): MatchEvent[] {
  const gone = new Set(eventIds);
  return mergeRows(
    history.filter((e) => !gone.has(e.id) && !(e.parentId !== null && gone.has(e.parentId))),
    written,
  );
}

/** The main (not derived) row of write `clientId`, provisional or settled. */
export function mainRowOf(history: readonly MatchEvent[], clientId: string): MatchEvent | null {
  return history.find((e) => e.clientId === clientId && e.parentId === null) ?? null;
}

/** The main row a cancel refers to, by server id or by its write's client id. */
export function rowOf(history: readonly MatchEvent[], target: MatchEventRef): MatchEvent | null {
  return history.find((e) => e.parentId === null && ('eventId' in target ? e.id === target.eventId : e.clientId === target.clientId)) ?? null;
}

/** The server id of a referenced event: known already, or the settled row its client id became (null: not written). */
export function resolveEventId(history: readonly MatchEvent[], target: MatchEventRef): number | null {
  if ('eventId' in target) return target.eventId;
  return history.find((e) => e.clientId === target.clientId && e.parentId === null && e.id > 0)?.id ?? null;
}

/** The players after substitution `subOut` (a SUB_OUT row) is taken back: the player who went off is on again, the one who came on is back on the bench. */
export function undoExchange(players: MatchPlayers, subOut: MatchEvent, history: readonly MatchEvent[]): MatchPlayers {
  const subIn = history.find((e) => e.parentId === subOut.id && e.eventType === 'SUB_IN');
  const fix = (p: MatchPlayer) =>
    p.id === subOut.matchUserId ? { ...p, subOut: false } : p.id === subIn?.matchUserId ? { ...p, subIn: false, matchGrid: null } : p;
  const side = (s: MatchPlayers['homeTeam']) => ({ starters: s.starters.map(fix), substitutes: s.substitutes.map(fix) });
  return { homeTeam: side(players.homeTeam), awayTeam: side(players.awayTeam) };
}

/** What rows landing on the log did to it: the log after, the rows that left it and the rows new to it. */
export interface LogChange {
  history: MatchEvent[];
  gone: MatchEvent[];
  added: MatchEvent[];
}

function logChange(before: readonly MatchEvent[], after: MatchEvent[]): LogChange {
  const had = new Set(before.map((e) => e.id));
  const has = new Set(after.map((e) => e.id));
  return { history: after, gone: before.filter((e) => !has.has(e.id)), added: after.filter((e) => !had.has(e.id)) };
}

/**
 * `mergeRows` with what it changed: the server's rows of a write replace its provisional rows (gone),
 * and rows the log did not hold are added. An answer and the stream's copy of it change nothing the second time.
 */
export function settleRows(history: readonly MatchEvent[], rows: readonly MatchEvent[]): LogChange {
  return logChange(history, mergeRows(history, rows));
}

/** `withoutCancelled` with what it changed: the events taken back and their derived rows (gone), the rows the cancel wrote (added). */
export function settleCancel(history: readonly MatchEvent[], eventIds: readonly number[], written: readonly MatchEvent[] = []): LogChange {
  return logChange(history, withoutCancelled(history, eventIds, written));
}
