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
 */
export function lastMainEvent(
  history: MatchEvent[],
  teamId: number,
  eventType: MatchEventType,
  matchUserId?: number,
  cancellable: (e: MatchEvent) => boolean = () => true,
): MatchEvent | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i]!;
    if (
      e.parentId === null &&
      e.teamId === teamId &&
      e.eventType === eventType &&
      (matchUserId === undefined || e.matchUserId === matchUserId) &&
      cancellable(e)
    )
      return e;
  }
  return null;
}

/**
 * Whether `lastMainEvent` finds a row (the counter's − has something to take back), answered from one
 * pass over the log per log and rule: the record screen asks it for every counter it draws (a player's
 * five, both teams' and their memo's comparison), each of which scanned the whole log before.
 */
export function hasMainEvent(
  history: MatchEvent[],
  teamId: number,
  eventType: MatchEventType,
  matchUserId: number | undefined,
  cancellable: (e: MatchEvent) => boolean,
): boolean {
  let ofLog = mainEventKeys.get(history);
  if (!ofLog) mainEventKeys.set(history, (ofLog = new WeakMap()));
  let keys = ofLog.get(cancellable);
  if (!keys) {
    keys = new Set();
    for (const e of history) {
      if (e.parentId !== null || !cancellable(e)) continue;
      keys.add(`${String(e.teamId)} ${e.eventType}`);
      keys.add(`${String(e.teamId)} ${e.eventType} ${String(e.matchUserId)}`);
    }
    ofLog.set(cancellable, keys);
  }
  return keys.has(matchUserId === undefined ? `${String(teamId)} ${eventType}` : `${String(teamId)} ${eventType} ${String(matchUserId)}`);
}
const mainEventKeys = new WeakMap<MatchEvent[], WeakMap<(e: MatchEvent) => boolean, Set<string>>>();

/**
 * docs/domain.md §5.6: a bench player may come on unless already out or sent off; a player who came on is
 * not substituted again. The player's standing alone (whether recording is open is the machine's
 * part): the one rule of machines/match.players.ts, so the pitch, the panel and a drop agree.
 */
export const canComeOn = (p: MatchPlayer) => playerActions(p, true).canComeOn;
export const canGoOff = (p: MatchPlayer) => playerActions(p, true).canGoOff;
