/**
 * The current team (docs/product.md §4): the stored currentTeamId if the person still belongs to that team,
 * otherwise their first team. Stored in localStorage through AppStorage; this module only adds
 * change notification so every reader re-renders when it changes.
 */
import type { MyTeam } from '#contract/users.ts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSessionState } from './account.ts';
import { myTeamsQuery } from './queries/users.ts';
import { useServices } from './services.tsx';
import { pickCurrentTeam } from './storage.ts';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify() {
  for (const l of listeners) l();
}

/** The team to treat as current: the stored one while still a member, else the first. */
export function chooseCurrentTeam(teams: readonly MyTeam[], storedId: number | null): MyTeam | null {
  return pickCurrentTeam(teams, storedId);
}

export function useCurrentTeam() {
  const { http, storage } = useServices();
  const { userId } = useSessionState();
  const myTeams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
  const storedId = useSyncExternalStore(
    subscribe,
    () => storage.getCurrentTeamId(),
    () => null,
  );
  const teams = myTeams.data ?? [];
  const currentTeam = chooseCurrentTeam(teams, storedId);

  const setCurrentTeamId = useCallback(
    (id: number | null) => {
      storage.setCurrentTeamId(id);
      notify();
    },
    [storage],
  );

  // Keep the stored value in step when the fallback (first team) was chosen.
  const chosenId = currentTeam?.id ?? null;
  useEffect(() => {
    if (myTeams.isSuccess && chosenId !== null && chosenId !== storedId) storage.setCurrentTeamId(chosenId);
  }, [myTeams.isSuccess, chosenId, storedId, storage]);

  return {
    teams,
    currentTeam,
    isLoading: userId !== null && myTeams.isPending,
    isError: myTeams.isError,
    setCurrentTeamId,
  };
}

/**
 * Where "home" is for the signed-in person: the current team's page, or /teams/select without a
 * team (docs/product.md §2.1). Null while their teams are loading.
 */
export function useHomePath(): string | null {
  const { isLoggedIn } = useSessionState();
  const { currentTeam, isLoading, isError } = useCurrentTeam();
  if (!isLoggedIn || isError) return '/teams/select';
  if (isLoading) return null;
  return currentTeam ? `/teams/${currentTeam.id}` : '/teams/select';
}
