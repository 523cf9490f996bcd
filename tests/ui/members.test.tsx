// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseSearch, searchSchemas, type PlayersSearch } from '#src/lib/search-params.ts';
import { membersTable } from '#src/features/members/members-search.ts';
import { applySearchChange as applyTableChange, cycleSort, toSearchString } from '#src/lib/url-table.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { choose, member, renderMembersApp, roster, typeInto } from './members-fixtures.tsx';

// The shared table rules bound to the members table's parameters.
const applySearchChange = (current: PlayersSearch, change: Partial<PlayersSearch>) => applyTableChange(membersTable, current, change);
const playersSearchString = (search: Partial<PlayersSearch>) => toSearchString(membersTable, search);

const userTeam = [myTeam({ id: 1, teamRole: 'USER' })];
const adminTeam = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];

async function table() {
  return screen.findByRole('grid', { name: /멤버 목록/ }, { timeout: 5000 });
}

describe('members URL state (pure rules)', () => {
  it('a header click cycles asc → desc → off and keeps the other sort fields in order', () => {
    let sort = cycleSort([], 'name');
    expect(sort).toEqual([{ field: 'name', direction: 'asc' }]);
    sort = cycleSort(sort, 'height');
    expect(sort).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'height', direction: 'asc' },
    ]);
    sort = cycleSort(sort, 'name');
    expect(sort).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'height', direction: 'asc' },
    ]);
    sort = cycleSort(sort, 'name');
    expect(sort).toEqual([{ field: 'height', direction: 'asc' }]);
  });

  it('a filter or sort change resets the page, a page change keeps the filters', () => {
    const current = parseSearch(searchSchemas.players, 'position=FW&page=3');
    expect(applySearchChange(current, { footType: 'LEFT' }).page).toBeUndefined();
    expect(applySearchChange(current, { page: 4 })).toMatchObject({ position: 'FW', page: 4 });
    expect(applySearchChange(current, { selectedMemberId: 8 }).page).toBe(3);
  });

  it('writes the docs/product.md §2.3 names and reads them back the same', () => {
    const qs = playersSearchString({
      sort: [
        { field: 'number', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
      position: 'GK',
      teamRole: 'USER',
      footType: 'BOTH',
      searchName: '민',
      page: 2,
      selectedMemberId: 9,
    });
    expect(qs).toBe('sort=number%2Cdesc&sort=name%2Casc&position=GK&teamRole=USER&footType=BOTH&searchName=%EB%AF%BC&page=2&selectedMemberId=9');
    expect(parseSearch(searchSchemas.players, qs)).toMatchObject({
      page: 2,
      selectedMemberId: 9,
      sort: [
        { field: 'number', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
    });
  });

  it('a bad page falls back to the first page alone', () => {
    expect(parseSearch(searchSchemas.players, 'page=0&position=MF')).toMatchObject({ page: undefined, position: 'MF' });
    expect(parseSearch(searchSchemas.players, 'page=abc').page).toBeUndefined();
  });
});

describe('members page', () => {
  const line = (userId: number, counted: number, present: number, noShows: number) => ({
    userId,
    name: roster.find((r) => r.userId === userId)!.name,
    counted,
    present,
    noShows,
    rate: counted === 0 ? null : Math.round((present * 100) / counted),
  });
  const attendanceHandlers = {
    getAttendanceSeason: async (options: { query?: Record<string, unknown> }) => ({
      teamId: 1,
      season: Number(options.query?.season),
      itemCount: 4,
      players: [line(7, 4, 3, 1), line(8, 4, 4, 0), line(9, 0, 0, 0)],
    }),
  };

  it("shows each member's season 참석률 and no-shows in the table (decision 092)", async () => {
    renderMembersApp({ path: '/teams/1/players', teams: userTeam, handlers: attendanceHandlers });
    const grid = await table();
    const rowOf = (name: string) =>
      within(grid)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('[role="row"]') as HTMLElement;
    await within(rowOf('김민수')).findByText('75%');
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('gridcell')
        .map((c) => c.textContent ?? '');
    expect(cells('김민수').slice(-2)).toEqual(['참석률75%', '노쇼1']);
    expect(cells('박지훈').slice(-2)).toEqual(['참석률–', '노쇼0']);
  });

  it("shows the member's season attendance in their panel, or that nothing counted yet", async () => {
    renderMembersApp({ path: '/teams/1/players?selectedMemberId=7', teams: userTeam, handlers: attendanceHandlers });
    expect(await screen.findByText('참석률 75% · 출석 3/4 · 노쇼 1회', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('a failed list shows its error with 다시 시도, which asks again and shows the table', async () => {
    let fail = true;
    const app = renderMembersApp({
      path: '/teams/1/players',
      teams: userTeam,
      handlers: {
        listMembers: async () => {
          if (fail) throw new HttpError({ endpoint: 'listMembers', status: 500, code: null, message: '서버 오류', attempts: 3 });
          return { content: roster, page: 0, size: 20, totalElements: roster.length };
        },
      },
    });
    const alert = await screen.findByText('멤버 목록을 불러오지 못했습니다.', undefined, { timeout: 5000 });
    const retry = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' });
    fail = false;
    act(() => retry.click());
    await table();
    expect(app.callsOf('listMembers')).toHaveLength(2);
  });

  it('as cards (below the width the columns need) the same grid keeps its headers, and the card-only labels stay out of the accessible names', async () => {
    renderMembersApp({ path: '/teams/1/players', teams: userTeam });
    const grid = await table();
    // The one grid, not a second copy for phones: one row per member (and the header row).
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(within(grid).getAllByRole('row')).toHaveLength(roster.length + 1);
    // The sortable headers (the sort chips of the card layout) are still column headers with aria-sort.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', '이름', '번호', '포지션', '주발', '권한', '가입일', '출생연도', '키', '몸무게', '참석률', '노쇼']);
    // Each card says where its cells go, and its labels are hidden from screen readers, which hear the column headers.
    const first = within(grid).getAllByRole('row')[1];
    const cells = within(first).getAllByRole('gridcell');
    expect(cells[0].getAttribute('data-card')).toBe('lead');
    expect(cells[1].getAttribute('data-card')).toBe('end');
    const labels = first.querySelectorAll('[aria-hidden="true"]');
    expect([...labels].map((l) => l.textContent)).toEqual(expect.arrayContaining(['#', '번호', '가입일', '출생연도']));
    expect(within(first).getByRole('rowheader').textContent).toContain(roster[0].name);
  });

  it('shows a status in force today beside the name, with its last day, and nothing once it ended (decision 091)', async () => {
    renderMembersApp({
      path: '/teams/1/players',
      teams: userTeam,
      members: [
        member({ userId: 7, name: '김민수', status: { kind: 'INJURED', from: '2020-01-01', until: '2999-06-30' } }),
        member({ userId: 8, name: '이서준', status: { kind: 'ON_LEAVE', from: '2020-01-01', until: '2020-02-29' } }),
        member({ userId: 9, name: '박지훈', status: { kind: 'HONORARY', from: null, until: null } }),
      ],
    });
    const grid = await table();
    expect(within(grid).getByRole('rowheader', { name: /김민수/ }).textContent).toContain('부상 ~6/30');
    expect(within(grid).getByRole('rowheader', { name: /김민수/ }).textContent).toContain('상태 부상, 6/30까지');
    expect(within(grid).getByRole('rowheader', { name: /이서준/ }).textContent).not.toMatch(/휴회/);
    expect(within(grid).getByRole('rowheader', { name: /박지훈/ }).textContent).toContain('명예');
  });

  it('shows the members with the summary, and asks the API for the URL state (page from 0)', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?sort=height,desc&position=FW&page=2', teams: userTeam, total: 45 });
    const grid = await table();
    expect(within(grid).getAllByRole('row')).toHaveLength(roster.length + 1);
    expect(within(grid).getByRole('rowheader', { name: /이서준/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '멤버 현황' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '포지션별 인원' }).textContent).toContain('GK');
    const [query] = app.callsOf('listMembers').map((c) => c.query);
    expect(query).toMatchObject({ page: 1, size: 20, position: 'FW', sort: [{ field: 'height', direction: 'desc' }] });
    // Row numbers continue from the previous page.
    // ('#' is the card layout's label of the column, hidden from screen readers: see the card tests.)
    expect(within(grid).getAllByRole('gridcell')[0].textContent).toBe('#21');
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('columnheader', { name: '키' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('header clicks build the sort list in the URL, one history entry each', async () => {
    const app = renderMembersApp({ path: '/teams/1/players', teams: userTeam });
    await table();
    act(() => screen.getByRole('columnheader', { name: '이름' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=name%2Casc'));
    act(() => screen.getByRole('columnheader', { name: '몸무게' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=name%2Casc&sort=weight%2Casc'));
    act(() => screen.getByRole('columnheader', { name: '이름' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=name%2Cdesc&sort=weight%2Casc'));
    expect(screen.getByRole('columnheader', { name: '이름' }).getAttribute('aria-sort')).toBe('descending');
    act(() => screen.getByRole('columnheader', { name: '이름' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=weight%2Casc'));
    expect(screen.getByRole('columnheader', { name: '몸무게' }).getAttribute('aria-sort')).toBe('ascending');
    expect(app.history).toHaveLength(5);
    await waitFor(() => expect(app.callsOf('listMembers').at(-1)?.query).toMatchObject({ sort: [{ field: 'weight', direction: 'asc' }] }));
  });

  it('a filter change pushes a history entry and goes back to the first page', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?page=3&sort=name,asc', teams: userTeam, total: 80 });
    await table();
    const filters = screen.getByRole('group', { name: '멤버 필터' });
    await choose(filters, /주발/, '왼발');
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=name%2Casc&footType=LEFT'));
    await choose(filters, /권한/, '운영진');
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?sort=name%2Casc&teamRole=TEAM_ADMIN&footType=LEFT'));
    expect(app.history).toHaveLength(3);
    await waitFor(() => expect(app.callsOf('listMembers').at(-1)?.query).toMatchObject({ page: 0, teamRole: 'TEAM_ADMIN', footType: 'LEFT' }));
  });

  it('page buttons move through pages and keep the filters', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?position=DF', teams: userTeam, total: 45 });
    await table();
    act(() => screen.getByRole('button', { name: '다음 페이지' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?position=DF&page=2'));
    act(() => screen.getByRole('button', { name: '3페이지' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?position=DF&page=3'));
    expect(screen.getByRole('button', { name: '다음 페이지' }).hasAttribute('disabled')).toBe(true);
  });

  it('the name search waits 300 ms after the last key, then replaces its own entry while typing', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?page=2', teams: userTeam, total: 45 });
    await table();
    const box = screen.getByRole('searchbox', { name: '선수 이름 검색' });
    vi.useFakeTimers();
    act(() => {
      fireEvent.change(box, { target: { value: '김' } });
    });
    act(() => vi.advanceTimersByTime(299));
    expect(app.current()).toBe('/teams/1/players?page=2');
    act(() => {
      fireEvent.change(box, { target: { value: '김민' } });
    });
    act(() => vi.advanceTimersByTime(299));
    expect(app.current()).toBe('/teams/1/players?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(app.current()).toBe('/teams/1/players?searchName=%EA%B9%80%EB%AF%BC');
    expect(app.history).toHaveLength(2);
    act(() => {
      fireEvent.change(box, { target: { value: '김민수' } });
    });
    act(() => vi.advanceTimersByTime(300));
    expect(app.current()).toBe('/teams/1/players?searchName=%EA%B9%80%EB%AF%BC%EC%88%98');
    // The second commit replaced the first: still one entry after the start.
    expect(app.history).toEqual(['/teams/1/players?page=2', '/teams/1/players?searchName=%EA%B9%80%EB%AF%BC%EC%88%98']);
    vi.useRealTimers();
    await waitFor(() => expect(app.callsOf('listMembers').at(-1)?.query).toMatchObject({ searchName: '김민수', page: 0 }));
  });

  it('a URL with selectedMemberId opens the detail panel; closing removes it from the URL', async () => {
    const app = renderMembersApp({
      path: '/teams/1/players?selectedMemberId=8',
      teams: userTeam,
      handlers: {
        getMemberMatches: () => ({
          content: [
            {
              matchId: 4,
              matchDate: '2026-10-11',
              opponentTeamName: '관악 FC',
              opponentIsTemp: false,
              teamScore: 0,
              opponentScore: 0,
              result: 'DRAW',
              appeared: false,
              goals: 0,
              assists: 0,
              yellowCards: 0,
              redCards: 0,
            },
            {
              matchId: 3,
              matchDate: '2026-10-04',
              opponentTeamName: '한강 FC',
              opponentIsTemp: false,
              teamScore: 2,
              opponentScore: 1,
              result: 'WIN',
              appeared: true,
              goals: 1,
              assists: 0,
              yellowCards: 1,
              redCards: 0,
            },
          ],
          page: 0,
          size: 5,
          totalElements: 2,
        }),
      },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(await within(panel).findByRole('heading', { name: /이서준/ })).toBeTruthy();
    expect(within(panel).getByText('GK', { selector: 'dd' })).toBeTruthy();
    const played = (await within(panel).findByRole('rowheader', { name: /한강 FC/ })).closest('tr') as HTMLElement;
    expect(within(played).getByText('2 : 1')).toBeTruthy();
    expect(within(played).getByText('1골 · 경고 1')).toBeTruthy();
    // A match spent on the bench says so, not a row of zeros.
    const benched = within(panel)
      .getByRole('rowheader', { name: /관악 FC/ })
      .closest('tr') as HTMLElement;
    expect(within(benched).getByText('출전하지 않음')).toBeTruthy();
    expect(within(benched).queryByText('0')).toBeNull();
    expect(app.callsOf('getMemberMatches')[0]).toMatchObject({ params: { id: 1, userId: 8 }, query: { page: 0, limit: 5 } });
    // A USER may not edit someone else.
    expect(within(panel).queryByRole('button', { name: '정보 수정' })).toBeNull();
    act(() => within(panel).getByRole('button', { name: '닫기' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '멤버 정보' })).toBeNull());
  });

  it('a row opens its member in the panel through the URL, and the panel shows an empty match list', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?position=FW', teams: userTeam });
    const grid = await table();
    const row = within(grid)
      .getByRole('rowheader', { name: /박지훈/ })
      .closest('[role="row"]') as HTMLElement;
    act(() => row.click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?position=FW&selectedMemberId=9'));
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(await within(panel).findByText('아직 출전한 경기가 없습니다.')).toBeTruthy();
  });

  it('a member not on the current page is looked up in the whole roster', async () => {
    const app = renderMembersApp({
      path: '/teams/1/players?selectedMemberId=40',
      teams: userTeam,
      handlers: {
        listMembers: ({ query }) =>
          Number(query?.size) === 100
            ? { content: [...roster, member({ userId: 40, name: '정하늘' })], page: 0, size: 100, totalElements: 4 }
            : { content: roster, page: 0, size: 20, totalElements: 4 },
      },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(await within(panel).findByRole('heading', { name: /정하늘/ })).toBeTruthy();
    expect(app.callsOf('listMembers').some((c) => c.query?.size === 100)).toBe(true);
  });
});

describe("members page: a member's 자체전 season", () => {
  const row = (userId: number, name: string, over: object = {}) => ({
    userId,
    name,
    scrimmages: 2,
    gamesPlayed: 5,
    wins: 3,
    draws: 1,
    losses: 1,
    goals: 2,
    assists: 1,
    points: 10,
    ...over,
  });

  it("the panel shows the member's own season line of 자체전, read for this season", async () => {
    const app = renderMembersApp({
      path: '/teams/1/players?selectedMemberId=8',
      teams: userTeam,
      handlers: {
        getScrimmageSeasonStats: ({ query }) => ({
          teamId: 1,
          season: query?.season,
          seasons: [query?.season],
          scrimmageCount: 2,
          players: [row(7, '김민수', { points: 12 }), row(8, '이서준')],
        }),
      },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    const season = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 4));
    const section = await within(panel).findByRole('region', { name: `${season} 시즌 자체전` });
    expect(await within(section).findByText('2회 · 5경기 3승 1무 1패 · 2골 1도움 · 10점')).toBeTruthy();
    expect(app.callsOf('getScrimmageSeasonStats')[0]).toMatchObject({ params: { id: 1 }, query: { season } });
  });

  it('says so when the member played no 자체전 this season', async () => {
    renderMembersApp({ path: '/teams/1/players?selectedMemberId=9', teams: userTeam });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(await within(panel).findByText('이번 시즌 자체전 기록이 없습니다.')).toBeTruthy();
  });
});

describe('members page: names', () => {
  it('a guest player shows as 게스트, never 일반 멤버, in the table and the panel; the page is titled 팀 멤버 for a plain member', async () => {
    renderMembersApp({
      path: '/teams/1/players',
      teams: userTeam,
      members: [...roster, member({ userId: 30, name: '용병 A', teamRole: 'USER', isGuest: true })],
    });
    const grid = await table();
    const guestRow = within(grid)
      .getByRole('rowheader', { name: /용병 A/ })
      .closest('[role="row"]') as HTMLElement;
    expect(within(guestRow).getByText('게스트')).toBeTruthy();
    expect(within(guestRow).queryByText('일반 멤버')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('팀 멤버');
    expect(screen.getByRole('banner').textContent).not.toContain('멤버 관리');
    act(() => guestRow.click());
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(within(panel).getAllByText('게스트').length).toBeGreaterThan(0);
    expect(within(panel).queryByText('일반 멤버')).toBeNull();
  });
});

describe("members page: an admin's ways in", () => {
  it("an admin finds 멤버 초대 (the admin page's invite codes) and 게스트 선수 추가", async () => {
    const app = renderMembersApp({ path: '/teams/1/players', teams: adminTeam });
    await table();
    const actions = screen.getByRole('group', { name: '운영진 메뉴' });
    expect(within(actions).getByRole('link', { name: '멤버 초대' }).getAttribute('href')).toBe('/teams/1/admin');
    expect(within(actions).getByRole('link', { name: '게스트 선수 추가' }).getAttribute('href')).toBe('/users/create');
    act(() => within(actions).getByRole('link', { name: '멤버 초대' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/admin'));
  });

  it('a plain member sees neither', async () => {
    renderMembersApp({ path: '/teams/1/players', teams: userTeam });
    await table();
    expect(screen.queryByRole('group', { name: '운영진 메뉴' })).toBeNull();
    expect(screen.queryByRole('link', { name: '멤버 초대' })).toBeNull();
    expect(screen.queryByRole('link', { name: '게스트 선수 추가' })).toBeNull();
  });
});

describe('member edit dialog', () => {
  it('a member edits themselves without a role field; success says so and refreshes', async () => {
    const app = renderMembersApp({
      path: '/teams/1/players?selectedMemberId=7',
      teams: userTeam,
      handlers: { updateMember: ({ body }) => ({ ...roster[0], ...(body as object) }) },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    const edit = await within(panel).findByRole('button', { name: '정보 수정' });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: '팀원 정보 수정' });
    expect(within(dialog).queryByRole('button', { name: /권한/ })).toBeNull();
    typeInto(within(dialog).getByRole('textbox', { name: '등번호' }), '77');
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    expect(await screen.findByText('팀원 정보가 수정되었습니다.')).toBeTruthy();
    const [call] = app.callsOf('updateMember');
    expect(call).toMatchObject({ params: { id: 1, userId: 7 }, body: { backNumber: 77, name: '김민수' } });
    expect(call.body).not.toHaveProperty('teamRole');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '팀원 정보 수정' })).toBeNull());
    await waitFor(() => expect(app.callsOf('listMembers').length).toBeGreaterThan(1));
  });

  it('an admin sees the role field for another member and sends the role', async () => {
    const app = renderMembersApp({
      path: '/teams/1/players?selectedMemberId=9',
      teams: adminTeam,
      handlers: { updateMember: ({ body }) => ({ ...roster[2], ...(body as object) }) },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    const edit = await within(panel).findByRole('button', { name: '정보 수정' });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: '팀원 정보 수정' });
    await choose(dialog, /권한/, '운영진');
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    await waitFor(() => expect(app.callsOf('updateMember')).toHaveLength(1));
    expect(app.callsOf('updateMember')[0]).toMatchObject({ params: { userId: 9 }, body: { teamRole: 'TEAM_ADMIN' } });
  });

  it('checks the contract rules before sending: an impossible height is refused on the field', async () => {
    const app = renderMembersApp({ path: '/teams/1/players?selectedMemberId=7', teams: userTeam });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    const edit = await within(panel).findByRole('button', { name: '정보 수정' });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: '팀원 정보 수정' });
    const height = within(dialog).getByRole('textbox', { name: '키 (cm)' });
    typeInto(height, '300');
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    expect(await within(dialog).findByText('키는 100~230cm입니다.')).toBeTruthy();
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(app.callsOf('updateMember')).toHaveLength(0);
  });

  it('maps the server field errors onto the fields and shows the response JSON in a toast', async () => {
    renderMembersApp({
      path: '/teams/1/players?selectedMemberId=7',
      teams: userTeam,
      handlers: {
        updateMember: () => {
          throw new BadRequestError({
            endpoint: 'updateMember',
            status: 400,
            code: 1001,
            message: '요청 내용이 올바르지 않습니다.',
            fieldErrors: [{ field: 'body.name', message: '이미 쓰는 이름입니다.' }],
          });
        },
      },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    const edit = await within(panel).findByRole('button', { name: '정보 수정' });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: '팀원 정보 수정' });
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    expect(await within(dialog).findByText('이미 쓰는 이름입니다.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '이름' }).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(/팀원 정보 수정에 실패했습니다\. - \{"status":400,"code":1001/)).toBeTruthy();
  });
});
