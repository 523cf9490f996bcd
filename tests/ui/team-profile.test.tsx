// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam, team } from './harness.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

const emptySummary = {
  teamName: 'FC 서울',
  teamImageUrl: null,
  totalMatchCount: 0,
  mostPlayedPlayerName: null,
  winLossDraw: { win: 0, loss: 0, draw: 0 },
  recentMatchResults: [],
  goalRatio: { goalsScored: 0, goalsConceded: 0 },
};

const empty: Handlers = {
  getRecentResults: () => [],
  getResultsSummary: () => emptySummary,
  listNotices: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
  listSchedules: () => [],
  listScrimmages: () => [],
};

const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
const full: Handlers = {
  getTeam: () =>
    team({
      id: 1,
      name: 'FC 서울',
      description: '주말 아침 축구',
      organizationType: 'CLUB',
      region: '서울특별시',
      foundedYear: 2015,
      memberCount: 18,
      teamColor: '#D91920',
      bottomColor: '#FFFFFF',
      stockingColor: '#161A22',
    }),
  getRecentResults: () => [
    {
      matchId: 31,
      title: '가을 친선전',
      matchDate: '2026-11-15',
      homeTeamId: 2,
      homeTeamName: '한강 FC',
      awayTeamId: 1,
      awayTeamName: 'FC 서울',
      homeScore: 1,
      awayScore: 3,
      result: 'WIN',
      playedMinutes: 90,
    },
  ],
  getResultsSummary: () => ({
    teamName: 'FC 서울',
    teamImageUrl: null,
    totalMatchCount: 6,
    mostPlayedPlayerName: '김민수',
    winLossDraw: { win: 3, loss: 1, draw: 1 },
    recentMatchResults: ['WIN', 'DRAW', 'LOSE', 'WIN', 'WIN'],
    goalRatio: { goalsScored: 9, goalsConceded: 4 },
  }),
  listNotices: () => ({
    content: [
      {
        id: 44,
        title: '11월 회비 안내',
        preview: '...',
        isImportant: false,
        authorId: 7,
        authorName: '김민수',
        createdAt: '2026-11-20T01:00:00.000Z',
        updatedAt: '2026-11-20T01:00:00.000Z',
      },
    ],
    page: 0,
    size: 10,
    totalElements: 1,
  }),
  listSchedules: () => [
    {
      id: 3,
      teamId: 1,
      title: '주말 훈련',
      kind: 'TRAINING',
      startAt: soon.toISOString(),
      endAt: new Date(soon.getTime() + 7200_000).toISOString(),
      place: '난지 구장',
      note: null,
      matchId: null,
      attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null },
    },
  ],
};

describe('/teams/{id} profile', () => {
  it('draws the summary as charts with text alternatives, and lists results, notices and schedules with links', async () => {
    const app = renderTeamsApp({ path: '/teams/1', teams: [myTeam()], handlers: full });
    expect(await screen.findByRole('heading', { name: 'FC 서울' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: '유니폼: 상의 #D91920, 하의 #FFFFFF, 스타킹 #161A22' })).toBeTruthy();
    expect(screen.getAllByText('동아리/동호회').length).toBeGreaterThan(0);

    expect(await screen.findByRole('img', { name: '승 3, 무 1, 패 1 (승률 60%)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '득점 9, 실점 4' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '최근 경기 결과 (최신순): 승, 무, 패, 승, 승' })).toBeTruthy();
    expect(screen.getByText('김민수', { selector: 'p' })).toBeTruthy();

    const recent = screen.getByRole('region', { name: '최근 기록' });
    expect(within(recent).getByRole('link', { name: '가을 친선전' }).getAttribute('href')).toBe('/matches/31');
    expect(within(recent).getByLabelText('우리 팀 3점, 상대 팀 1점')).toBeTruthy();
    expect(within(recent).getByText('vs 한강 FC')).toBeTruthy();

    const notices = screen.getByRole('region', { name: '공지사항' });
    expect(within(notices).getByRole('link', { name: '11월 회비 안내' }).getAttribute('href')).toBe('/teams/1/notices/44');
    expect(within(notices).getByRole('link', { name: '공지사항 자세히 보기' }).getAttribute('href')).toBe('/teams/1/notices');

    const schedule = screen.getByRole('region', { name: '다가오는 일정' });
    expect(within(schedule).getByRole('link', { name: '주말 훈련' }).getAttribute('href')).toMatch(/^\/teams\/1\/schedules\?date=\d{4}-\d{2}-\d{2}$/);
    expect(within(schedule).getByText('훈련')).toBeTruthy();

    const [noticeCall] = app.callsTo('listNotices');
    expect(noticeCall.query).toEqual({ page: 0, size: 10, sortType: 'LATEST', isImportant: false });
    const [scheduleCall] = app.callsTo('listSchedules');
    const { startDate, endDate } = scheduleCall.query as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(30);
  });

  it('shows an honest empty state in every section', async () => {
    renderTeamsApp({ path: '/teams/1', teams: [myTeam()], handlers: empty });
    expect(await screen.findByText('아직 끝난 경기가 없습니다. 경기를 마치면 이곳에 기록이 쌓입니다.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('아직 집계할 경기 결과가 없습니다.')).toBeTruthy();
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeTruthy();
    expect(await screen.findByText('앞으로 30일 동안 예정된 일정이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /승률/ })).toBeNull();
  });

  it('a failing section says so and retries on its own, the rest still shows', async () => {
    let fail = true;
    renderTeamsApp({
      path: '/teams/1',
      teams: [myTeam()],
      handlers: {
        ...empty,
        getResultsSummary: () => {
          if (fail) throw new HttpError({ endpoint: 'getResultsSummary', status: 500, code: 500, message: '알 수 없는 오류가 발생했습니다.' });
          return emptySummary;
        },
      },
    });
    const summary = await screen.findByRole('region', { name: '시즌 요약' }, { timeout: 5000 });
    expect(await within(summary).findByText('정보를 불러오지 못했습니다.')).toBeTruthy();
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeTruthy();
    fail = false;
    act(() => within(summary).getByRole('button', { name: '다시 시도' }).click());
    expect(await within(summary).findByText('아직 집계할 경기 결과가 없습니다.')).toBeTruthy();
  });

  it('does not offer 수정하기 to a member who is not an admin', async () => {
    renderTeamsApp({ path: '/teams/1', teams: [myTeam({ teamRole: 'USER' })], handlers: empty });
    await screen.findByRole('heading', { name: 'FC 서울' }, { timeout: 5000 });
    await screen.findByText('등록된 공지사항이 없습니다.');
    expect(screen.queryByRole('button', { name: '수정하기' })).toBeNull();
  });

  it('lets an admin edit the team in a dialog and saves it with PUT', async () => {
    const app = renderTeamsApp({
      path: '/teams/1',
      teams: [myTeam({ teamRole: 'TEAM_ADMIN' })],
      handlers: { ...empty, updateTeam: ({ body }) => ({ ...team({ id: 1 }), ...(body as object) }) },
    });
    const edit = await screen.findByRole('button', { name: '수정하기' }, { timeout: 5000 });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: '팀 정보 수정' });
    const name = within(dialog).getByRole('textbox', { name: '팀 이름' }) as HTMLInputElement;
    expect(name.value).toBe('FC 서울');
    act(() => {
      fireEvent.change(name, { target: { value: 'FC 서울 유나이티드' } });
    });
    act(() => within(dialog).getByRole('button', { name: '저장하기' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '팀 정보 수정' })).toBeNull());
    const [put] = app.callsTo('updateTeam');
    expect(put.params).toEqual({ id: 1 });
    expect(put.body).toMatchObject({ name: 'FC 서울 유나이티드', region: '서울 마포구', foundedYear: 2015, organizationType: 'CLUB', isTemp: false });
    expect(await screen.findByText('팀 정보가 수정되었습니다.')).toBeTruthy();
  });
});

describe('/teams/{id} 최근 자체전', () => {
  const finished = (over: object = {}) => ({
    id: 5,
    scheduleId: 50,
    title: '일요 자체전',
    startAt: '2026-11-22T00:00:00.000Z',
    state: 'FINISHED',
    sideCount: 3,
    gamesPlayed: 6,
    myLine: { attendeeId: 9, gamesPlayed: 3, wins: 2, draws: 1, losses: 0, goals: 2, assists: 1, points: 7 },
    ...over,
  });
  const sideLine = (side: number, vestColour: string, over: object) => ({
    side,
    vestColour,
    gamesPlayed: 4,
    wins: 0,
    draws: 0,
    losses: 0,
    goals: 0,
    goalsAgainst: 0,
    points: 0,
    ...over,
  });
  const results = {
    players: [],
    sides: [
      sideLine(0, 'ORANGE', { wins: 1, draws: 1, losses: 2, goals: 3, points: 4 }),
      sideLine(1, 'YELLOW', { wins: 3, draws: 1, losses: 0, goals: 6, points: 10 }),
      sideLine(2, 'GREEN', { wins: 0, draws: 2, losses: 2, goals: 1, points: 2 }),
    ],
  };

  it("shows the latest finished session: date, games, each side's record best first, the viewer's own line, a link to it", async () => {
    const app = renderTeamsApp({
      path: '/teams/1',
      teams: [myTeam()],
      handlers: {
        ...empty,
        listScrimmages: () => [
          finished({ id: 4, startAt: '2026-11-15T00:00:00.000Z' }),
          finished(),
          finished({ id: 6, state: 'PLAYING', startAt: '2026-11-29T00:00:00.000Z' }),
        ],
        getScrimmageResults: () => results,
      },
    });
    const block = await screen.findByRole('region', { name: '최근 자체전' }, { timeout: 5000 });
    expect(within(block).getByText('2026년 11월 22일 · 6경기')).toBeTruthy();
    const lines = await within(block).findAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      '노랑팀4경기 3승 1무 · 6골 · 10점',
      '주황팀4경기 1승 1무 2패 · 3골 · 4점',
      '초록팀4경기 2무 2패 · 1골 · 2점',
    ]);
    expect(within(block).getByText('내 기록: 3경기 2승 1무 · 2골 1도움 · 7점')).toBeTruthy();
    expect(within(block).getByRole('link', { name: '최근 자체전 자세히 보기' }).getAttribute('href')).toBe('/teams/1/scrimmages/5');
    expect(app.callsTo('getScrimmageResults')[0].params).toEqual({ id: 1, scrimmageId: 5 });
    const { from, to } = app.callsTo('listScrimmages')[0].query as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(364);
  });

  it('leaves out the own line of a viewer who did not play', async () => {
    renderTeamsApp({
      path: '/teams/1',
      teams: [myTeam()],
      handlers: { ...empty, listScrimmages: () => [finished({ myLine: null })], getScrimmageResults: () => results },
    });
    const block = await screen.findByRole('region', { name: '최근 자체전' }, { timeout: 5000 });
    await within(block).findAllByRole('listitem');
    expect(within(block).queryByText(/내 기록/)).toBeNull();
  });

  it('shows no block when the team has no finished 자체전', async () => {
    renderTeamsApp({ path: '/teams/1', teams: [myTeam()], handlers: { ...empty, listScrimmages: () => [finished({ state: 'PLAYING' })] } });
    expect(await screen.findByText('등록된 공지사항이 없습니다.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '최근 자체전' })).toBeNull();
  });
});
