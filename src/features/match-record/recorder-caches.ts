/**
 * What a write made on the record screen does to the match's TanStack Query caches at once, before
 * the server answers: the log's provisional rows (machines/match.reconcile.ts), what they count for
 * the teams and the players (machines/match.scoring.ts, the server's own rules). Each change first cancels the match's reads
 * under way, so an answer read before the write cannot overwrite it.
 * The server's rows (a write's answer, the live stream) settle the log and move the counters by what
 * they change, nothing re-read (decision 101); a part the rows do not say is read again.
 */
import type { MatchEvent, MatchMemo, MatchPlayer, MatchPlayers, MatchScore, ScoreCounts } from '#contract/matches.ts';
import { eventTree, removeEventTree, settleCancel, settleRows, undoExchange, type LogChange } from '#machines/match.reconcile.ts';
import { countRows, emptyCounts, netRows } from '#machines/match.scoring.ts';
import { syncInfoScore } from '#src/lib/live-stream.ts';
import type { QueryClient } from '@tanstack/react-query';
import { applyExchange, applyToPlayers } from './match-record.cache.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';

const sameCounts = (a: ScoreCounts, b: ScoreCounts) => (Object.keys(a) as (keyof ScoreCounts)[]).every((k) => a[k] === b[k]);
const keepUnmoved = (old: MatchScore, next: MatchScore): MatchScore => ({
  ...next,
  homeScore: sameCounts(old.homeScore, next.homeScore) ? old.homeScore : next.homeScore,
  awayScore: sameCounts(old.awayScore, next.awayScore) ? old.awayScore : next.awayScore,
});

/**
 * The caches of match `matchId`, as the record screen's writes change them. `onReadsHeld`: a write
 * cancelled a read under way (it is not made again by itself: the caller reads it once the writes have drained).
 */
export function recorderCaches(queryClient: QueryClient, matchId: number, { onReadsHeld }: { onReadsHeld?: () => void } = {}) {
  const history = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId)) ?? [];
  const players = (change: (old: MatchPlayers) => MatchPlayers) =>
    queryClient.setQueryData<MatchPlayers>(matchKeys.players(matchId), (old) => (old ? change(old) : old));
  // A team whose counters did not move keeps its object, so its panel is not drawn again.
  const score = (change: (old: MatchScore) => MatchScore) =>
    queryClient.setQueryData<MatchScore>(matchKeys.score(matchId), (old) => (old ? keepUnmoved(old, change(old)) : old));
  const log = (change: (old: MatchEvent[]) => MatchEvent[]) => queryClient.setQueryData<MatchEvent[]>(matchKeys.history(matchId), (old) => change(old ?? []));
  const holdReads = () => {
    if (queryClient.isFetching({ queryKey: matchKeys.all(matchId) }) === 0) return;
    void queryClient.cancelQueries({ queryKey: matchKeys.all(matchId) });
    onReadsHeld?.();
  };
  /**
   * The server's rows landed: the log as they left it, and the counters moved by the rows that differ
   * from what left (machines/match.scoring.ts netRows). Answers false when the players' cells may have
   * moved (a substitution the screen did not make or undo itself): the caller reads the players again.
   */
  const settle = ({ history: next, gone, added }: LogChange): boolean => {
    if (gone.length === 0 && added.length === 0) return true;
    log(() => next);
    const { taken, put } = netRows(gone, added);
    if (taken.length === 0 && put.length === 0) return true;
    score((old) => {
      const counted = countRows(countRows(old, taken, -1), put);
      syncInfoScore(queryClient, matchId, counted);
      return counted;
    });
    for (const id of new Set([...taken, ...put].map((r) => r.matchUserId).filter((id): id is number => id !== null))) {
      const mine = (rows: MatchEvent[]) => rows.filter((r) => r.matchUserId === id);
      players((old) => applyToPlayers(applyToPlayers(old, id, mine(taken), -1), id, mine(put), 1));
    }
    // An undo's EXCHANGE_UNDO row moves nobody; the substitution's own rows coming or going do.
    return ![...taken, ...put].some((r) => r.eventType === 'SUB_IN' || r.eventType === 'SUB_OUT');
  };
  return {
    history,
    /** An event (of `player`, if any): its provisional rows, and what they count. */
    recorded(player: MatchPlayer | null, rows: readonly MatchEvent[]) {
      holdReads();
      score((old) => countRows(old, rows));
      if (player) players((old) => applyToPlayers(old, player.id, rows, 1));
      log((old) => [...old, ...rows]);
    },
    /** A substitution: the player coming on takes the cell of the one going off; its two rows. */
    exchanged(from: MatchPlayer, to: MatchPlayer, rows: readonly MatchEvent[]) {
      holdReads();
      players((old) => applyExchange(old, from.id, to.id));
      log((old) => [...old, ...rows]);
    },
    /** A main row taken back with its derived rows; an undone substitution puts both players back. */
    cancelled(row: MatchEvent) {
      holdReads();
      const before = history();
      const rows = eventTree(before, row);
      if (row.eventType === 'SUB_OUT') players((old) => undoExchange(old, row, before));
      else if (row.matchUserId !== null) players((old) => applyToPlayers(old, row.matchUserId!, rows, -1));
      log((old) => removeEventTree(old, row.id));
      score((old) => countRows(old, rows, -1));
    },
    /** Rows the server wrote (a write's answer, the stream's `events.recorded`); false: read the players again. */
    settled: (rows: readonly MatchEvent[]) => settle(settleRows(history(), rows)),
    /** The stream's cancel: the events taken back and the rows it wrote; false: read the players again. */
    cancelledElsewhere: (eventIds: readonly number[], written: readonly MatchEvent[] = []) => settle(settleCancel(history(), eventIds, written)),
    /** The memo as typed (null: none). */
    memo(memo: string | null) {
      queryClient.setQueryData<MatchMemo>(matchKeys.memo(matchId), { matchId, memo });
    },
    /** A cancelled kick-off: the log and the counters start over. */
    cleared() {
      log(() => []);
      score((old) => ({ ...old, homeScore: emptyCounts(), awayScore: emptyCounts() }));
    },
  };
}
