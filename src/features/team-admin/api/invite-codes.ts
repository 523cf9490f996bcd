/**
 * Making and revoking a team's invite codes (TEAM_ADMIN); the list is inviteCodesQuery
 * (src/lib/queries/invite-codes.ts), read again after either, whatever the server answered.
 */
import type { InviteCode, InviteCodeCreateRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { inviteCodeKeys } from '#src/lib/queries/keys.ts';

export function createInviteCodeMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: inviteCodeKeys.mutation(teamId, 'create'),
    mutationFn: (body: InviteCodeCreateRequest): Promise<InviteCode> => http.call('createInviteCode', { params: { id: teamId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.list(teamId) }),
  });
}

export function deleteInviteCodeMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: inviteCodeKeys.mutation(teamId, 'delete'),
    mutationFn: (codeId: number) => http.call('deleteInviteCode', { params: { id: teamId, codeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.list(teamId) }),
  });
}
