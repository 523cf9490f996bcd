/**
 * Which of the person's teams would be left with members but no admin if they left (decision 031):
 * the headcount of each team they administer, read while the withdraw dialog is open.
 */
import { useQueries } from '@tanstack/react-query';
import type { MyTeam } from '#contract/users.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { useServices } from '#src/lib/services.tsx';
import { administeredTeams, needsHandover } from './api/withdraw.ts';
import { teamHeadcountQuery } from '#src/lib/queries/members.ts';

export function useHandoverCheck(isOpen: boolean): { stranded: MyTeam[]; checking: boolean } {
  const { http } = useServices();
  const { teams } = useCurrentTeam();
  const administered = administeredTeams(teams);
  const headcounts = useQueries({
    queries: administered.map((team) => ({ ...teamHeadcountQuery(http, team.id), enabled: isOpen })),
  });
  // A count that could not be read blocks nothing: the server checks the same rule.
  const checking = headcounts.some((q) => q.isPending && q.fetchStatus !== 'idle');
  const stranded = administered.filter((_team, i) => {
    const count = headcounts[i]?.data;
    return count !== undefined && needsHandover(count);
  });
  return { stranded, checking };
}
