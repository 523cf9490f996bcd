// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp } from './teams-harness.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/users/create', () => {
  it('explains to a person who administers no team why there is no form', async () => {
    renderTeamsApp({ path: '/users/create', teams: [myTeam({ teamRole: 'USER' })] });
    expect(await screen.findByRole('heading', { name: '운영진만 유저를 만들 수 있습니다' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '이름' })).toBeNull();
  });

  it('creates a guest player, adds them to the chosen team and opens its members page; a retry repeats only the team step', async () => {
    let addFails = true;
    const app = renderTeamsApp({
      path: '/users/create',
      teams: [myTeam({ id: 1, teamRole: 'USER' }), myTeam({ id: 3, name: '새벽 FC', teamRole: 'TEAM_ADMIN' })],
      handlers: {
        createUser: () => ({ id: 41 }),
        addUserToTeam: () => {
          if (addFails) throw new HttpError({ endpoint: 'addUserToTeam', status: 500, code: 500, message: '알 수 없는 오류가 발생했습니다.' });
          return myTeam({ id: 3, name: '새벽 FC' });
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: '이름' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(name, { target: { value: '용병 김' } });
    });
    act(() => screen.getByRole('button', { name: '유저 생성' }).click());
    expect(await screen.findByText(/유저 생성에 실패했습니다/)).toBeTruthy();

    addFails = false;
    act(() => screen.getByRole('button', { name: '유저 생성' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/3/players'));
    expect(app.callsTo('createUser')).toHaveLength(1);
    expect(app.callsTo('createUser')[0].body).toEqual({ name: '용병 김', profileImg: null });
    expect(app.callsTo('addUserToTeam').map((c) => [c.params, c.body])).toEqual([
      [{ id: 41 }, { teamId: 3 }],
      [{ id: 41 }, { teamId: 3 }],
    ]);
  });
});
