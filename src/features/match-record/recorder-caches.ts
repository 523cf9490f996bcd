/**
 * What a write made on the record screen does to the match's TanStack Query caches at once, before
 * the server answers (architecture.md §5): the counters (match-record.cache.ts), the players and the
 * log's provisional rows (machines/match.reconcile.ts). Each change first cancels the match's reads
 * under way, so an answer read before the write cannot overwrite it.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, MatchMemo, MatchPlayer, MatchPlayers, MatchScore } from '#contract/matches.ts';
import { removeEventTree, undoExchange } from '#machines/match.reconcile.ts';
import { emptyCounts } from '#src/lib/live-stream.ts';
import { matchKeys } from '#src/lib/match-queries.ts';
import type { QueryClient } from '@tanstack/react-query';
import { applyExchange, applyToPlayers, applyToScore } from './match-record.cache.ts';

/** The caches of match `matchId`, as the record screen's writes change them. */
export function recorderCaches(queryClient: QueryClient, matchId: number) {
  const history = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId)) ?? [];
  const players = (change: (old: MatchPlayers) => MatchPlayers) => queryClient.setQueryData<MatchPlayers>(matchKeys.players(matchId), (old) => (old ? change(old) : old));
  const score = (change: (old: MatchScore) => MatchScore) => queryClient.setQueryData<MatchScore>(matchKeys.score(matchId), (old) => (old ? change(old) : old));
  const log = (change: (old: MatchEvent[]) => MatchEvent[]) => queryClient.setQueryData<MatchEvent[]>(matchKeys.history(matchId), (old) => change(old ?? []));
  const holdReads = () => void queryClient.cancelQueries({ queryKey: matchKeys.all(matchId) });
  return {
    history,
    /** An event of `teamId` (of `player`, if any): its counters and its provisional row. */
    recorded(teamId: number, eventType: MatchEventType, player: MatchPlayer | null, row: MatchEvent | null) {
      holdReads();
      score((old) => applyToScore(old, teamId, eventType, 1));
      if (player) players((old) => applyToPlayers(old, player.id, eventType, 1));
      if (row) log((old) => [...old, row]);
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
      if (row.eventType === 'SUB_OUT') {
        const before = history();
        players((old) => undoExchange(old, row, before));
      }
      log((old) => removeEventTree(old, row.id));
      score((old) => applyToScore(old, row.teamId, row.eventType, -1));
      if (row.matchUserId !== null && row.eventType !== 'SUB_OUT') players((old) => applyToPlayers(old, row.matchUserId!, row.eventType, -1));
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
