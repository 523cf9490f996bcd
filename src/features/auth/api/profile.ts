/**
 * Completing a new person's profile (PENDING becomes ACTIVE): the answer is the person as they are
 * now, so it replaces the cached person (userKeys.all) at once, the shell's name and photo included.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function completeProfileMutation(http: HttpApi, queryClient: QueryClient, userId: number) {
  return mutationOptions({
    mutationFn: (body: { name: string; profileImg: string | null }) => http.call('completeProfile', { params: { id: userId }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(userKeys.all(userId), updated);
    },
  });
}
