/**
 * Setting a member's status (decision 091). The status rides on every member read (TeamMember.status),
 * so one prefix invalidation of memberKeys.all refreshes the table, the panel and the lineup's pool.
 */
import type { MemberStatusRequest } from '#contract/member-status.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { memberKeys } from '#src/lib/queries/keys.ts';

export function setMemberStatusMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: ({ userId, body }: { userId: number; body: MemberStatusRequest }) =>
      // A refusal is told in the dialog, never by leaving the page.
      http.call('setMemberStatus', { params: { id: teamId, userId }, body, navigateOnForbidden: false, navigateOnNotFound: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(teamId) }),
  });
}
