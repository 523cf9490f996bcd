/**
 * What the balancer knows of each player checked in. TEMPORARY (decision 081): the balance-inputs
 * endpoint of decision 080 (levels, pairs, co-plays; admins and the runner only) is not on this
 * branch, so the positions come from the members list every member can read, levels count as
 * unknown (2, decision 077) and there are no pairs or co-plays. The lead points `useBalanceInputs`
 * at the endpoint at the merge; the screen does not change.
 */
import type { ScrimmageAttendee } from '#contract/scrimmages.ts';
import type { TeamMember } from '#contract/teams.ts';
import { useQuery } from '@tanstack/react-query';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { useServices } from '#src/lib/services.tsx';
import type { BalanceInput, BalancePlayer } from '#machines/scrimmage.balance.ts';

export const unknownLevel = 2;

/** A player per attendee here: a member with their profile position, a guest with none. */
export function balancePlayersFrom(attendees: readonly ScrimmageAttendee[], roster: readonly TeamMember[]): BalancePlayer[] {
  const positionOf = new Map(roster.map((m) => [m.userId, m.position]));
  return attendees.map((a) => {
    const position = a.userId === null ? null : (positionOf.get(a.userId) ?? null);
    return { attendeeId: a.id, level: unknownLevel, positions: position ? [position] : [] };
  });
}

export type BalanceInputs = Pick<BalanceInput, 'players' | 'pairs' | 'coPlays'>;

/** The balancer's inputs for these attendees (null while they load). Read only by the admin or the runner. */
export function useBalanceInputs(teamId: number, attendees: readonly ScrimmageAttendee[], enabled: boolean): BalanceInputs | null {
  const { http } = useServices();
  const roster = useQuery({ ...memberRosterQuery(http, teamId), enabled });
  return roster.data ? { players: balancePlayersFrom(attendees, roster.data) } : null;
}

/** The attendees who keep goal (GK on their profile, which every member can read): the sides mark them. */
export function useKeeperIds(teamId: number, attendees: readonly ScrimmageAttendee[]): ReadonlySet<number> {
  const { http } = useServices();
  const roster = useQuery(memberRosterQuery(http, teamId));
  const keepers = new Set((roster.data ?? []).filter((m) => m.position === 'GK').map((m) => m.userId));
  return new Set(attendees.filter((a) => a.userId !== null && keepers.has(a.userId)).map((a) => a.id));
}
