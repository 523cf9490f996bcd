/**
 * The admin page's member changes: role, number and position, and removing a member (the list is
 * memberRosterQuery, src/lib/queries/members.ts). A change shows at once (optimistic) and rolls back
 * when the server refuses, e.g. 409 code 5007 when it would leave the team without an admin.
 */
import type { TeamMember, TeamMemberUpdateRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { memberKeys, teamKeys } from '#src/lib/queries/keys.ts';
import { invalidateMyTeams } from '#src/lib/queries/users.ts';

/**
 * Every member read of the team and the person's teams (their own role may be what changed). Not
 * awaited: the optimistic (or rolled back) list is already right, so the toast need not wait for the reload.
 */
function invalidateAfterChange(queryClient: QueryClient, teamId: number, viewerId: number | null) {
  void Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.all(teamId) }), invalidateMyTeams(queryClient, viewerId)]);
}

export interface AdminUpdateVariables {
  userId: number;
  body: TeamMemberUpdateRequest;
}

export function adminUpdateMemberMutation(http: HttpApi, queryClient: QueryClient, teamId: number, viewerId: number | null) {
  const key = memberKeys.roster(teamId);
  return mutationOptions({
    mutationKey: memberKeys.mutation(teamId, 'admin-update'),
    mutationFn: ({ userId, body }: AdminUpdateVariables) => http.call('updateMember', { params: { id: teamId, userId }, body }),
    onMutate: async ({ userId, body }: AdminUpdateVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TeamMember[]>(key);
      if (previous) {
        queryClient.setQueryData<TeamMember[]>(
          key,
          previous.map((m) => (m.userId === userId ? { ...m, ...stripUndefined(body) } : m)),
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateAfterChange(queryClient, teamId, viewerId),
  });
}

export function removeMemberMutation(http: HttpApi, queryClient: QueryClient, teamId: number, viewerId: number | null) {
  return mutationOptions({
    mutationKey: memberKeys.mutation(teamId, 'remove'),
    mutationFn: (userId: number) => http.call('removeMember', { params: { id: teamId, userId } }),
    onSettled: () => {
      invalidateAfterChange(queryClient, teamId, viewerId);
      // The team's profile counts its members; only that entry, not everything under the team's prefix.
      void queryClient.invalidateQueries({ queryKey: teamKeys.all(teamId), exact: true });
    },
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
