/**
 * A team's members: the members page's table, its summary and a member's matches; the admin and
 * member counts the withdraw dialog checks; and the whole team as one list, for the screens that
 * pick among all of them — a member's detail panel and the recorder of a match (`everyMemberQuery`),
 * the admin page (`memberRosterQuery`, by name) and the lineup editor's pool (`memberPoolQuery`).
 * One loop reads them all (`fetchEveryMember`). Every key sits under memberKeys.all, so one prefix
 * invalidation after a member edit refreshes them all.
 */
import type { Paged } from '#contract/envelope.ts';
import type { TeamMember, TeamMemberQuery } from '#contract/teams.ts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { memberKeys } from './keys.ts';
import { tablePageQuery } from './table-page.ts';

/** The members table's query as the page sends it (paging counted from 0 like the API). */
export type MemberListQuery = Pick<TeamMemberQuery, 'page' | 'size' | 'sort' | 'position' | 'teamRole' | 'footType' | 'searchName'>;

/** One page of the members table. */
export function membersQuery(http: HttpApi, teamId: number, query: MemberListQuery) {
  return tablePageQuery(memberKeys.list(teamId, query), (signal) => http.call('listMembers', { params: { id: teamId }, query, signal }));
}

export function memberStatsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.stats(teamId),
    queryFn: ({ signal }) => http.call('getMemberStats', { params: { id: teamId }, signal }),
  });
}

/** One page of the finished matches a member played for the team. */
export function memberMatchesQuery(http: HttpApi, teamId: number, userId: number, page: number, limit = 5) {
  return tablePageQuery(memberKeys.matches(teamId, userId, page, limit), (signal) =>
    http.call('getMemberMatches', { params: { id: teamId, userId }, query: { page, limit }, signal }),
  );
}

/** How many admins and members a team has. */
export interface TeamHeadcount {
  admins: number;
  members: number;
}

/** Two one-row pages, only their totals read: whether leaving would strand the team without an admin (decision 031). */
export function teamHeadcountQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.handover(teamId),
    queryFn: async ({ signal }): Promise<TeamHeadcount> => {
      const [admins, members] = await Promise.all([
        http.call('listMembers', { params: { id: teamId }, query: { page: 0, size: 1, teamRole: 'TEAM_ADMIN' }, signal }),
        http.call('listMembers', { params: { id: teamId }, query: { page: 0, size: 1 }, signal }),
      ]);
      return { admins: admins.totalElements, members: members.totalElements };
    },
    // Asked each time the dialog opens: a hand-over may just have happened in another tab.
    staleTime: 0,
  });
}

/** Biggest page the API allows (contract pageParams). */
const everyonePageSize = 100;

export interface EveryMemberOptions {
  /** The order asked of the server (the admin page lists by name). */
  sort?: TeamMemberQuery['sort'];
  /** A refusal is answered where it is read, instead of leaving the page (/404, /unauthorized). */
  inPlace?: boolean;
  signal?: AbortSignal;
}

/** All members, page by page (amateur teams fit in one or two pages). */
export async function fetchEveryMember(http: HttpApi, teamId: number, { sort, inPlace = false, signal }: EveryMemberOptions = {}): Promise<TeamMember[]> {
  const out: TeamMember[] = [];
  for (let page = 0; ; page += 1) {
    const answer: Paged<TeamMember> = await http.call('listMembers', {
      params: { id: teamId },
      query: { page, size: everyonePageSize, ...(sort ? { sort } : {}) },
      signal,
      ...(inPlace ? { navigateOnNotFound: false, navigateOnForbidden: false } : {}),
    });
    out.push(...answer.content);
    if (answer.content.length < everyonePageSize || out.length >= answer.totalElements) return out;
  }
}

export function everyMemberQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.everyone(teamId),
    queryFn: ({ signal }) => fetchEveryMember(http, teamId, { signal }),
  });
}

/** Every member by name (the team admin page; its edits patch this entry optimistically). */
export function memberRosterQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.roster(teamId),
    queryFn: ({ signal }) => fetchEveryMember(http, teamId, { signal, sort: [{ field: 'name', direction: 'asc' }] }),
  });
}

/**
 * A team's members for the lineup's pool. `skip`: a temporary team (no members) or a team the person
 * is not in (the server refuses to list it): nothing is asked. `guess`: read before it is known whether
 * the team plays in this match, so a refusal stays quiet instead of leaving the page.
 */
export function memberPoolQuery(http: HttpApi, teamId: number, skip: boolean, { guess = false } = {}) {
  return queryOptions({
    queryKey: memberKeys.pool(teamId, skip),
    queryFn: ({ signal }) => (skip ? Promise.resolve<TeamMember[]>([]) : fetchEveryMember(http, teamId, { signal, inPlace: guess })),
  });
}

/** The members whose status is not plain 활동 (decision 091), for lists that do not read the members themselves (the dues board). */
export function memberStatusesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.statuses(teamId),
    queryFn: ({ signal }) => http.call('listMemberStatuses', { params: { id: teamId }, signal }),
  });
}
