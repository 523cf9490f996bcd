/** Who is looking at a team page: their id, their membership of this team (as their teams list it) and whether they are its TEAM_ADMIN. */
import { useSessionState } from '#src/lib/account.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';

export function useViewer(teamId: number) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const teams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
  const membership = teams.data?.find((t) => t.id === teamId) ?? null;
  return { userId, membership, isAdmin: membership?.teamRole === 'TEAM_ADMIN' };
}
