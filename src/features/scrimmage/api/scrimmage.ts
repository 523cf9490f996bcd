/**
 * Mutation option factories of the 자체전 page (its read is src/lib/queries/scrimmages.ts). A check-in
 * or its undo lands in the cached scrimmage at once (the answer is the attendee), so sixteen taps in a
 * row never wait on sixteen reads; every write then reads the scrimmage again through its prefix.
 */
import type { CheckInRequest, Scrimmage, SidesRequest } from '#contract/scrimmages.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

type Ids = { teamId: number; scrimmageId: number };

function refresh(queryClient: QueryClient, { teamId, scrimmageId }: Ids): void {
  void queryClient.invalidateQueries({ queryKey: scrimmageKeys.detail(teamId, scrimmageId) });
}

function patchCached(queryClient: QueryClient, { teamId, scrimmageId }: Ids, change: (s: Scrimmage) => Scrimmage): void {
  queryClient.setQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId), (s) => (s ? change(s) : s));
}

export function checkInMutation(http: HttpApi, queryClient: QueryClient, ids: Ids) {
  return mutationOptions({
    mutationFn: (body: CheckInRequest) => http.call('checkInScrimmage', { params: { id: ids.teamId, scrimmageId: ids.scrimmageId }, body }),
    onSuccess: (attendee) => patchCached(queryClient, ids, (s) => ({ ...s, attendees: [...s.attendees.filter((a) => a.id !== attendee.id), attendee] })),
    onSettled: () => refresh(queryClient, ids),
  });
}

export function removeAttendeeMutation(http: HttpApi, queryClient: QueryClient, ids: Ids) {
  return mutationOptions({
    mutationFn: (attendeeId: number) =>
      http.call('removeScrimmageAttendee', { params: { id: ids.teamId, scrimmageId: ids.scrimmageId, attendeeId }, navigateOnNotFound: false }),
    onSuccess: (_none, attendeeId) => patchCached(queryClient, ids, (s) => ({ ...s, attendees: s.attendees.filter((a) => a.id !== attendeeId) })),
    onSettled: () => refresh(queryClient, ids),
  });
}

/** Saving the sides answers the whole scrimmage (CHECK_IN → SIDES the first time). */
export function setSidesMutation(http: HttpApi, queryClient: QueryClient, ids: Ids) {
  return mutationOptions({
    mutationFn: (body: SidesRequest) => http.call('setScrimmageSides', { params: { id: ids.teamId, scrimmageId: ids.scrimmageId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(scrimmageKeys.detail(ids.teamId, ids.scrimmageId), saved),
    onSettled: () => refresh(queryClient, ids),
  });
}

/** Turns on the 오늘의 조끼 link (the same link on every call) and answers it (decision 080). */
export function shareVestCardMutation(http: HttpApi, ids: Ids) {
  return mutationOptions({
    mutationFn: () => http.call('shareVestCard', { params: { id: ids.teamId, scrimmageId: ids.scrimmageId } }),
  });
}
