/**
 * What the balancer knows of each player checked in: `getBalanceInputs` (decision 080; admins and the
 * runner) — levels, profile positions, the team's pairs and who played on the same side lately. A
 * runner who is no admin gets every level null with `levelsHidden`: everyone then weighs the same and
 * the screen says so.
 */
import type { BalanceInputs as BalanceInputsAnswer } from '#contract/scrimmage-extras.ts';
import type { ScrimmageAttendee } from '#contract/scrimmages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { useServices, type HttpApi } from '#src/lib/services.tsx';
import type { BalanceInput } from '#machines/scrimmage.balance.ts';

/** A guest or a member without a level counts as 2 (decision 077: new players near the low end). */
export const unknownLevel = 2;

export type BalanceInputs = Pick<BalanceInput, 'players' | 'pairs' | 'coPlays'> & { levelsHidden: boolean };

/** The endpoint's answer as the balancer takes it: a missing level is {@link unknownLevel}, co-plays keyed `${min}:${max}`. */
export function balanceInputsFrom(answer: BalanceInputsAnswer): BalanceInputs {
  return {
    players: answer.players.map((p) => ({ attendeeId: p.attendeeId, level: p.level ?? unknownLevel, positions: p.positions })),
    pairs: answer.pairs,
    coPlays: new Map(answer.coPlays.map((c) => [`${Math.min(c.a, c.b)}:${Math.max(c.a, c.b)}`, c.count])),
    levelsHidden: answer.levelsHidden,
  };
}

export function balanceInputsQuery(http: HttpApi, teamId: number, scrimmageId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.balanceInputs(teamId, scrimmageId),
    queryFn: ({ signal }) => http.call('getBalanceInputs', { params: { id: teamId, scrimmageId }, signal }),
    select: balanceInputsFrom,
  });
}

/** The balancer's inputs for who is checked in (null while they load). Read only by the admin or the runner. */
export function useBalanceInputs(teamId: number, scrimmageId: number, enabled: boolean): BalanceInputs | null {
  const { http } = useServices();
  return useQuery({ ...balanceInputsQuery(http, teamId, scrimmageId), enabled }).data ?? null;
}

/** The attendees who keep goal (GK on their profile, which every member can read): the sides mark them. */
export function useKeeperIds(teamId: number, attendees: readonly ScrimmageAttendee[]): ReadonlySet<number> {
  const { http } = useServices();
  const roster = useQuery(memberRosterQuery(http, teamId));
  const keepers = new Set((roster.data ?? []).filter((m) => m.position === 'GK').map((m) => m.userId));
  return new Set(attendees.filter((a) => a.userId !== null && keepers.has(a.userId)).map((a) => a.id));
}

/** The inputs speak for everyone checked in (a check-in a moment ago is read again before a proposal). */
export function coversEveryone(inputs: BalanceInputs | null, attendees: readonly ScrimmageAttendee[]): inputs is BalanceInputs {
  if (!inputs) return false;
  const known = new Set(inputs.players.map((p) => p.attendeeId));
  return attendees.every((a) => known.has(a.id));
}
