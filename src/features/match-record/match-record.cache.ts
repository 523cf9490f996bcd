/**
 * Pure cache updates of live recording: what a write does to the score and the players' counters,
 * applied to the screen at once (architecture.md §5) and corrected by the server's answer. The rules
 * follow domain-facts §3.4–3.5 (derived shots of a goal, fouls and warnings of a card, an own goal
 * counting for the other team). The event log's reconciliation is machines/match.reconcile.ts.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, MatchPlayer, MatchPlayers, MatchScore, ScoreCounts } from '#contract/matches.ts';
import { playerActions } from '#machines/match.players.ts';
import { findPlayer } from '#src/lib/match-lineup.ts';

type Counter = keyof ScoreCounts;

/** Which counters an event of this type moves: of its own team, and of the opponent. */
export function scoreEffect(eventType: MatchEventType): { own: Counter[]; opponent: Counter[] } {
  switch (eventType) {
    case 'GOAL': return { own: ['goalCount', 'shotCount', 'validShotCount'], opponent: [] };
    case 'OWN_GOAL': return { own: ['ownGoalCount'], opponent: ['goalCount'] };
    case 'SHOT': return { own: ['shotCount'], opponent: [] };
    case 'VALID_SHOT': return { own: ['validShotCount', 'shotCount'], opponent: [] };
    case 'CORNER_KICK': return { own: ['cornerKickCount'], opponent: [] };
    case 'FOUL': return { own: ['foulCount'], opponent: [] };
    case 'OFFSIDE': return { own: ['offsideCount'], opponent: [] };
    case 'WARNING': return { own: ['warningCount'], opponent: [] };
    case 'YELLOW_CARD':
    case 'RED_CARD': return { own: ['warningCount', 'foulCount'], opponent: [] };
    default: return { own: [], opponent: [] };
  }
}

/** The score after an event of `teamId` is added (sign 1) or taken away (sign −1). Never below 0. */
export function applyToScore(score: MatchScore, teamId: number, eventType: MatchEventType, sign: 1 | -1): MatchScore {
  const { own, opponent } = scoreEffect(eventType);
  const bump = (counts: ScoreCounts, keys: Counter[]) => {
    const next = { ...counts };
    for (const k of keys) next[k] = Math.max(0, next[k] + sign);
    return next;
  };
  const isHome = teamId === score.homeTeamId;
  return {
    ...score,
    homeScore: bump(score.homeScore, isHome ? own : opponent),
    awayScore: bump(score.awayScore, isHome ? opponent : own),
  };
}

function mapPlayers(players: MatchPlayers, f: (p: MatchPlayer) => MatchPlayer): MatchPlayers {
  const side = (s: MatchPlayers['homeTeam']) => ({ starters: s.starters.map(f), substitutes: s.substitutes.map(f) });
  return { homeTeam: side(players.homeTeam), awayTeam: side(players.awayTeam) };
}

/** A player's counters after an event of theirs is added or taken away. */
export function applyToPlayers(players: MatchPlayers, matchUserId: number, eventType: MatchEventType, sign: 1 | -1): MatchPlayers {
  const add = (n: number) => Math.max(0, n + sign);
  return mapPlayers(players, (p) => {
    if (p.id !== matchUserId) return p;
    const next = { ...p };
    if (eventType === 'GOAL') next.goals = add(p.goals);
    else if (eventType === 'OWN_GOAL') next.ownGoals = add(p.ownGoals);
    else if (eventType === 'ASSIST') next.assists = add(p.assists);
    else if (eventType === 'YELLOW_CARD') {
      next.yellowCards = add(p.yellowCards);
      next.caution = add(p.caution);
    } else if (eventType === 'RED_CARD') {
      next.redCards = add(p.redCards);
      next.caution = add(p.caution);
    } else if (eventType === 'WARNING') next.caution = add(p.caution);
    next.sentOff = next.yellowCards >= 2 || next.redCards >= 1;
    return next;
  });
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
  history: MatchEvent[], teamId: number, eventType: MatchEventType, matchUserId?: number, cancellable: (e: MatchEvent) => boolean = () => true,
): MatchEvent | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i]!;
    if (e.parentId === null && e.teamId === teamId && e.eventType === eventType && (matchUserId === undefined || e.matchUserId === matchUserId) && cancellable(e)) return e;
  }
  return null;
}

/**
 * domain-facts §5.6: a bench player may come on unless already out or sent off; a player who came on is
 * not substituted again. The player's standing alone (whether recording is open is the machine's
 * part): the one rule of machines/match.players.ts, so the pitch, the panel and a drop agree.
 */
export const canComeOn = (p: MatchPlayer) => playerActions(p, true).canComeOn;
export const canGoOff = (p: MatchPlayer) => playerActions(p, true).canGoOff;
