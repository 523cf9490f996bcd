/**
 * A route's reads start from the session's change (src/app/route-reads.ts, decisions 037 and 038):
 * the page's and, inside the shell, the person's and their teams, once there is a token and not
 * before; the client core's early start gives up when the renewal brings none.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '#contract/users.ts';
import { startRouteReads } from '#src/app/route-reads.ts';
import { createSession } from '#src/lib/session.ts';

const token: TokenResponse = { accessToken: 'a.b.c', userId: 7, userLifecycle: 'ACTIVE' };

function setUp(renewal: Promise<TokenResponse>) {
  const session = createSession({ renewToken: async () => await renewal });
  const http = { call: vi.fn((_name: string) => new Promise<never>(() => undefined)) };
  const queryClient = new QueryClient();
  const read = vi.fn();
  const storage = { getCurrentTeamId: () => 4 };
  const services = { session, http, storage, queryClient } as unknown as Parameters<typeof startRouteReads>[0];
  return { session, http, queryClient, read, services };
}

describe('startRouteReads', () => {
  it('starts the page\'s reads and the shell\'s once the renewal brings a token, not before', async () => {
    let answer!: (token: TokenResponse) => void;
    const { session, http, read, services } = setUp(new Promise((resolve) => (answer = resolve)));
    void session.refresh();
    startRouteReads(services, { layout: 'shell', page: { read } as never }, { teamId: '3' });
    await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    answer(token);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ userId: 7, currentTeamId: 4 }), { teamId: '3' });
    expect(http.call.mock.calls.map(([name]) => name).sort()).toEqual(['getMyTeams', 'getUser']);
  });

  it('reads nothing of the shell for a page outside it', async () => {
    const { session, http, read, services } = setUp(Promise.resolve(token));
    await session.refresh();
    startRouteReads(services, { layout: 'bare', page: { read } as never }, {});
    expect(read).toHaveBeenCalledTimes(1);
    expect(http.call).not.toHaveBeenCalled();
  });

  it('with onlyThisRenewal, gives up when the renewal brings no token: a later sign-in does not read for this address', async () => {
    const { session, read, services } = setUp(Promise.reject(new Error('no refresh cookie')));
    void session.refresh();
    startRouteReads(services, { layout: 'bare', page: { read } as never }, {}, { onlyThisRenewal: true });
    await vi.waitFor(() => expect(session.getState().status).toBe('loggedOut'));
    session.setToken(token);
    expect(read).not.toHaveBeenCalled();
  });

  it('without it, waits for the sign-in', async () => {
    const { session, read, services } = setUp(Promise.reject(new Error('no refresh cookie')));
    void session.refresh();
    startRouteReads(services, { layout: 'bare', page: { read } as never }, {});
    await vi.waitFor(() => expect(session.getState().status).toBe('loggedOut'));
    session.setToken(token);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
