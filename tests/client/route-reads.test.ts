/**
 * A route's reads start from the session's change (src/app/route-reads.ts, decisions 037 and 038):
 * the page's and, inside the shell, the person's and their teams, once there is a token and not
 * before; the data layer's early start gives up when the renewal brings none.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '#contract/users.ts';
import { pageReads, prepareAddress, startRouteReads } from '#src/app/route-reads.ts';
import { createSession } from '#src/lib/session.ts';

const token: TokenResponse = { accessToken: 'a.b.c', userId: 7, userLifecycle: 'ACTIVE' };

function setUp(renewal: Promise<TokenResponse>) {
  const session = createSession({ renewToken: async () => await renewal });
  const http = { call: vi.fn((_name: string) => new Promise<never>(() => undefined)) };
  const queryClient = new QueryClient();
  const storage = { getCurrentTeamId: () => 4 };
  const services = { session, http, storage, queryClient } as unknown as Parameters<typeof startRouteReads>[0];
  const calls = () => http.call.mock.calls.map(([name]) => name).sort();
  return { session, http, calls, services };
}

/** What the team page reads (src/features/teams/team-profile-reads.ts). */
const teamPageReads = ['getRecentResults', 'getResultsSummary', 'getTeam', 'listNotices', 'listSchedules'];

describe('startRouteReads', () => {
  it("starts the page's reads and the shell's once the renewal brings a token, not before", async () => {
    let answer!: (token: TokenResponse) => void;
    const { session, calls, services } = setUp(new Promise((resolve) => (answer = resolve)));
    void session.refresh();
    startRouteReads(services, { id: 'teamHome', layout: 'shell' }, { teamId: '3' });
    await Promise.resolve();
    expect(calls()).toEqual([]);
    answer(token);
    await vi.waitFor(() => expect(calls()).toEqual(['getMyTeams', 'getUser', ...teamPageReads].sort()));
  });

  it('reads nothing of the shell for a page outside it, and nothing for a page without reads', async () => {
    const { session, calls, services } = setUp(Promise.resolve(token));
    await session.refresh();
    startRouteReads(services, { id: 'register', layout: 'bare' }, {});
    expect(calls()).toEqual([]);
  });

  it('with onlyThisRenewal, gives up when the renewal brings no token: a later sign-in does not read for this address', async () => {
    const { session, calls, services } = setUp(Promise.reject(new Error('no refresh cookie')));
    void session.refresh();
    startRouteReads(services, { id: 'teamHome', layout: 'shell' }, { teamId: '3' }, { onlyThisRenewal: true });
    await vi.waitFor(() => expect(session.getState().status).toBe('loggedOut'));
    session.setToken(token);
    expect(calls()).toEqual([]);
  });

  it('without it, waits for the sign-in', async () => {
    const { session, calls, services } = setUp(Promise.reject(new Error('no refresh cookie')));
    void session.refresh();
    startRouteReads(services, { id: 'teamHome', layout: 'shell' }, { teamId: '3' });
    await vi.waitFor(() => expect(session.getState().status).toBe('loggedOut'));
    session.setToken(token);
    expect(calls()).toEqual(['getMyTeams', 'getUser', ...teamPageReads].sort());
  });
});

describe('pageReads', () => {
  it('names the main screens and no other page: the pages a phone at the pitch opens read before they render', () => {
    expect(Object.keys(pageReads).sort()).toEqual(['lineupEdit', 'matchOverview', 'matchRecord', 'teamHome']);
  });
});

describe('prepareAddress', () => {
  const routes = () => [
    { id: 'teamSelect', layout: 'shell' as const, path: '/teams/select', page: { load: vi.fn(async () => undefined) } },
    { id: 'teamHome', layout: 'shell' as const, path: '/teams/:teamId', page: { load: vi.fn(async () => undefined) } },
  ];

  it("loads the page's code and starts its reads and the shell's at once when the session holds a token", async () => {
    const { session, calls, services } = setUp(Promise.resolve(token));
    await session.refresh();
    const table = routes();
    prepareAddress(services, table, '/teams/3?tab=notices');
    expect(table[1].page.load).toHaveBeenCalledTimes(1);
    expect(table[0].page.load).not.toHaveBeenCalled();
    expect(calls()).toEqual(['getMyTeams', 'getUser', ...teamPageReads].sort());
  });

  it('starts nothing for an address no route takes, nor for an id that is not one', async () => {
    const { session, calls, services } = setUp(Promise.resolve(token));
    await session.refresh();
    const table = routes();
    prepareAddress(services, table, '/nowhere');
    prepareAddress(services, table, '/teams/0');
    expect(table.every((route) => route.page.load.mock.calls.length === 0)).toBe(true);
    expect(calls()).toEqual([]);
  });
});
