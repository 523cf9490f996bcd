/**
 * Creating a guest player (decision 028): one createUser call that also adds the guest to the team,
 * so the team's members and its member count change; everything under the team's prefix reads again
 * before the mutation settles, and the members page the form goes on to shows the guest.
 */
import type { CreateUserRequest } from '#contract/users.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { teamKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export type CreateGuestVariables = CreateUserRequest & { teamId: number };

export function createGuestMutation(http: HttpApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: CreateGuestVariables) => http.call('createUser', { body }),
    onSuccess: (_created, body) => queryClient.invalidateQueries({ queryKey: teamKeys.all(body.teamId) }),
  });
}
