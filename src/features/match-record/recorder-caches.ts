/**
 * What a write made on the record screen does to the match's TanStack Query caches at once, before
 * the server answers: the log's provisional rows (machines/match.reconcile.ts), what they count for
 * the teams and the players (machines/match.scoring.ts, the server's own rules). Each change first cancels the match's reads
 * under way, so an answer read before the write cannot overwrite it.
 */
import type { MatchEvent, MatchMemo, MatchPlayer, MatchPlayers, MatchScore } from '#contract/matches.ts';
import { eventTree, removeEventTree, undoExchange } from '#machines/match.reconcile.ts';
import { countRows, emptyCounts } from '#machines/match.scoring.ts';
import type { QueryClient } from '@tanstack/react-query';
import { applyExchange, applyToPlayers } from './match-record.cache.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';

/** The caches of match `matchId`, as the record screen's writes change them. */
export function recorderCaches(queryClient: QueryClient, matchId: number) {
  const history = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId)) ?? [];
  const players = (change: (old: MatchPlayers) => MatchPlayers) =>
    queryClient.setQueryData<MatchPlayers>(matchKeys.players(matchId), (old) => (old ? change(old) : old));
  const score = (change: (old: MatchScore) => MatchScore) => queryClient.setQueryData<MatchScore>(matchKeys.score(matchId), (old) => (old ? change(old) : old));
  const log = (change: (old: MatchEvent[]) => MatchEvent[]) => queryClient.setQueryData<MatchEvent[]>(matchKeys.history(matchId), (old) => change(old ?? []));
  const holdReads = () => void queryClient.cancelQueries({ queryKey: matchKeys.all(matchId) });
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
