// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchDraftKey } from '#src/features/match-create/match-draft.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { parseSearch, searchSchemas, type MatchesSearch } from '#src/lib/search-params.ts';
import { recordsTable } from '#src/features/match-records/records-search.ts';
import { applySearchChange as applyTableChange, cycleSort, toSearchString } from '#src/lib/url-table.ts';
import { matchEventMinute } from '#machines/match.clock.ts';
import { match, myTeam } from './harness.tsx';
import { typeInto } from './members-fixtures.tsx';
import { finishedMatch, matchHandlers, rows, saveDraft, summary, validDraft } from './matches-fixtures.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

// The shared table rules bound to the records table's parameters.
const applySearchChange = (current: MatchesSearch, change: Partial<MatchesSearch>) => applyTableChange(recordsTable, current, change);
const matchesSearchString = (search: Partial<MatchesSearch>) => toSearchString(recordsTable, search);

const admin = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'TEAM_ADMIN' })];
const member = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'USER' })];
const teamsList: Handlers = {
  listTeams: () => ({
    content: [{ id: 2, name: '한강 FC', logoImgUrl: null, teamColor: '#0043FF', isTemp: false, memberCount: 11 }],
    page: 0,
    size: 20,
    totalElements: 1,
  }),
};

const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: '다음으로' })));

describe('match records URL state (pure rules)', () => {
  it('reads the docs/product.md §2.3 names with per-field fallbacks, the page counted from 1', () => {
    const search = parseSearch(searchSchemas.matches, 'page=0&matchTypes=ETC&matchStates=FINISHED&opponentTeamIds=3,4&sort=title,desc&selectedMatchId=x');
    expect(search).toMatchObject({
      page: undefined,
      matchTypes: [],
      matchStates: ['FINISHED'],
      opponentTeamIds: [3, 4],
      sort: [{ field: 'title', direction: 'desc' }],
      selectedMatchId: undefined,
    });
    expect(parseSearch(searchSchemas.matches, 'page=4').page).toBe(4);
  });

  it('a filter or sort change resets the page; opening a match keeps it', () => {
    const current = parseSearch(searchSchemas.matches, 'page=3');
    expect(applySearchChange(current, { matchTypes: ['LEAGUE'] }).page).toBeUndefined();
    expect(applySearchChange(current, { sort: cycleSort([], 'awayTeamName') }).page).toBeUndefined();
    expect(applySearchChange(current, { selectedMatchId: 9 }).page).toBe(3);
    expect(
      matchesSearchString({
        sort: [{ field: 'homeTeamName', direction: 'asc' }],
        opponentTeamIds: [2],
        matchStates: ['SCHEDULED'],
        matchTypes: ['TOURNAMENT'],
        searchTitle: '리그',
        page: 2,
        selectedMatchId: 5,
      }),
    ).toBe('sort=homeTeamName%2Casc&opponentTeamIds=2&matchStates=SCHEDULED&matchTypes=TOURNAMENT&searchTitle=%EB%A6%AC%EA%B7%B8&page=2&selectedMatchId=5');
  });

  it("a goal in the first minute is 1'; second-half minutes continue from the first half's length, as on the record screen", () => {
    const halves = { firstHalfPeriod: 45, secondHalfPeriod: 45 };
    expect(matchEventMinute({ halfType: 'FIRST_HALF', elapsedMinutes: 0 }, halves)).toBe("1'");
    expect(matchEventMinute({ halfType: 'SECOND_HALF', elapsedMinutes: 2 }, halves)).toBe("48'");
    expect(matchEventMinute({ halfType: 'SECOND_HALF', elapsedMinutes: 2 }, { firstHalfPeriod: 30, secondHalfPeriod: 30 })).toBe("33'");
    expect(matchEventMinute({ halfType: 'FIRST_HALF', elapsedMinutes: 46 }, halves)).toBe("45+2'");
  });
});

describe('match create form', () => {
  it('refuses a past date, an end before the start, the same team twice and a half out of range, without calling the server', async () => {
    saveDraft(
      validDraft({
        matchDate: '2020-01-01',
        plannedStartTime: '12:00',
        plannedEndTime: '11:30',
        opponent: { id: 1, name: 'FC 서울', isTemp: false, teamColor: '#43A151', logoImgUrl: null },
      }),
    );
    const app = renderTeamsApp({ path: '/matches/create', teams: admin, handlers: teamsList });
    const half = await screen.findByRole('textbox', { name: '전반 시간 (분)' }, { timeout: 5000 });
    typeInto(half, '60');
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '입력 내용을 확인해주세요.');
    expect(screen.getByText('과거 날짜는 등록할 수 없습니다. 오늘 이후 날짜를 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('종료 시간은 시작 시간보다 늦어야 합니다.')).toBeTruthy();
    expect(screen.getByText('소속팀과 상대팀은 같은 팀일 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('유효한 경기 기간은 1분~45분입니다.')).toBeTruthy();
    expect(half.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: '상대팀' }).getAttribute('aria-invalid')).toBe('true');
    expect(app.callsTo('createMatch')).toHaveLength(0);
  });

  it('starts on the current team and asks for every other required field of an empty form in its own words', async () => {
    renderTeamsApp({
      path: '/matches/create',
      teams: [
        ...admin,
        myTeam({ id: 3, name: '두번째 팀', teamRole: 'TEAM_ADMIN' }),
        myTeam({ id: 4, name: '임시 상대', teamRole: 'TEAM_ADMIN', isTemp: true }),
      ],
      handlers: teamsList,
    });
    await screen.findByRole('heading', { name: '참가 팀' }, { timeout: 5000 });
    // The current team (the first one) is chosen; a temporary team is never offered as ours.
    const own = screen.getByRole('button', { name: /소속팀/ });
    expect(own.textContent).toContain('FC 서울');
    act(() => fireEvent.keyDown(own, { key: 'ArrowDown' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['FC 서울', '두번째 팀']);
    act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    submit();
    for (const text of [
      '상대팀을 선택해주세요.',
      '경기명을 입력해주세요.',
      '경기 유형을 선택해주세요.',
      '경기 일자를 선택해주세요.',
      '시작 시간을 선택해주세요.',
      '종료 시간을 선택해주세요.',
      '경기장 주소를 입력해주세요.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('puts the server refusals on their fields (6005 date, 6003 opponent, 6006 end time, 5002 opponent)', async () => {
    const refusals = [
      { code: 6005, expect: '과거 날짜는 등록할 수 없습니다. 오늘 이후 날짜를 선택해주세요.' },
      { code: 6003, expect: '소속팀과 상대팀은 같은 팀일 수 없습니다.' },
      { code: 6006, expect: '종료 시간은 시작 시간보다 늦어야 합니다.' },
      { code: 5002, expect: '존재하지 않는 팀입니다. 상대팀을 다시 선택해주세요.' },
    ];
    let next = 0;
    saveDraft(validDraft());
    const app = renderTeamsApp({
      path: '/matches/create',
      teams: admin,
      handlers: {
        ...teamsList,
        createMatch: () => {
          const r = refusals[next];
          throw new (r.code === 5002 ? HttpError : BadRequestError)({
            endpoint: 'createMatch',
            status: r.code === 5002 ? 404 : 400,
            code: r.code,
            message: 'server says no',
          });
        },
      },
    });
    await screen.findByRole('heading', { name: '참가 팀' }, { timeout: 5000 });
    for (const [i, r] of refusals.entries()) {
      next = i;
      submit();
      expect(await screen.findByText(r.expect)).toBeTruthy();
    }
    expect(app.callsTo('createMatch')).toHaveLength(refusals.length);
    expect(app.current()).toBe('/matches/create');
  });

  it('sends the contract request from our side, clears the draft and goes straight to the home lineup', async () => {
    const draft = validDraft({ side: 'away', mainRefereeName: '  ' });
    saveDraft(draft);
    const app = renderTeamsApp({ path: '/matches/create', teams: admin, handlers: { ...teamsList, createMatch: () => ({ id: 42 }) } });
    expect(await screen.findByText('작성 중이던 내용을 불러왔습니다.')).toBeTruthy();
    submit();
    await waitFor(() => expect(app.current()).toBe('/matches/42/players/edit?matchSide=home'));
    expect(app.callsTo('createMatch')[0].body).toMatchObject({
      homeTeamId: 2,
      awayTeamId: 1,
      title: '11월 정기 친선전',
      matchDate: draft.matchDate,
      firstHalfPeriod: 45,
      mainRefereeName: null,
    });
    expect(sessionStorage.getItem(matchDraftKey)).toBeNull();
  });

  it('each referee typed goes to its own field of the request', async () => {
    saveDraft(validDraft());
    const app = renderTeamsApp({ path: '/matches/create', teams: admin, handlers: { ...teamsList, createMatch: () => ({ id: 42 }) } });
    const names = { 주심: '김주심', 부심1: '이부심', 부심2: '박부심', 대기심: '최대기' };
    for (const [label, name] of Object.entries(names)) typeInto(await screen.findByRole('textbox', { name: label }), name);
    submit();
    await waitFor(() => expect(app.callsTo('createMatch')).toHaveLength(1));
    expect(app.callsTo('createMatch')[0].body).toMatchObject({
      mainRefereeName: '김주심',
      assistantReferee1: '이부심',
      assistantReferee2: '박부심',
      fourthReferee: '최대기',
    });
  });

  it('searches opponents a whole team-list page at a time (100, docs/product.md §9), not 20', async () => {
    const teams = Array.from({ length: 40 }, (_, i) => ({
      id: 100 + i,
      name: `상대 ${String(i + 1).padStart(2, '0')}`,
      logoImgUrl: null,
      teamColor: '#0043FF',
      isTemp: false,
      memberCount: 11,
    }));
    const app = renderTeamsApp({
      path: '/matches/create',
      teams: admin,
      handlers: {
        listTeams: ({ query }) => ({
          content: teams.slice(0, Number(query?.size ?? 20)),
          page: 0,
          size: Number(query?.size ?? 20),
          totalElements: teams.length,
        }),
      },
    });
    const field = await screen.findByRole('combobox', { name: '상대팀' }, { timeout: 5000 });
    await waitFor(() => expect(app.callsTo('listTeams').length).toBeGreaterThan(0));
    act(() => {
      fireEvent.focus(field);
      fireEvent.keyDown(field, { key: 'ArrowDown' });
    });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(40), { timeout: 5000 });
    expect(app.callsTo('listTeams').every((c) => c.query?.size === 100)).toBe(true);
  });

  it('drops a corrupt draft instead of showing it', async () => {
    sessionStorage.setItem(matchDraftKey, JSON.stringify({ ownTeamId: 'x' }));
    renderTeamsApp({ path: '/matches/create', teams: admin, handlers: teamsList });
    await screen.findByRole('heading', { name: '참가 팀' }, { timeout: 5000 });
    expect(screen.queryByText('작성 중이던 내용을 불러왔습니다.')).toBeNull();
    expect(sessionStorage.getItem(matchDraftKey)).toBeNull();
  });
});

function recordsHandlers(): Handlers {
  return {
    listTeamMatches: ({ query }) => ({
      content: rows,
      page: Number(query?.page ?? 0),
      size: Number(query?.size ?? 10),
      totalElements: Number(query?.size) === 100 ? rows.length : 25,
    }),
    getResultsSummary: () => summary,
    ...matchHandlers(),
  };
}

async function recordsGrid() {
  return screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 5000 });
}

describe('match records page', () => {
  it("asks the API for the URL state (page from 0) and shows results from this team's view", async () => {
    const app = renderTeamsApp({
      path: '/teams/1/matches?sort=title,desc&matchStates=FINISHED&matchTypes=LEAGUE&searchTitle=리그&page=2',
      teams: member,
      handlers: recordsHandlers(),
    });
    const grid = await recordsGrid();
    const query = app
      .callsTo('listTeamMatches')
      .map((c) => c.query)
      .find((q) => q?.size === 10);
    expect(query).toMatchObject({
      page: 1,
      size: 10,
      sort: [{ field: 'title', direction: 'desc' }],
      matchStates: ['FINISHED'],
      matchTypes: ['LEAGUE'],
      searchTitle: '리그',
    });
    const won = within(grid).getByRole('row', { name: /봄맞이 친선전/ });
    expect(within(won).getByText('승')).toBeTruthy();
    expect(within(won).getByText('2 : 1')).toBeTruthy();
    // Away at 한강 FC, lost 1 : 0 → shown as 0 : 1 from our side.
    const lost = within(grid).getByRole('row', { name: /주말리그 3라운드/ });
    expect(within(lost).getByText('패')).toBeTruthy();
    expect(within(lost).getByText('0 : 1')).toBeTruthy();
    // 홈/원정 is our side: it stands with the match's kind, not beside the opponent's name it does not describe.
    const cellOf = (row: HTMLElement, text: string) => within(row).getByText(text).closest('[role="gridcell"]');
    expect(cellOf(lost, '원정 경기')).toBe(cellOf(lost, '리그'));
    expect(cellOf(lost, '원정 경기')).not.toBe(cellOf(lost, '한강 FC'));
    expect(cellOf(won, '홈 경기')).toBe(cellOf(won, '친선 경기'));
    expect(within(grid).queryByText('(원정)')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '경기 이름' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('25경기')).toBeTruthy();
    expect(await screen.findByText('3경기')).toBeTruthy();
  });

  it('as cards (below the width the columns need) the score cell goes beside the title, in the same one grid', async () => {
    renderTeamsApp({ path: '/teams/1/matches', teams: member, handlers: recordsHandlers() });
    const grid = await recordsGrid();
    // One grid for every width: the card layout is the same rows and cells, laid out by the frame's width.
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    const won = within(grid).getByRole('row', { name: /봄맞이 친선전/ });
    const scoreCell = within(won).getByText('2 : 1').closest('[role="gridcell"]')!;
    expect(scoreCell.getAttribute('data-card')).toBe('end');
    // The title stays the row header the card leads with; the sortable headers (the card's sort chips) keep aria-sort.
    expect(within(won).getByRole('rowheader').textContent).toContain('봄맞이 친선전');
    expect(screen.getByRole('columnheader', { name: '경기일시' }).hasAttribute('aria-sort')).toBe(true);
  });

  it('header clicks add sort fields in order and reset the page', async () => {
    const app = renderTeamsApp({ path: '/teams/1/matches?page=3', teams: member, handlers: recordsHandlers() });
    await recordsGrid();
    act(() => screen.getByRole('columnheader', { name: '경기일시' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?sort=matchDate%2Casc'));
    act(() => screen.getByRole('columnheader', { name: '상태' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?sort=matchDate%2Casc&sort=matchState%2Casc'));
    act(() => screen.getByRole('columnheader', { name: '경기일시' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?sort=matchDate%2Cdesc&sort=matchState%2Casc'));
    expect(screen.getByText('정렬: 경기일시 내림차순, 상태 오름차순')).toBeTruthy();
  });

  it('a state filter goes into the URL under its spec name and resets the page; the opponent filter lists teams met', async () => {
    const app = renderTeamsApp({ path: '/teams/1/matches?page=2', teams: member, handlers: recordsHandlers() });
    await recordsGrid();
    act(() => fireEvent.click(screen.getByRole('button', { name: '경기 상태' })));
    const finished = await screen.findByRole('checkbox', { name: '경기 종료' });
    act(() => fireEvent.click(finished));
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?matchStates=FINISHED'));
    // Escape on the checkbox itself: the focused element may lag behind the click on a busy machine.
    act(() => fireEvent.keyDown(screen.getByRole('checkbox', { name: '경기 종료' }), { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '경기 종료' })).toBeNull());
    act(() => fireEvent.click(screen.getByRole('button', { name: '상대팀' })));
    const opponent = await screen.findByRole('checkbox', { name: '한강 FC' });
    act(() => fireEvent.click(opponent));
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?opponentTeamIds=2&matchStates=FINISHED'));
    await waitFor(() => expect(app.callsTo('listTeamMatches').some((c) => (c.query?.opponentTeamIds as number[] | undefined)?.[0] === 2)).toBe(true));
  });

  it('selectedMatchId opens the panel with goals by minute (second half counting on), own goals marked, and the players', async () => {
    const app = renderTeamsApp({ path: '/teams/1/matches', teams: member, handlers: recordsHandlers() });
    const grid = await recordsGrid();
    act(() => fireEvent.click(within(grid).getByRole('rowheader', { name: '봄맞이 친선전' })));
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches?selectedMatchId=5'));
    const panel = await screen.findByRole('dialog', { name: '경기 상세' });
    const homeGoals = await within(panel).findByRole('list', { name: 'FC 서울' });
    expect(
      within(homeGoals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["13'김민수", "49'박지훈"]);
    // The own goal of FC 서울 counts for 한강 FC.
    expect(within(within(panel).getByRole('list', { name: '한강 FC' })).getByRole('listitem').textContent).toBe("76'이서준자책골");
    expect(within(panel).getByText('92분')).toBeTruthy();
    const home = await within(panel).findByRole('table', { name: 'FC 서울 (홈)' });
    expect(within(panel).getByRole('table', { name: '한강 FC (원정)' })).toBeTruthy();
    expect(within(panel).queryByText(/\b(Home|Away)\b/)).toBeNull();
    // Starters and the substitute who came on; the one who stayed on the bench is left out.
    expect(
      within(home)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['김민수', '이서준', '박지훈 (교체)']);
    expect(within(panel).getByRole('link', { name: '경기 자세히 보기' }).getAttribute('href')).toBe('/matches/5');
    act(() => fireEvent.click(within(panel).getByRole('button', { name: '닫기' })));
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches'));
  });
});

describe('match page', () => {
  it('shows main events only until the toggle shows the derived rows too', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers() });
    const log = await screen.findByRole('table', { name: '경기 로그' });
    expect(
      within(log)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['득점', '득점', '자책골']);
    expect(within(log).getByText("49'")).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: '세부 기록 모두 보기' })));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '경기 로그' }))
          .getAllByRole('rowheader')
          .map((r) => r.textContent),
      ).toEqual(['득점', '슈팅', '득점', '자책골']),
    );
  });

  it('shows the score, the lineups on the pitch, the statistics and the memo', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers() });
    expect(await screen.findByLabelText('FC 서울 2점, 한강 FC 1점')).toBeTruthy();
    const pitch = await screen.findByRole('list', { name: 'FC 서울 선발 라인업' });
    expect(
      within(pitch)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1010 김민수', '11 이서준']);
    expect(screen.getByText('슈팅: 홈 5, 원정 5')).toBeTruthy();
    expect(screen.getByText('후반 압박 좋았음')).toBeTruthy();
  });

  it('names the sides 홈 and 원정 in Korean: beside the score and on each lineup, never Home or Away', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers() });
    expect(await screen.findByLabelText('FC 서울 2점, 한강 FC 1점')).toBeTruthy();
    await screen.findByRole('list', { name: 'FC 서울 선발 라인업' });
    expect(screen.getAllByText('홈').length).toBeGreaterThan(0);
    expect(screen.getAllByText('원정').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\b(Home|Away)\b/)).toBeNull();
  });

  it('a member sees no admin actions', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers(match({ id: 5 })) });
    await screen.findByRole('heading', { name: '라인업' });
    expect(screen.queryByRole('link', { name: '라인업 편집' })).toBeNull();
    expect(screen.queryByRole('link', { name: '경기 기록' })).toBeNull();
    expect(screen.queryByRole('button', { name: '매치 삭제' })).toBeNull();
  });

  it('an admin of the away side edits its lineup and records; a finished match cannot be deleted', async () => {
    renderTeamsApp({ path: '/matches/5', teams: [myTeam({ id: 2, teamRole: 'TEAM_ADMIN' })], handlers: matchHandlers(finishedMatch) });
    expect(await screen.findByRole('link', { name: '경기 기록' })).toHaveProperty('href', expect.stringContaining('/matches/5/record'));
    expect(screen.queryByRole('link', { name: '라인업 편집' })).toBeNull();
    expect(screen.queryByRole('button', { name: '매치 삭제' })).toBeNull();
  });

  it('an admin of the registering team deletes a scheduled match after confirming, and lands on the team records with a toast', async () => {
    const scheduled = match({ id: 5, ownerTeamId: 2 });
    const app = renderTeamsApp({
      path: '/matches/5',
      teams: [myTeam({ id: 2, teamRole: 'TEAM_ADMIN' })],
      handlers: {
        ...matchHandlers(scheduled),
        deleteMatch: () => null,
        listTeamMatches: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
        getResultsSummary: () => summary,
      },
    });
    expect((await screen.findByRole('link', { name: '라인업 편집' })).getAttribute('href')).toBe('/matches/5/players/edit?matchSide=away');
    act(() => fireEvent.click(screen.getByRole('button', { name: '매치 삭제' })));
    const dialog = await screen.findByRole('alertdialog', { name: '매치 삭제' });
    expect(app.callsTo('deleteMatch')).toHaveLength(0);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '삭제' })));
    await waitFor(() => expect(app.current()).toBe('/teams/2/matches'));
    expect(app.callsTo('deleteMatch')[0].params).toEqual({ id: 5 });
    expect(await screen.findByText('매치를 삭제했습니다.')).toBeTruthy();
  });
});
