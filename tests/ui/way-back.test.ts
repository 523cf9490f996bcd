// @vitest-environment jsdom
/**
 * The way back from the provider (src/features/auth/way-back.ts): where the person lands, that a
 * device which showed a team before prepares that team's page beside the read of the person's teams
 * rather than after it, and that every landing is prepared before the navigation (decision 063).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '#contract/endpoints.ts';
import type { MyTeamListItem, TokenResponse } from '#contract/users.ts';
import { signInAndChooseLanding } from '#src/features/auth/way-back.ts';
import { createSession } from '#src/lib/session.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { storage } from '#src/lib/storage.ts';
import { myTeam, token } from './harness.tsx';

function wayBack({ lifecycle = 'ACTIVE' }: { lifecycle?: TokenResponse['userLifecycle'] } = {}) {
  let answerTeams!: (teams: MyTeamListItem[]) => void;
  const teams = new Promise<MyTeamListItem[]>((resolve) => (answerTeams = resolve));
  const call = vi.fn(async (name: EndpointName) => {
    if (name === 'socialLogin') return token({ userLifecycle: lifecycle });
    if (name === 'getMyTeams') return teams;
    throw new Error(`unexpected call ${name}`);
  });
  const prepare = vi.fn();
  const services = {
    http: { call: call as unknown as HttpApi['call'] },
    session: createSession({ renewToken: async () => Promise.reject(new Error('none')) }),
    storage,
    prepare,
  };
  const landing = signInAndChooseLanding(services, new QueryClient(), { code: 'abc', state: 'state-1234' });
  const calls = () => call.mock.calls.map(([name]) => name);
  return { landing, answerTeams, prepare, calls };
}

describe('signInAndChooseLanding', () => {
  it("prepares the team this device showed last while the person's teams are read, then lands on it", async () => {
    storage.setCurrentTeamId(3);
    const { landing, answerTeams, prepare, calls } = wayBack();
    await vi.waitFor(() => expect(calls()).toEqual(['socialLogin', 'getMyTeams']));
    expect(prepare).toHaveBeenCalledWith('/teams/3');
    answerTeams([myTeam({ id: 1 }), myTeam({ id: 3 })]);
    expect(await landing).toBe('/teams/3');
    expect(storage.getLastLoggedInUserId()).toBe(7);
  });

  it('lands on the first team when the remembered one is no longer theirs, and remembers that one', async () => {
    storage.setCurrentTeamId(9);
    const { landing, answerTeams } = wayBack();
    answerTeams([myTeam({ id: 1 })]);
    expect(await landing).toBe('/teams/1');
    expect(storage.getCurrentTeamId()).toBe(1);
  });

  it('a new device prepares nothing before it knows the teams; a person without a team goes to /teams/select', async () => {
    const { landing, answerTeams, prepare, calls } = wayBack();
    await vi.waitFor(() => expect(calls()).toEqual(['socialLogin', 'getMyTeams']));
    expect(prepare).not.toHaveBeenCalled();
    answerTeams([]);
    expect(await landing).toBe('/teams/select');
    expect(prepare.mock.calls).toEqual([['/teams/select']]);
  });

  it('a new person (PENDING) goes to /register without reading teams; a stored wanted URL wins over the team', async () => {
    storage.setCurrentTeamId(3);
    const pending = wayBack({ lifecycle: 'PENDING' });
    expect(await pending.landing).toBe('/register');
    expect(pending.calls()).toEqual(['socialLogin']);

    storage.setLoginRedirectUrl('/matches/5');
    const wanted = wayBack();
    expect(await wanted.landing).toBe('/matches/5');
    expect(wanted.calls()).toEqual(['socialLogin']);
    // Not the remembered team: only the landing, before the navigation.
    expect(wanted.prepare.mock.calls).toEqual([['/matches/5']]);
  });
});
