/** Who is looking at a team page: their id and whether they are TEAM_ADMIN of this team (members, notices). */
import { myTeamsQuery, useSessionState } from '#src/lib/account.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';

export function useViewer(teamId: number) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const teams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
  const isAdmin = teams.data?.some((t) => t.id === teamId && t.teamRole === 'TEAM_ADMIN') ?? false;
  return { userId, isAdmin };
}
