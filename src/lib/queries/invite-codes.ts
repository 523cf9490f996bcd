/**
 * A team's invite codes, for its admins (the team admin page). The key is inviteCodeKeys.list, under
 * the team's prefix; making or revoking a code invalidates it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { inviteCodeKeys } from './keys.ts';

/** Only for a TEAM_ADMIN of `teamId` (the admin page's guard lets no one else in). */
export function inviteCodesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: inviteCodeKeys.list(teamId),
    queryFn: ({ signal }) => http.call('listInviteCodes', { params: { id: teamId }, signal }),
  });
}
