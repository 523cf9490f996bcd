// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp } from './teams-harness.tsx';

describe('/users/create', () => {
  it('explains to a person who administers no team why there is no form', async () => {
    renderTeamsApp({ path: '/users/create', teams: [myTeam({ teamRole: 'USER' })] });
    expect(await screen.findByRole('heading', { name: '운영진만 게스트 선수를 추가할 수 있습니다' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '이름' })).toBeNull();
  });

  it('is titled 게스트 선수 추가, as the sidebar item that leads there (not 유저 생성)', async () => {
    renderTeamsApp({ path: '/users/create', teams: [myTeam({ id: 3, name: '새벽 FC', teamRole: 'TEAM_ADMIN' })] });
    await screen.findByRole('textbox', { name: '이름' }, { timeout: 5000 });
    expect(screen.getByRole('banner').textContent).toContain('게스트 선수 추가');
    expect(document.body.textContent).not.toContain('유저 생성');
  });

  it('creates a guest player for the chosen team in one call and opens its members page', async () => {
    const app = renderTeamsApp({
      path: '/users/create',
      teams: [myTeam({ id: 1, teamRole: 'USER' }), myTeam({ id: 3, name: '새벽 FC', teamRole: 'TEAM_ADMIN' })],
      handlers: { createUser: () => ({ id: 41 }) },
    });
    const name = await screen.findByRole('textbox', { name: '이름' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(name, { target: { value: '용병 김' } });
    });
    act(() => screen.getByRole('button', { name: '게스트 선수 추가' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/3/players'));
    expect(app.callsTo('createUser').map((c) => c.body)).toEqual([{ name: '용병 김', profileImg: null, teamId: 3 }]);
    expect(app.callsTo('addUserToTeam')).toHaveLength(0);
  });

  it("shows the server's Korean reason when it refuses, and stays on the form", async () => {
    const reason = '팀 운영진만 할 수 있습니다.';
    const app = renderTeamsApp({
      path: '/users/create',
      teams: [myTeam({ id: 3, name: '새벽 FC', teamRole: 'TEAM_ADMIN' })],
      handlers: {
        createUser: () => {
          throw new HttpError({ endpoint: 'createUser', status: 403, code: 5006, message: reason });
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: '이름' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(name, { target: { value: '용병 박' } });
    });
    act(() => screen.getByRole('button', { name: '게스트 선수 추가' }).click());
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(app.current()).toBe('/users/create');
  });
});
