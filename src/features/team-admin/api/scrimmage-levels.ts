/**
 * The admin's levels and pairs for fair sides (decision 087). Both show at once (optimistic, as the
 * member changes of admin-members.ts) and roll back when the server refuses; afterwards every 자체전
 * read is refreshed, since the balancer's inputs read them.
 */
import type { MemberLevel, ScrimmagePair } from '#contract/scrimmage-extras.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

interface LevelVariables {
  userId: number;
  level: number | null;
}

export function setMemberLevelMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  const key = scrimmageKeys.levels(teamId);
  return mutationOptions({
    mutationKey: scrimmageKeys.mutation(teamId, 'level'),
    mutationFn: ({ userId, level }: LevelVariables) => http.call('setMemberLevel', { params: { id: teamId, userId }, body: { level } }),
    onMutate: async ({ userId, level }: LevelVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MemberLevel[]>(key);
      if (previous) {
        const known = previous.some((l) => l.userId === userId);
        queryClient.setQueryData<MemberLevel[]>(
          key,
          known ? previous.map((l) => (l.userId === userId ? { userId, level } : l)) : [...previous, { userId, level }],
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrimmageKeys.all(teamId) }),
  });
}

export function setScrimmagePairsMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  const key = scrimmageKeys.pairs(teamId);
  return mutationOptions({
    mutationKey: scrimmageKeys.mutation(teamId, 'pairs'),
    mutationFn: (pairs: ScrimmagePair[]) => http.call('setScrimmagePairs', { params: { id: teamId }, body: { pairs } }),
    onMutate: async (pairs: ScrimmagePair[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScrimmagePair[]>(key);
      queryClient.setQueryData<ScrimmagePair[]>(key, pairs);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrimmageKeys.all(teamId) }),
  });
}
