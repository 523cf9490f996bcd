/**
 * The signed-in person's teams, which the guards, the current team and the team pickers read, and
 * the person (the shell's name and photo, the register form). Keys under userKeys.all; a write that
 * changes the person's teams (creating or joining one, a role) refreshes them through here.
 */
import type { MyTeam, MyTeamListItem } from '#contract/users.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { userKeys } from './keys.ts';

/** The person's teams with their role in each (and, as an admin, the match requests waiting). */
export function myTeamsQuery(http: HttpApi, userId: number) {
  return queryOptions({
    queryKey: userKeys.teams(userId),
    queryFn: ({ signal }) => http.call('getMyTeams', { params: { id: userId }, signal }),
  });
}

/** Reads the person's teams again after a write that changes them; nothing to do when nobody is signed in. */
export function invalidateMyTeams(queryClient: QueryClient, userId: number | null): Promise<void> {
  return userId === null ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: userKeys.teams(userId) });
}

/**
 * Puts a team the person has just created or joined among their teams, so the team guard finds it
 * before the list is read again; no match request waits for a team that new to them.
 */
export function addToMyTeams(queryClient: QueryClient, userId: number, team: MyTeam) {
  queryClient.setQueryData<MyTeamListItem[]>(userKeys.teams(userId), (old) => [
    ...(old ?? []).filter((t) => t.id !== team.id),
    { ...team, pendingMatchRequests: 0 },
  ]);
}

/** The person: their name and photo (the shell), and the profile the register form completes. */
export function userQuery(http: HttpApi, userId: number) {
  return queryOptions({
    queryKey: userKeys.all(userId),
    queryFn: ({ signal }) => http.call('getUser', { params: { id: userId }, signal }),
  });
}
