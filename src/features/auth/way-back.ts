/**
 * The way back from the provider once the page has checked the tab's state: exchanges the code,
 * keeps the session, and answers where the person goes next — /register (PENDING: the wanted URL
 * stays stored for /register to follow), the URL they originally wanted, their current team, or
 * /teams/select. A device that showed a team before most likely lands on it again: that page's code
 * and reads go out beside the person's teams (decision 063), so it does not wait a round trip more;
 * every other landing's go out as soon as it is known.
 */
import type { QueryClient } from '@tanstack/react-query';
import { chooseCurrentTeam } from '#src/lib/current-team.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import type { Services } from '#src/lib/services.tsx';
import { redirectUri, takeLoginRedirect } from './login-state.ts';

export interface ProviderAnswer {
  code: string;
  state: string;
}

/** Signs in with the provider's answer and answers the landing, its code and reads already on their way. */
export async function signInAndChooseLanding(
  services: Pick<Services, 'http' | 'session' | 'storage' | 'prepare'>,
  queryClient: QueryClient,
  answer: ProviderAnswer,
): Promise<string> {
  const landing = await chooseLanding(services, queryClient, answer);
  // Before the navigation's render, not after it.
  services.prepare?.(landing);
  return landing;
}

async function chooseLanding(
  { http, session, storage, prepare }: Pick<Services, 'http' | 'session' | 'storage' | 'prepare'>,
  queryClient: QueryClient,
  { code, state }: ProviderAnswer,
): Promise<string> {
  const token = await http.call('socialLogin', { body: { code, redirectUri: redirectUri(), state } });
  session.setToken(token);
  storage.setLastLoggedInUserId(token.userId);
  if (token.userLifecycle === 'PENDING') return '/register';
  const wanted = takeLoginRedirect(storage);
  if (wanted !== null) return wanted;
  const remembered = storage.getCurrentTeamId();
  if (remembered !== null) prepare?.(`/teams/${remembered}`);
  const teams = await queryClient.fetchQuery(myTeamsQuery(http, token.userId));
  const team = chooseCurrentTeam(teams, remembered);
  if (team) storage.setCurrentTeamId(team.id);
  return team ? `/teams/${team.id}` : '/teams/select';
}
