/**
 * The dues writes (TEAM_ADMIN, decision 061). Each ledger write carries the clientId its dialog made
 * when it opened, so a double tap or a retry is the same entry at the server. Every answer — and a
 * refusal too (another admin may have just recorded it) — refreshes the team's dues and the person's
 * teams (the sidebar's badge).
 */
import type { DuesCostRequest, DuesEntryRequest, DuesExemptionRequest, DuesPaymentRequest, DuesReversalRequest, DuesSettingsRequest } from '#contract/dues.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { duesKeys } from '#src/lib/queries/dues.ts';
import { userKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

/** Returned from onSettled, so the write settles once the team's dues and the badge have been read again. */
function refresh(queryClient: QueryClient, teamId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: duesKeys.all(teamId) }),
    queryClient.invalidateQueries({ predicate: (query) => userKeys.isAnyonesTeams(query.queryKey) }),
  ]);
}

const scope = (teamId: number) => ({ id: `dues-${teamId}` });

export function saveDuesSettingsMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'settings'),
    scope: scope(teamId),
    mutationFn: (body: DuesSettingsRequest) => http.call('updateDuesSettings', { params: { id: teamId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(duesKeys.settings(teamId), saved),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function addExemptionMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'exemption'),
    scope: scope(teamId),
    mutationFn: (body: DuesExemptionRequest) => http.call('addDuesExemption', { params: { id: teamId }, body }),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function removeExemptionMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'exemption'),
    scope: scope(teamId),
    mutationFn: (exemptionId: number) => http.call('deleteDuesExemption', { params: { id: teamId, exemptionId } }),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function recordPaymentMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'payment'),
    scope: scope(teamId),
    mutationFn: (body: DuesPaymentRequest) => http.call('recordDuesPayment', { params: { id: teamId }, body }),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function recordCostMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'cost'),
    scope: scope(teamId),
    mutationFn: (body: DuesCostRequest) => http.call('recordDuesCost', { params: { id: teamId }, body }),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function recordEntryMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'entry'),
    scope: scope(teamId),
    mutationFn: (body: DuesEntryRequest) => http.call('recordDuesEntry', { params: { id: teamId }, body }),
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function reverseEntryMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, 'reversal'),
    scope: scope(teamId),
    mutationFn: ({ entryId, body }: { entryId: number; body: DuesReversalRequest }) => http.call('reverseDuesEntry', { params: { id: teamId, entryId }, body }),
    onSettled: () => refresh(queryClient, teamId),
  });
}
