/** Query and mutation option factories for a team's invite codes (TEAM_ADMIN). */
import type { InviteCode, InviteCodeCreateRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { inviteCodeKeys } from '#src/lib/queries/keys.ts';

export function inviteCodesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: inviteCodeKeys.list(teamId),
    queryFn: ({ signal }) => http.call('listInviteCodes', { params: { id: teamId }, signal }),
  });
}

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
