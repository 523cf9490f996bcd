/**
 * Who stands where in a match now, from `GET /api/v1/matches/{id}/players`: shared by the record
 * screen and the match page, so both show the same eleven after a substitution or a red card.
 * docs/domain.md §4.5: roles never change after kick-off (a substitute who came on is still a
 * SUB_PLAYER, a starter who went off still a START_PLAYER), so the role alone says nothing about the
 * pitch; the counters' marks (subIn, subOut, sentOff) do.
 */
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { playerStanding } from '#machines/match.players.ts';

export interface SideLineup {
  onPitch: MatchPlayer[];
  /** Everyone else: those who can still come on first, then those substituted out or sent off. */
  bench: MatchPlayer[];
}

const byGridDescending = (a: MatchPlayer, b: MatchPlayer) => (b.matchGrid ?? -1) - (a.matchGrid ?? -1);

/** Why a bench player cannot come on, or null when they can. */
export function benchReason(p: MatchPlayer): 'sentOff' | 'subOut' | null {
  if (p.sentOff) return 'sentOff';
  if (p.subOut) return 'subOut';
  return null;
}

/**
 * One side re-classified by each player's standing (machines/match.players.ts, the rule the record
 * screen's actions follow too). On the pitch: starters not substituted out or sent off, and
 * substitutes who came on (and stay), goalkeeper first. The bench: the rest, those who may still
 * come on first.
 */
export function sideLineup(side: MatchPlayers['homeTeam']): SideLineup {
  const everyone = [...side.starters, ...side.substitutes];
  const onPitch = everyone.filter((p) => playerStanding(p) === 'onPitch').sort(byGridDescending);
  const stillToCome = everyone.filter((p) => playerStanding(p) === 'bench');
  const left = everyone.filter((p) => !onPitch.includes(p) && !stillToCome.includes(p));
  return { onPitch, bench: [...stillToCome, ...left] };
}

/** Every player of both sides, starters and substitutes. */
export function allPlayers(players: MatchPlayers): MatchPlayer[] {
  return [...players.homeTeam.starters, ...players.homeTeam.substitutes, ...players.awayTeam.starters, ...players.awayTeam.substitutes];
}

/** The match player with this id, or null (also while the lineups are not read yet). */
export function findPlayer(players: MatchPlayers | undefined, id: number | null): MatchPlayer | null {
  return (players && id !== null ? allPlayers(players).find((p) => p.id === id) : undefined) ?? null;
}

export interface PitchPlacement {
  /** Cell (0–29) → the player standing on it. */
  cells: Map<number, MatchPlayer>;
  /** On the pitch without a free cell of their own (no grid, or a cell already taken): listed apart. */
  unplaced: MatchPlayer[];
}

/** Where the players on the pitch stand; a substitute who came on holds the cell of the one who left. */
export function pitchPlacement(onPitch: MatchPlayer[]): PitchPlacement {
  const cells = new Map<number, MatchPlayer>();
  const unplaced: MatchPlayer[] = [];
  for (const p of onPitch) {
    if (p.matchGrid === null || cells.has(p.matchGrid)) unplaced.push(p);
    else cells.set(p.matchGrid, p);
  }
  return { cells, unplaced };
}
