/**
 * The lineup save plan: the fewest server calls that turn the saved lineup into the current one.
 * Pure and deterministic, so the machine, the UI ("3 changes to save") and tests all agree.
 *
 * Rows are matched by match-user id (a person keeps their row while they stay in the lineup, even
 * after a detour through the pool), then, for a member without an id, by user id. So a player who
 * only moved is one PATCH change, a swap is two, and nobody is deleted and recreated (the old
 * editor's churn, domain-facts §4.4, which also lost the deleted rows' events).
 *
 * The app runs the plan in this order: removals (DELETE, frees cells), changes (one PATCH batch,
 * occupancy checked per side after the batch), adds (one POST batch onto cells nobody else keeps).
 */
import type { MatchPlayerRole, Position } from '#contract/enums.ts';
import type { MatchGridUpdateRequest, MatchPlayer, MatchPlayers, MatchUsersAddRequest } from '#contract/matches.ts';

/** One person of the current lineup, as the planner needs it. */
export interface PlannedPlayer {
  /** The saved row, null for someone not saved yet. */
  matchUserId: number | null;
  /** A member of the team; null for a guest of a temporary team. */
  userId: number | null;
  name: string;
  number: number | null;
  role: MatchPlayerRole;
  matchPosition: Position | null;
  /** Cell 0–29 for a starter, null on the bench. */
  matchGrid: number | null;
}

/** One side of the current lineup: starters (by cell) then the bench (in order). The pool is not in it. */
export interface PlannedSide {
  teamId: number;
  players: PlannedPlayer[];
}

export interface CurrentLineup {
  home: PlannedSide;
  away: PlannedSide;
}

export type LineupAdd = MatchUsersAddRequest['players'][number];
export type LineupChange = MatchGridUpdateRequest['changes'][number];

export interface LineupSavePlan {
  /** `DELETE /api/v1/matches/{id}/users/{matchUserId}`, one call each, ascending ids. */
  removals: number[];
  /** `PATCH /api/v1/matches/{id}/grid` as one batch, ascending match-user ids. Empty: skip the call. */
  changes: LineupChange[];
  /** `POST /api/v1/matches/{id}/users` as one batch: home then away, starters then bench. Empty: skip the call. */
  adds: LineupAdd[];
}

export const isEmptyPlan = (plan: LineupSavePlan): boolean => plan.removals.length === 0 && plan.changes.length === 0 && plan.adds.length === 0;

/** How many server writes the plan stands for (each removal, plus one per non-empty batch). */
export const planCallCount = (plan: LineupSavePlan): number => plan.removals.length + (plan.changes.length > 0 ? 1 : 0) + (plan.adds.length > 0 ? 1 : 0);

/** Plans the save of both sides from the saved server lineup to the current one. */
export function planLineupSave(saved: MatchPlayers, current: CurrentLineup): LineupSavePlan {
  const plan: LineupSavePlan = { removals: [], changes: [], adds: [] };
  planSide([...saved.homeTeam.starters, ...saved.homeTeam.substitutes], current.home, plan);
  planSide([...saved.awayTeam.starters, ...saved.awayTeam.substitutes], current.away, plan);
  plan.removals.sort((a, b) => a - b);
  plan.changes.sort((a, b) => a.matchUserId - b.matchUserId);
  return plan;
}

function planSide(saved: readonly MatchPlayer[], current: PlannedSide, plan: LineupSavePlan): void {
  const unclaimed = new Map(saved.map((row) => [row.id, row]));
  const claim = (player: PlannedPlayer): MatchPlayer | undefined => {
    if (player.matchUserId !== null && unclaimed.has(player.matchUserId)) return unclaimed.get(player.matchUserId);
    if (player.userId === null) return undefined;
    return [...unclaimed.values()].find((row) => row.userId === player.userId);
  };

  for (const player of current.players) {
    const row = claim(player);
    if (!row) {
      plan.adds.push({
        teamId: current.teamId,
        userId: player.userId,
        name: player.userId === null ? player.name : null,
        number: player.userId === null ? player.number : null,
        role: player.role,
        matchPosition: player.matchPosition,
        matchGrid: player.matchGrid,
      });
      continue;
    }
    unclaimed.delete(row.id);
    if (row.role !== player.role || row.matchGrid !== player.matchGrid || row.matchPosition !== player.matchPosition) {
      plan.changes.push({ matchUserId: row.id, role: player.role, matchPosition: player.matchPosition, matchGrid: player.matchGrid });
    }
  }
  for (const row of unclaimed.values()) plan.removals.push(row.id);
}
