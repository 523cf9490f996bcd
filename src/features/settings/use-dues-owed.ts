/**
 * What the person still owes each of their teams, read afresh each time the withdraw dialog opens
 * (the sidebar's figure may be minutes old): the dialog says it before they confirm (decision 072).
 */
import { useQuery } from '@tanstack/react-query';
import type { MyTeamListItem } from '#contract/users.ts';
import { useSessionState } from '#src/lib/account.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { useServices } from '#src/lib/services.tsx';
import { teamsOwedDues } from './api/withdraw.ts';

/** Call from what the open dialog renders: mounting it reads the teams again. */
export function useDuesOwed(): MyTeamListItem[] {
  const { http } = useServices();
  const { userId } = useSessionState();
  const teams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null, refetchOnMount: 'always' });
  return teamsOwedDues(teams.data ?? []);
}
