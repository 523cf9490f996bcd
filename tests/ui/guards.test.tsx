// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { lazy, type ComponentType } from 'react';
import type { PageProps } from '#src/lib/page-props.ts';
import { AppRoutes } from '#src/app/router.tsx';
import { appRoutes, type AppRoute } from '#src/app/routes.ts';
import { sessionFreeRoutes } from '#contract/auth-paths.ts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { matchKeys } from '#src/lib/queries/keys.ts';
import { storage } from '#src/lib/storage.ts';
import { match, myTeam, renderApp, token } from './harness.tsx';

describe('the authenticated area guard', () => {
  it('logged out: tries a refresh, then stores the wanted URL and goes to /login', async () => {
    const app = renderApp({ path: '/teams/1/players?position=GK&sort=name,desc', refresh: null });
    await waitFor(() => expect(app.current()).toBe('/login'));
    expect(app.renewToken).toHaveBeenCalledTimes(1);
    expect(storage.getLoginRedirectUrl()).toBe('/teams/1/players?position=GK&sort=name,desc');
  });

  it('shows a quiet loading state, not the login page, while the refresh runs', async () => {
    const app = renderApp({ path: '/teams/select', refresh: null });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /로그인/ })).toBeNull();
    await waitFor(() => expect(app.current()).toBe('/login'));
  });

  it('a refresh that works keeps the person on the page they opened', async () => {
    const app = renderApp({ path: '/teams/1', refresh: token(), server: { teams: [myTeam({ id: 1 })] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'FC 서울' })).toBeTruthy();
    expect(app.renewToken).toHaveBeenCalledTimes(1);
    expect(app.current()).toBe('/teams/1');
  });

  it('a team the person does not belong to → /unauthorized', async () => {
    const app = renderApp({ path: '/teams/1', signedIn: token(), server: { teams: [myTeam({ id: 2, name: '한강 FC' })] } });
    await waitFor(() => expect(app.current()).toBe('/unauthorized'));
    expect(app.renewToken).not.toHaveBeenCalled();
  });

  it('a member who is not TEAM_ADMIN on an admin route → /unauthorized', async () => {
    const app = renderApp({ path: '/teams/1/admin', signedIn: token(), server: { teams: [myTeam({ id: 1, teamRole: 'USER' })] } });
    await waitFor(() => expect(app.current()).toBe('/unauthorized'));
  });

  it('a TEAM_ADMIN of that team may open its admin route', async () => {
    const app = renderApp({ path: '/teams/1/notices/create', signedIn: token(), server: { teams: [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })] } });
    expect(await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 })).toBeTruthy();
    expect(app.current()).toBe('/teams/1/notices/create');
  });

  it('match creation needs admin of at least one team', async () => {
    const denied = renderApp({ path: '/matches/create', signedIn: token(), server: { teams: [myTeam({ teamRole: 'USER' })] } });
    await waitFor(() => expect(denied.current()).toBe('/unauthorized'));
    cleanup();
    const allowed = renderApp({ path: '/matches/create', signedIn: token(), server: { teams: [myTeam({ id: 3, teamRole: 'TEAM_ADMIN' })] } });
    expect(await screen.findByRole('heading', { name: '참가 팀' }, { timeout: 5000 })).toBeTruthy();
    expect(allowed.current()).toBe('/matches/create');
  });

  it('match record needs TEAM_ADMIN of the home or away team', async () => {
    const server = { teams: [myTeam({ id: 2, teamRole: 'USER' })], match: match({ homeTeamId: 1, awayTeamId: 2 }) };
    const member = renderApp({ path: '/matches/5/record', signedIn: token(), server });
    await waitFor(() => expect(member.current()).toBe('/unauthorized'));
    cleanup();
    const admin = renderApp({ path: '/matches/5/record', signedIn: token(), server: { ...server, teams: [myTeam({ id: 2, teamRole: 'TEAM_ADMIN' })] } });
    expect(await screen.findByRole('heading', { name: '경기 로그' }, { timeout: 5000 })).toBeTruthy();
    expect(admin.current()).toBe('/matches/5/record');
  });

  it('a match read again that fails (a bad signal at the pitch) keeps its screen', async () => {
    const server = { teams: [myTeam({ id: 2, teamRole: 'USER' })], match: match({ homeTeamId: 1, awayTeamId: 2 }) };
    const app = renderApp({ path: '/matches/5', signedIn: token(), server });
    await waitFor(() => expect(app.queryClient.getQueryData(matchKeys.info(5))).toBeDefined());
    const read = app.queryClient.getQueryCache().find({ queryKey: matchKeys.info(5) })!;
    act(() => read.setState({ status: 'error', error: new Error('Failed to fetch'), fetchStatus: 'idle' }));
    // One task: TanStack Query tells its readers (notifyManager's setTimeout 0), and act draws what they decide.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(app.current()).toBe('/matches/5');
    expect(app.location.history).not.toContain('/error');
  });

  it('a match whose first read fails (nothing to show) → /error', async () => {
    const server = { teams: [myTeam({ id: 2, teamRole: 'USER' })], match: new Error('Failed to fetch') };
    const app = renderApp({ path: '/matches/5', signedIn: token(), server });
    await waitFor(() => expect(app.current()).toBe('/error'));
  });

  it('a match that does not exist → /404', async () => {
    const app = renderApp({ path: '/matches/99', signedIn: token(), server: { teams: [myTeam()] } });
    await waitFor(() => expect(app.current()).toBe('/404'));
  });

  it('a non-numeric id → /404, an unknown route → /404', async () => {
    const bad = renderApp({ path: '/teams/abc/players', signedIn: token() });
    await waitFor(() => expect(bad.current()).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    cleanup();
    const unknown = renderApp({ path: '/no/such/page' });
    await waitFor(() => expect(unknown.current()).toBe('/404'));
  });

  it('a PENDING person is sent to /register first', async () => {
    const app = renderApp({ path: '/teams/select', signedIn: token({ userLifecycle: 'PENDING' }) });
    await waitFor(() => expect(app.current()).toBe('/register'));
    expect(await screen.findByRole('textbox', { name: '이름' })).toBeTruthy();
  });

  it('visiting a team page of a member team makes it the current team', async () => {
    storage.setCurrentTeamId(1);
    renderApp({ path: '/teams/2', signedIn: token(), server: { teams: [myTeam({ id: 1 }), myTeam({ id: 2, name: '한강 FC' })] } });
    await screen.findByRole('heading', { level: 2, name: /FC 서울|한강 FC/ });
    await waitFor(() => expect(storage.getCurrentTeamId()).toBe(2));
  });
});

describe('the page code loads beside the session renewal (decision 036)', () => {
  it('asks for the page chunk at once, before the renewal answers and the guard decides', async () => {
    const preload = vi.fn();
    const Page = Object.assign(
      lazy(() => new Promise<{ default: ComponentType<PageProps> }>(() => undefined)),
      { preload, load: vi.fn() },
    );
    const route: AppRoute = { id: 'teamHome', path: '/teams/:teamId', title: '팀', guard: 'team', layout: 'shell', page: Page };
    // A renewal that has not answered yet: the guard cannot decide anything.
    const app = renderApp({ path: '/teams/1', refresh: new Promise(() => undefined), children: <AppRoutes routes={[route]} /> });
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(app.renewToken).toHaveBeenCalledTimes(1);
    expect(app.current()).toBe('/teams/1');
  });
});

describe("the page's reads go out with the guard's (decision 038)", () => {
  /** The team page, its code never arriving: only its reads (src/features/teams/team-profile-reads.ts) can reach the server. */
  function teamPageRoute() {
    const Page = Object.assign(
      lazy(() => new Promise<{ default: ComponentType<PageProps> }>(() => undefined)),
      { preload: vi.fn(), load: vi.fn() },
    );
    const route: AppRoute = { id: 'teamHome', path: '/teams/:teamId', title: '팀', guard: 'team', layout: 'shell', page: Page };
    return route;
  }
  const teamReads = (app: ReturnType<typeof renderApp>) => app.http.calls.mock.calls.filter(([name]) => name === 'getTeam');

  it("starts them as soon as the renewal answers, while the guard still waits for the person's teams", async () => {
    const app = renderApp({
      path: '/teams/3',
      refresh: token({ userId: 7 }),
      server: { teams: new Promise(() => undefined) },
      children: <AppRoutes routes={[teamPageRoute()]} />,
    });
    await waitFor(() => expect(teamReads(app)).toHaveLength(1));
    expect(teamReads(app)[0][1]).toMatchObject({ params: { id: 3 } });
    expect(app.http.calls).toHaveBeenCalledWith('getMyTeams', expect.anything());
    expect(app.current()).toBe('/teams/3');
  });

  it('does not start them before the session has a token', async () => {
    const app = renderApp({ path: '/teams/3', refresh: new Promise(() => undefined), children: <AppRoutes routes={[teamPageRoute()]} /> });
    await waitFor(() => expect(app.renewToken).toHaveBeenCalledTimes(1));
    expect(app.http.calls).not.toHaveBeenCalled();
  });
});

describe('the pages that open without a session', () => {
  it('are the light routes, the ones the server does not ask the browser to fetch the client core for', () => {
    expect(
      appRoutes
        .filter((route) => route.light)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...sessionFreeRoutes].sort());
  });
});
