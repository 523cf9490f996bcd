/**
 * Pure cache updates of live recording: what a write's rows do to the players, applied to the screen
 * at once and corrected by the server's answer. What the rows count is machines/match.scoring.ts
 * (the server's rules); the event log's reconciliation is machines/match.reconcile.ts.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { countPlayerRows } from '#machines/match.scoring.ts';
import { playerActions } from '#machines/match.players.ts';
import { findPlayer } from '#src/lib/match-lineup.ts';

/**
 * `f` over every player. What `f` leaves as it was keeps its object, a side without a change too, and
 * so does the whole when nothing changed: a tap on one player draws only that player's team again (decision 101).
 */
function mapPlayers(players: MatchPlayers, f: (p: MatchPlayer) => MatchPlayer): MatchPlayers {
  const list = (ps: MatchPlayer[]) => {
    const next = ps.map(f);
    return next.every((p, i) => p === ps[i]) ? ps : next;
  };
  const side = (s: MatchPlayers['homeTeam']) => {
    const starters = list(s.starters);
    const substitutes = list(s.substitutes);
    return starters === s.starters && substitutes === s.substitutes ? s : { starters, substitutes };
  };
  const homeTeam = side(players.homeTeam);
  const awayTeam = side(players.awayTeam);
  return homeTeam === players.homeTeam && awayTeam === players.awayTeam ? players : { homeTeam, awayTeam };
}

/** A player's counters after rows of theirs are added (sign 1) or taken away (sign −1), by machines/match.scoring.ts. */
export function applyToPlayers(players: MatchPlayers, matchUserId: number, rows: readonly Pick<MatchEvent, 'eventType'>[], sign: 1 | -1): MatchPlayers {
  if (rows.length === 0) return players;
  return mapPlayers(players, (p) =>
    p.id === matchUserId
      ? countPlayerRows(
          p,
          rows.map((row) => row.eventType),
          sign,
        )
      : p,
  );
}

/** A substitution: the incoming player takes the outgoing one's cell. */
export function applyExchange(players: MatchPlayers, fromId: number, toId: number): MatchPlayers {
  const from = findPlayer(players, fromId);
  return mapPlayers(players, (p) => {
    if (p.id === fromId) return { ...p, subOut: true };
    if (p.id === toId) return { ...p, subIn: true, matchGrid: from?.matchGrid ?? p.matchGrid, matchPosition: from?.matchPosition ?? p.matchPosition };
    return p;
  });
}

/**
 * Newest main (non-derived) row of a type for a team, optionally of one player, among the rows this
 * admin may take back (a row the other side's admin recorded is theirs to cancel, decision 029).
 * Answered from one pass over the log per log and rule (`newestMainRows`): the record screen asks it
 * for every counter it draws (whether its − has a row to take back), each a scan of the log before
 * (decision 109).
 */
export function lastMainEvent(
  history: MatchEvent[],
  teamId: number,
  eventType: MatchEventType,
  matchUserId?: number,
  cancellable: (e: MatchEvent) => boolean = anyRow,
): MatchEvent | null {
  return newestMainRows(history, cancellable).get(mainRowKey(teamId, eventType, matchUserId)) ?? null;
}

const anyRow = () => true;
/** A team's rows of a type, or (with a player) that player's. */
const mainRowKey = (teamId: number, eventType: MatchEventType, matchUserId?: number | null) =>
  matchUserId === undefined ? `${String(teamId)} ${eventType}` : `${String(teamId)} ${eventType} ${String(matchUserId)}`;

/** The log's newest main row under each key, for each rule it was asked with; a changed log is a new array. */
const newestByLog = new WeakMap<MatchEvent[], WeakMap<(e: MatchEvent) => boolean, Map<string, MatchEvent>>>();
function newestMainRows(history: MatchEvent[], cancellable: (e: MatchEvent) => boolean): Map<string, MatchEvent> {
  let byRule = newestByLog.get(history);
  if (!byRule) newestByLog.set(history, (byRule = new WeakMap()));
  let newest = byRule.get(cancellable);
  if (!newest) {
    newest = new Map();
    // Oldest to newest: a later row takes the key.
    for (const e of history) {
      if (e.parentId !== null || !cancellable(e)) continue;
      newest.set(mainRowKey(e.teamId, e.eventType), e);
      newest.set(mainRowKey(e.teamId, e.eventType, e.matchUserId), e);
    }
    byRule.set(cancellable, newest);
  }
  return newest;
}

/**
 * docs/domain.md §5.6: a bench player may come on unless already out or sent off; a player who came on is
 * not substituted again. The player's standing alone (whether recording is open is the machine's
 * part): the one rule of machines/match.players.ts, so the pitch, the panel and a drop agree.
 */
export const canComeOn = (p: MatchPlayer) => playerActions(p, true).canComeOn;
export const canGoOff = (p: MatchPlayer) => playerActions(p, true).canGoOff;
