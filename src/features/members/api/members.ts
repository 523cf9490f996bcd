/**
 * The members page's one write (its reads are src/lib/queries/members.ts). Every member read sits
 * under memberKeys.all, so one prefix invalidation after an edit refreshes the table, the summary
 * and a member's matches together.
 */
import type { TeamMemberUpdateRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { memberKeys } from '#src/lib/queries/keys.ts';
import { invalidateMyTeams } from '#src/lib/queries/users.ts';

export interface UpdateMemberVariables {
  userId: number;
  body: TeamMemberUpdateRequest;
}

/** PATCH a member; afterwards the members, the summary and the signed-in person's teams (their role) refresh. */
export function updateMemberMutation(http: HttpApi, queryClient: QueryClient, teamId: number, viewerId: number | null) {
  return mutationOptions({
    mutationKey: memberKeys.mutation(teamId, 'update'),
    mutationFn: ({ userId, body }: UpdateMemberVariables) => http.call('updateMember', { params: { id: teamId, userId }, body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.all(teamId) }), invalidateMyTeams(queryClient, viewerId)]),
  });
}
