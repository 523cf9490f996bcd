// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSearch, searchSchemas } from '#src/lib/search-params.ts';
import { HttpError, NotFoundError } from '#src/lib/http/errors.ts';
import { storage } from '#src/lib/storage.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

const lookup = { team: { id: 5, name: '한강 FC', logoImgUrl: null, teamColor: '#0043FF', isTemp: true, memberCount: 12 }, expiresAt: null };

const profileHandlers: Handlers = {
  getRecentResults: () => [],
  getResultsSummary: () => ({
    teamName: '한강 FC',
    teamImageUrl: null,
    totalMatchCount: 0,
    mostPlayedPlayerName: null,
    winLossDraw: { win: 0, loss: 0, draw: 0 },
    recentMatchResults: [],
    goalRatio: { goalsScored: 0, goalsConceded: 0 },
  }),
  listNotices: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
  listSchedules: () => [],
};

function notFound() {
  return new NotFoundError({ endpoint: 'lookupInviteCode', status: 404, code: 5008, message: '존재하지 않거나 만료된 초대 코드입니다.' });
}

describe('/teams/join', () => {
  it('looks up a typed code (lower case, spaces trimmed), shows the team, and joins it', async () => {
    let teams = [myTeam()];
    const joined = myTeam({ id: 5, name: '한강 FC', isTemp: true, teamColor: '#0043FF' });
    const app = renderTeamsApp({
      path: '/teams/join',
      handlers: {
        getMyTeams: () => teams,
        lookupInviteCode: () => lookup,
        joinTeam: () => {
          teams = [...teams, joined];
          return joined;
        },
        ...profileHandlers,
      },
    });
    const field = await screen.findByRole('textbox', { name: '초대 코드' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(field, { target: { value: '  ab12 cd ' } });
    });
    act(() => screen.getByRole('button', { name: '팀 찾기' }).click());

    expect(await screen.findByRole('heading', { name: '이 팀에 가입할까요?' })).toBeTruthy();
    expect(app.callsTo('lookupInviteCode')[0].body).toEqual({ code: 'AB12CD' });
    expect(screen.getByText('[임시] 한강 FC')).toBeTruthy();
    expect(screen.getByText('멤버 12명')).toBeTruthy();

    act(() => screen.getByRole('button', { name: '가입하기' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/5'));
    expect(app.callsTo('joinTeam')[0].body).toEqual({ code: 'AB12CD' });
    expect(storage.getCurrentTeamId()).toBe(5);
    expect(await screen.findByText('[임시] 한강 FC에 가입했습니다.')).toBeTruthy();
  });

  it('says so when the code is unknown or expired, on the field', async () => {
    renderTeamsApp({
      path: '/teams/join',
      teams: [myTeam()],
      handlers: {
        lookupInviteCode: () => {
          throw notFound();
        },
      },
    });
    const field = await screen.findByRole('textbox', { name: '초대 코드' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(field, { target: { value: 'ZZZZ99' } });
    });
    act(() => screen.getByRole('button', { name: '팀 찾기' }).click());
    expect(await screen.findByText('존재하지 않거나 만료된 초대 코드입니다.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '초대 코드' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a malformed code without asking the server', async () => {
    const app = renderTeamsApp({ path: '/teams/join', teams: [myTeam()] });
    const field = await screen.findByRole('textbox', { name: '초대 코드' }, { timeout: 5000 });
    act(() => {
      fireEvent.change(field, { target: { value: 'ab-1' } });
    });
    act(() => screen.getByRole('button', { name: '팀 찾기' }).click());
    expect(await screen.findByText('초대 코드는 영문과 숫자 6~12자입니다.')).toBeTruthy();
    expect(app.callsTo('lookupInviteCode')).toHaveLength(0);
  });

  it('an invite link looks its code up at once; a team I am in offers a link to it instead of joining', async () => {
    const app = renderTeamsApp({
      path: '/teams/join?code=ab12cd',
      teams: [myTeam(), myTeam({ id: 5, name: '한강 FC' })],
      handlers: { lookupInviteCode: () => lookup },
    });
    expect(await screen.findByRole('heading', { name: '이미 가입한 팀입니다.' }, { timeout: 5000 })).toBeTruthy();
    expect(app.callsTo('lookupInviteCode')[0].body).toEqual({ code: 'AB12CD' });
    expect(screen.queryByRole('button', { name: '가입하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '팀으로 이동' }).getAttribute('href')).toBe('/teams/5');
  });

  it('turns a 409 "already joined" from the server into the same state', async () => {
    renderTeamsApp({
      path: '/teams/join?code=AB12CD',
      teams: [myTeam()],
      handlers: {
        lookupInviteCode: () => lookup,
        joinTeam: () => {
          throw new HttpError({ endpoint: 'joinTeam', status: 409, code: 5003, message: '이미 팀에 소속된 유저입니다.' });
        },
      },
    });
    const join = await screen.findByRole('button', { name: '가입하기' });
    act(() => join.click());
    expect(await screen.findByRole('heading', { name: '이미 가입한 팀입니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '팀으로 이동' })).toBeTruthy();
  });

  it('ignores a bad code in the link', async () => {
    expect(parseSearch(searchSchemas.teamJoin, '?code=%3Cscript%3E')).toEqual({ code: undefined });
    expect(parseSearch(searchSchemas.teamJoin, '?code=ab12cd')).toEqual({ code: 'AB12CD' });
    const app = renderTeamsApp({ path: '/teams/join?code=!!', teams: [myTeam()] });
    const field = await screen.findByRole('textbox', { name: '초대 코드' }, { timeout: 5000 });
    expect((field as HTMLInputElement).value).toBe('');
    expect(app.callsTo('lookupInviteCode')).toHaveLength(0);
  });
});
