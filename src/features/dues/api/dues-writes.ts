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

type DuesAction = Parameters<typeof duesKeys.mutation>[1];

/** A dues write of the team: one after another within the team (one scope), the dues and the badge read again after each. */
function duesWrite<Variables, Answer>(
  queryClient: QueryClient,
  teamId: number,
  action: DuesAction,
  mutationFn: (variables: Variables) => Promise<Answer>,
  onSuccess?: (answer: Answer) => void,
) {
  return mutationOptions({
    mutationKey: duesKeys.mutation(teamId, action),
    scope: { id: `dues-${teamId}` },
    mutationFn,
    onSuccess,
    onSettled: () => refresh(queryClient, teamId),
  });
}

export function saveDuesSettingsMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(
    queryClient,
    teamId,
    'settings',
    (body: DuesSettingsRequest) => http.call('updateDuesSettings', { params: { id: teamId }, body }),
    (saved) => queryClient.setQueryData(duesKeys.settings(teamId), saved),
  );
}

export function addExemptionMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'exemption', (body: DuesExemptionRequest) => http.call('addDuesExemption', { params: { id: teamId }, body }));
}

export function removeExemptionMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'exemption', (exemptionId: number) => http.call('deleteDuesExemption', { params: { id: teamId, exemptionId } }));
}

export function recordPaymentMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'payment', (body: DuesPaymentRequest) => http.call('recordDuesPayment', { params: { id: teamId }, body }));
}

export function recordCostMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'cost', (body: DuesCostRequest) => http.call('recordDuesCost', { params: { id: teamId }, body }));
}

export function recordEntryMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'entry', (body: DuesEntryRequest) => http.call('recordDuesEntry', { params: { id: teamId }, body }));
}

export function reverseEntryMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return duesWrite(queryClient, teamId, 'reversal', ({ entryId, body }: { entryId: number; body: DuesReversalRequest }) =>
    http.call('reverseDuesEntry', { params: { id: teamId, entryId }, body }),
  );
}
