/**
 * Query and mutation option factories for the members page (docs/conventions.md §3: TanStack Query owns
 * server data). Keys sit under ['teams', teamId, 'members'], so one prefix invalidation after an
 * edit refreshes the table, the summary and a member's matches together.
 */
import type { Paged } from '#contract/envelope.ts';
import type { TeamMember, TeamMemberQuery, TeamMemberUpdateRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { userKeys, memberKeys } from '#src/lib/queries/keys.ts';

/** The list query as the page sends it (paging counted from 0 like the API). */
export type MemberListQuery = Pick<TeamMemberQuery, 'page' | 'size' | 'sort' | 'position' | 'teamRole' | 'footType' | 'searchName'>;

/** One page of the table; the previous page stays on screen while the next one loads. */
export function membersQuery(http: HttpApi, teamId: number, query: MemberListQuery) {
  return queryOptions({
    queryKey: memberKeys.list(teamId, query),
    queryFn: ({ signal }) => http.call('listMembers', { params: { id: teamId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function memberStatsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.stats(teamId),
    queryFn: ({ signal }) => http.call('getMemberStats', { params: { id: teamId }, signal }),
  });
}

export function memberMatchesQuery(http: HttpApi, teamId: number, userId: number, page: number, limit = 5) {
  return queryOptions({
    queryKey: memberKeys.matches(teamId, userId, page, limit),
    queryFn: ({ signal }) => http.call('getMemberMatches', { params: { id: teamId, userId }, query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface UpdateMemberVariables {
  userId: number;
  body: TeamMemberUpdateRequest;
}

/** PATCH a member; afterwards the members, the summary and the signed-in person's teams (their role) refresh. */
export function updateMemberMutation(http: HttpApi, queryClient: QueryClient, teamId: number, viewerId: number | null) {
  return mutationOptions({
    mutationKey: memberKeys.mutation(teamId, 'update'),
    mutationFn: ({ userId, body }: UpdateMemberVariables) => http.call('updateMember', { params: { id: teamId, userId }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(teamId) }),
        viewerId === null ? undefined : queryClient.invalidateQueries({ queryKey: userKeys.teams(viewerId) }),
      ]),
  });
}
