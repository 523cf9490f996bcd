/**
 * Every member of a team, for the screens that pick among all of them (a member's detail panel, the
 * recorder of a match). Under the members page's key prefix ['teams', teamId, 'members'], so its
 * edits refresh this list too.
 */
import type { Paged } from '#contract/envelope.ts';
import type { TeamMember } from '#contract/teams.ts';
import { memberKeys } from './queries/keys.ts';
import type { HttpApi } from './services.tsx';
import { queryOptions } from '@tanstack/react-query';

/** Biggest page the API allows (contract pageParams). */
const everyonePageSize = 100;

/** All members, page by page (amateur teams fit in one or two pages). */
export function everyMemberQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.everyone(teamId),
    queryFn: async ({ signal }): Promise<TeamMember[]> => {
      const out: TeamMember[] = [];
      for (let page = 0; ; page += 1) {
        const answer: Paged<TeamMember> = await http.call('listMembers', { params: { id: teamId }, query: { page, size: everyonePageSize }, signal });
        out.push(...answer.content);
        if (answer.content.length === 0 || out.length >= answer.totalElements) return out;
      }
    },
  });
}
