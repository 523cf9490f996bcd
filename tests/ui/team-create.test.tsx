// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamDraft } from '#src/features/teams/team-draft.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { storage } from '#src/lib/storage.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp } from './teams-harness.tsx';

/** The text of everything an element's aria-describedby points at. */
function description(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

function type(label: string, value: string) {
  act(() => {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  });
}

function press(name: string) {
  act(() => screen.getByRole('button', { name }).click());
}

describe('/teams/create', () => {
  it('refuses an empty name and a long description with Korean messages on the fields, without calling the server', async () => {
    const app = renderTeamsApp({ path: '/teams/create', teams: [myTeam()] });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 소개', '가'.repeat(31));
    press('팀 생성하기');

    const name = screen.getByRole('textbox', { name: '팀 이름' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toContain('팀 이름을 입력해주세요.');
    const about = screen.getByRole('textbox', { name: '팀 소개' });
    expect(description(about)).toContain('팀 소개는 30자 이내로 작성해주세요.');
    expect(document.activeElement).toBe(name);
    expect(app.callsTo('createTeam')).toHaveLength(0);
  });

  it('refuses a founded year outside 1800..this year', async () => {
    renderTeamsApp({ path: '/teams/create', teams: [myTeam()] });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 이름', 'FC 한강');
    const year = screen.getByRole('textbox', { name: '창단 연도' });
    act(() => {
      fireEvent.change(year, { target: { value: '1700' } });
      fireEvent.blur(year);
    });
    press('팀 생성하기');
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: '창단 연도' }))).toContain('올바른 년도를 선택해주세요.'));
  });

  it('shows the server 400 field errors on their fields', async () => {
    renderTeamsApp({
      path: '/teams/create',
      teams: [myTeam()],
      handlers: {
        createTeam: () => {
          throw new BadRequestError({
            endpoint: 'createTeam',
            status: 400,
            code: 400,
            message: '잘못된 요청입니다.',
            fieldErrors: [
              { field: 'region', message: '활동지역은 30자 이내입니다.' },
              { field: 'description', message: '팀 소개가 올바르지 않습니다.' },
            ],
          });
        },
      },
    });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 이름', 'FC 한강');
    press('팀 생성하기');
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: '팀 소개' }))).toContain('팀 소개가 올바르지 않습니다.'));
    expect(screen.getByText('활동지역은 30자 이내입니다.')).toBeTruthy();
  });

  it('shows a 409 duplicate name on the name field', async () => {
    renderTeamsApp({
      path: '/teams/create',
      teams: [myTeam()],
      handlers: {
        createTeam: () => {
          throw new HttpError({ endpoint: 'createTeam', status: 409, code: 5001, message: '이미 존재하는 팀 이름입니다.' });
        },
      },
    });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 이름', 'FC 서울');
    press('팀 생성하기');
    const name = screen.getByRole('textbox', { name: '팀 이름' });
    await waitFor(() => expect(description(name)).toContain('이미 존재하는 팀 이름입니다.'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the team, makes it current, clears the draft and opens its profile', async () => {
    const created = myTeam({ id: 9, name: 'FC 한강', teamRole: 'TEAM_ADMIN', teamColor: '#0043FF' });
    let teams = [myTeam()];
    const app = renderTeamsApp({
      path: '/teams/create',
      handlers: {
        getMyTeams: () => teams,
        createTeam: () => {
          teams = [...teams, created];
          return created;
        },
        getRecentResults: () => [],
        getResultsSummary: () => ({
          teamName: 'FC 한강',
          teamImageUrl: null,
          totalMatchCount: 0,
          mostPlayedPlayerName: null,
          winLossDraw: { win: 0, loss: 0, draw: 0 },
          recentMatchResults: [],
          goalRatio: { goalsScored: 0, goalsConceded: 0 },
        }),
        listNotices: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
        listSchedules: () => [],
      },
    });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 이름', '  FC 한강 ');
    type('팀 소개', '한강 옆 주말 축구');
    expect(teamDraft.read()?.name).toBe('  FC 한강 ');
    press('팀 생성하기');

    await waitFor(() => expect(app.current()).toBe('/teams/9'));
    const [request] = app.callsTo('createTeam');
    expect(request.body).toMatchObject({
      name: 'FC 한강',
      description: '한강 옆 주말 축구',
      teamColor: '#0043FF',
      bottomColor: '#FFFFFF',
      stockingColor: '#0043FF',
      logoImgUrl: null,
      isTemp: false,
    });
    expect(storage.getCurrentTeamId()).toBe(9);
    expect(teamDraft.read()).toBeNull();
    expect(await screen.findByText('팀이 생성되었습니다.')).toBeTruthy();
  });

  it('keeps an unsaved form across a reload (a sessionStorage draft)', async () => {
    const first = renderTeamsApp({ path: '/teams/create', teams: [myTeam()] });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    type('팀 이름', '새벽 FC');
    first.unmount();

    renderTeamsApp({ path: '/teams/create', teams: [myTeam()] });
    const name = await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    expect((name as HTMLInputElement).value).toBe('새벽 FC');
    expect(screen.getByText('작성 중이던 내용을 불러왔습니다.')).toBeTruthy();

    press('초기화');
    await waitFor(() => expect((screen.getByRole('textbox', { name: '팀 이름' }) as HTMLInputElement).value).toBe(''));
    expect(teamDraft.read()).toBeNull();
  });

  it('drops a corrupt draft instead of failing', async () => {
    sessionStorage.setItem('pitchside.teamCreateDraft', '{"name": 3}');
    renderTeamsApp({ path: '/teams/create', teams: [myTeam()] });
    const name = await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    expect((name as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('pitchside.teamCreateDraft')).toBeNull();
  });

  it('refuses a file that is not an image, and one over 10 MB, before uploading', async () => {
    const app = renderTeamsApp({ path: '/teams/create', teams: [myTeam()], handlers: { uploadImage: () => ({ url: '/uploads/logo.png' }) } });
    await screen.findByRole('textbox', { name: '팀 이름' }, { timeout: 5000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    act(() => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    });
    expect(await screen.findByText('이미지 파일만 업로드 가능합니다.')).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    act(() => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(await screen.findByText('파일 크기는 10MB 이하여야 합니다.')).toBeTruthy();
    expect(app.callsTo('uploadImage')).toHaveLength(0);

    act(() => {
      fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    });
    const preview = await screen.findByRole('img', { name: '팀 로고 미리보기' });
    expect(preview.getAttribute('src')).toBe('/uploads/logo.png');
    expect(app.callsTo('uploadImage')[0].body).toBeInstanceOf(FormData);
  });
});
