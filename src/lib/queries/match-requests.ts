/**
 * The matches other teams registered against a team that wait for its admins' answer (decision
 * 029). Shared by the team page (a notice with the count) and the records page (the list with
 * 수락 / 거절), so both read one cache entry (matchRequestKeys.list, under the team's prefix).
 */
import { queryOptions } from '@tanstack/react-query';
import { matchRequestKeys } from './keys.ts';
import type { HttpApi } from '../services.tsx';

/** Only for a TEAM_ADMIN of `teamId` (anyone else gets 403): callers enable it for admins only. */
export function matchRequestsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: matchRequestKeys.list(teamId),
    // A refusal here is not a reason to leave the page (/unauthorized): the notice just stays away.
    queryFn: ({ signal }) => http.call('listMatchRequests', { params: { id: teamId }, signal, navigateOnForbidden: false, navigateOnNotFound: false }),
  });
}
