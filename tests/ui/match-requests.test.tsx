// @vitest-environment jsdom
/**
 * Match requests and ownership in the app (decision 029): the invited team's admins answer requests
 * on the match list and hear of them on the team page; the registering team sees where its request
 * stands; the match page offers delete exactly where the rules allow it and says why not elsewhere.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchListItem } from '#contract/matches.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { match, myTeam } from './harness.tsx';
import { listItem, matchHandlers, summary } from './matches-fixtures.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

const admin = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'TEAM_ADMIN' })];
const member = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'USER' })];

/** 한강 FC (team 2) registered a league match at its ground against FC 서울 (team 1). */
const request = listItem({
  id: 9,
  title: '가을 리그 2라운드',
  matchType: 'LEAGUE',
  matchState: 'SCHEDULED',
  matchDate: '2026-12-06',
  plannedStartTime: '09:30:00',
  homeTeamId: 2,
  homeTeamName: '한강 FC',
  awayTeamId: 1,
  awayTeamName: 'FC 서울',
  stadium: '망원 한강공원',
  homeScore: 0,
  awayScore: 0,
  ownerTeamId: 2,
  requestState: 'PENDING',
});

const page = (content: MatchListItem[]) => ({ content, page: 0, size: 10, totalElements: content.length });

function recordsHandlers(requests: () => MatchListItem[], over: Handlers = {}): Handlers {
  return {
    listTeamMatches: () => page([]),
    getResultsSummary: () => summary,
    listMatchRequests: () => requests(),
    ...over,
  };
}

// The first render loads the route's chunk: generous on a busy machine.
const panel = () => screen.findByRole('region', { name: /^경기 요청/ }, { timeout: 10_000 });

describe("경기 요청 on the match list (the invited team's admins)", () => {
  it('lists each request with the opponent, date, time, place and type; 수락 accepts it, says so and refreshes the list and the requests', async () => {
    let waiting = [request];
    const app = renderTeamsApp({
      path: '/teams/1/matches',
      teams: admin,
      handlers: recordsHandlers(() => waiting, {
        acceptMatchRequest: () => {
          waiting = [];
          return match({ id: 9, homeTeamId: 2, awayTeamId: 1, ownerTeamId: 2, requestState: 'ACCEPTED' });
        },
      }),
    });
    const requests = await panel();
    const item = within(requests).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: '가을 리그 2라운드' })).toBeTruthy();
    expect(within(item).getByText('한강 FC의 요청')).toBeTruthy();
    expect(within(item).getByText('2026년 12월 6일 (일)')).toBeTruthy();
    expect(within(item).getByText('09:30')).toBeTruthy();
    expect(within(item).getByText('망원 한강공원')).toBeTruthy();
    expect(within(item).getByText('리그')).toBeTruthy();
    const listsBefore = app.callsTo('listTeamMatches').length;
    const teamsBefore = app.callsTo('getMyTeams').length;

    act(() => fireEvent.click(within(item).getByRole('button', { name: "'가을 리그 2라운드' 경기 요청 수락" })));
    await waitFor(() => expect(app.callsTo('acceptMatchRequest')).toHaveLength(1));
    expect(app.callsTo('acceptMatchRequest')[0]!.params).toEqual({ id: 9 });
    expect(await screen.findByText("'가을 리그 2라운드' 경기 요청을 수락했습니다. 우리 팀 경기 목록에 추가되었습니다.")).toBeTruthy();
    // The answered request leaves the panel (nothing waits: the panel goes) and the list is read again.
    await waitFor(() => expect(screen.queryByRole('region', { name: /^경기 요청/ })).toBeNull());
    expect(app.callsTo('listTeamMatches').length).toBeGreaterThan(listsBefore);
    // The person's teams carry the count of waiting requests (the team page's notice): read again.
    expect(app.callsTo('getMyTeams').length).toBeGreaterThan(teamsBefore);
    expect(app.callsTo('declineMatchRequest')).toHaveLength(0);
  });

  it('거절 asks first in a dialog: 돌아가기 sends nothing, 거절하기 declines with a toast', async () => {
    let waiting = [request];
    const app = renderTeamsApp({
      path: '/teams/1/matches',
      teams: admin,
      handlers: recordsHandlers(() => waiting, {
        declineMatchRequest: () => {
          waiting = [];
          return match({ id: 9, homeTeamId: 2, awayTeamId: 1, ownerTeamId: 2, requestState: 'DECLINED' });
        },
      }),
    });
    const requests = await panel();
    const decline = within(requests).getByRole('button', { name: "'가을 리그 2라운드' 경기 요청 거절" });
    act(() => fireEvent.click(decline));
    let dialog = await screen.findByRole('alertdialog', { name: '경기 요청 거절' });
    expect(within(dialog).getByText(/한강 FC의 '가을 리그 2라운드' 경기 요청을 거절할까요\?/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.callsTo('declineMatchRequest')).toHaveLength(0);

    act(() => fireEvent.click(decline));
    dialog = await screen.findByRole('alertdialog', { name: '경기 요청 거절' });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' })));
    await waitFor(() => expect(app.callsTo('declineMatchRequest')).toHaveLength(1));
    expect(app.callsTo('declineMatchRequest')[0]!.params).toEqual({ id: 9 });
    expect(await screen.findByText("'가을 리그 2라운드' 경기 요청을 거절했습니다.")).toBeTruthy();
    // By its name: the toast is an alertdialog too (React Aria) and stays its 3 s (tests/ui/toast.test.tsx).
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '경기 요청 거절' })).toBeNull());
    expect(app.callsTo('acceptMatchRequest')).toHaveLength(0);
  });

  it("a request answered meanwhile (409 6036) shows the server's Korean sentence and reads the requests again", async () => {
    const app = renderTeamsApp({
      path: '/teams/1/matches',
      teams: admin,
      handlers: recordsHandlers(() => [request], {
        acceptMatchRequest: () => {
          throw new HttpError({ endpoint: 'acceptMatchRequest', status: 409, code: 6036, message: '이미 수락하거나 거절한 경기 요청입니다.' });
        },
      }),
    });
    const requests = await panel();
    const before = app.callsTo('listMatchRequests').length;
    act(() => fireEvent.click(within(requests).getByRole('button', { name: "'가을 리그 2라운드' 경기 요청 수락" })));
    expect(await screen.findByText('이미 수락하거나 거절한 경기 요청입니다.')).toBeTruthy();
    await waitFor(() => expect(app.callsTo('listMatchRequests').length).toBeGreaterThan(before));
  });

  it('a plain member never sees requests, and the app never asks for them', async () => {
    const app = renderTeamsApp({ path: '/teams/1/matches', teams: member, handlers: recordsHandlers(() => [request]) });
    await screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /^경기 요청/ })).toBeNull();
    expect(app.callsTo('listMatchRequests')).toHaveLength(0);
  });
});

describe("the registering team's list and match page", () => {
  it('marks a request still waiting as 상대 수락 대기 and a declined one as 상대 팀이 거절함, in words', async () => {
    const ours = { ownerTeamId: 1, matchState: 'SCHEDULED' as const, homeScore: 0, awayScore: 0 };
    renderTeamsApp({
      path: '/teams/1/matches',
      teams: member,
      handlers: recordsHandlers(() => [], {
        listTeamMatches: () =>
          page([
            listItem({ id: 11, title: '기다리는 경기', requestState: 'PENDING', ...ours }),
            listItem({ id: 12, title: '거절된 경기', requestState: 'DECLINED', ...ours }),
            listItem({ id: 13, title: '수락된 경기', requestState: 'ACCEPTED', ...ours }),
          ]),
      }),
    });
    const grid = await screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 10_000 });
    expect(within(within(grid).getByRole('row', { name: /기다리는 경기/ })).getByText('상대 수락 대기')).toBeTruthy();
    expect(within(within(grid).getByRole('row', { name: /거절된 경기/ })).getByText('상대 팀이 거절함')).toBeTruthy();
    const accepted = within(grid).getByRole('row', { name: /수락된 경기/ });
    expect(within(accepted).queryByText('상대 수락 대기')).toBeNull();
    expect(within(accepted).queryByText('상대 팀이 거절함')).toBeNull();
  });

  it('the match page explains a pending request (it counts for the opponent once accepted; kick-off waits)', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers(match({ id: 5, ownerTeamId: 1, requestState: 'PENDING' })) });
    const note = await screen.findByRole('region', { name: '상대 수락 대기' }, { timeout: 10_000 });
    expect(within(note).getByText(/상대 팀 운영진이 수락하면 상대 팀 기록에도 들어갑니다/)).toBeTruthy();
    expect(within(note).getByText(/경기 시작\(킥오프\)은 수락한 뒤에 할 수 있습니다/)).toBeTruthy();
  });

  it('a declined request: its admin reads to delete it or register against a temporary team, and may delete it', async () => {
    renderTeamsApp({ path: '/matches/5', teams: admin, handlers: matchHandlers(match({ id: 5, ownerTeamId: 1, requestState: 'DECLINED' })) });
    const note = await screen.findByRole('region', { name: '상대 팀이 거절함' }, { timeout: 10_000 });
    expect(within(note).getByText(/삭제하거나, 상대를 임시 팀으로 해서 경기를 새로 등록해주세요/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: '매치 삭제' })).toBeTruthy();
  });
});

describe('delete on the match page follows the ownership rules', () => {
  it("the invited side's admin gets no delete, no lineup editor and no record screen before accepting, and is told why and where to answer", async () => {
    // FC 서울 (team 1) administers the invited side of 한강 FC's request.
    renderTeamsApp({
      path: '/matches/9',
      teams: admin,
      handlers: matchHandlers(
        match({ id: 9, homeTeamId: 2, homeTeamName: '한강 FC', awayTeamId: 1, awayTeamName: 'FC 서울', ownerTeamId: 2, requestState: 'PENDING' }),
      ),
    });
    expect(await screen.findByText('경기를 등록한 상대 팀의 운영진만 이 경기를 삭제할 수 있습니다.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '매치 삭제' })).toBeNull();
    expect(screen.queryByRole('link', { name: '라인업 편집' })).toBeNull();
    expect(screen.queryByRole('link', { name: '경기 기록' })).toBeNull();
    expect(screen.getByText(/우리 팀에 온 경기 요청입니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 목록에서 수락하거나 거절하기' }).getAttribute('href')).toBe('/teams/1/matches');
  });

  it("a shared match under way: even the registering team's admin cannot delete it, and reads why", async () => {
    renderTeamsApp({
      path: '/matches/5',
      teams: admin,
      handlers: matchHandlers(match({ id: 5, ownerTeamId: 1, matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: '2026-11-22T09:50:00.000Z' })),
    });
    expect(await screen.findByText('두 팀이 함께 기록하는 경기라 시작된 뒤에는 삭제할 수 없습니다.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '매치 삭제' })).toBeNull();
  });

  it("a finished match against a temporary team is the owner's to delete; the confirmation says its records go with it", async () => {
    const app = renderTeamsApp({
      path: '/matches/5',
      teams: admin,
      handlers: {
        ...matchHandlers(match({ id: 5, ownerTeamId: 1, awayTeamIsTemp: true, awayTeamName: '동네 FC', matchState: 'FINISHED' })),
        deleteMatch: () => null,
        listTeamMatches: () => page([]),
        getResultsSummary: () => summary,
        listMatchRequests: () => [],
      },
    });
    const remove = await screen.findByRole('button', { name: '매치 삭제' }, { timeout: 10_000 });
    act(() => fireEvent.click(remove));
    const dialog = await screen.findByRole('alertdialog', { name: '매치 삭제' });
    expect(within(dialog).getByText(/임시 팀과의 경기라 라인업과 지금까지의 경기 기록\(이벤트, 메모\)이 모두 함께 삭제되며/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '삭제' })));
    await waitFor(() => expect(app.callsTo('deleteMatch')).toHaveLength(1));
    await waitFor(() => expect(app.current()).toBe('/teams/1/matches'));
  });

  it('a plain member of the registering team sees no delete and no reason', async () => {
    renderTeamsApp({
      path: '/matches/5',
      teams: member,
      handlers: matchHandlers(match({ id: 5, ownerTeamId: 1, matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: '2026-11-22T09:50:00.000Z' })),
    });
    await screen.findByRole('heading', { name: '라인업' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: '매치 삭제' })).toBeNull();
    expect(screen.queryByText(/삭제할 수 없습니다/)).toBeNull();
  });
});

describe('the team page notice', () => {
  const profile: Handlers = {
    getRecentResults: () => [],
    getResultsSummary: () => ({ ...summary, totalMatchCount: 0 }),
    listNotices: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
    listSchedules: () => [],
  };

  // The count comes with the person's teams: the page asks for no list of requests (decision 047).
  it("tells the team's admin how many requests wait, with the way to the match list, from the count on their teams alone", async () => {
    const app = renderTeamsApp({ path: '/teams/1', teams: [myTeam({ ...admin[0], pendingMatchRequests: 2 })], handlers: profile });
    const notice = await screen.findByRole('region', { name: '경기 요청' }, { timeout: 10_000 });
    expect(within(notice).getByText('경기 요청 2건이 수락을 기다리고 있습니다')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: '경기 요청 보기' }).getAttribute('href')).toBe('/teams/1/matches');
    expect(app.callsTo('listMatchRequests')).toHaveLength(0);
  });

  it('says nothing when no request waits', async () => {
    const app = renderTeamsApp({ path: '/teams/1', teams: admin, handlers: profile });
    await screen.findByRole('heading', { name: 'FC 서울' }, { timeout: 10_000 });
    expect(screen.queryByText(/수락을 기다리고 있습니다/)).toBeNull();
    expect(app.callsTo('listMatchRequests')).toHaveLength(0);
  });

  it('a plain member hears nothing of requests, and the app never asks', async () => {
    const app = renderTeamsApp({
      path: '/teams/1',
      teams: [myTeam({ ...member[0], pendingMatchRequests: 3 })],
      handlers: { ...profile, listMatchRequests: () => [request] },
    });
    await screen.findByRole('heading', { name: 'FC 서울' }, { timeout: 10_000 });
    expect(screen.queryByText(/수락을 기다리고 있습니다/)).toBeNull();
    expect(app.callsTo('listMatchRequests')).toHaveLength(0);
  });
});
