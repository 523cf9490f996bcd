// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { match, myTeam } from './harness.tsx';
import { event, listItem, matchHandlers, summary } from './matches-fixtures.tsx';
import { renderTeamsApp } from './teams-harness.tsx';
import { FakeEventSource } from '../fake-event-source.ts';

const open = () => FakeEventSource.all.filter((s) => !s.closed);
const member = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'USER' })];
const inPlay = match({ id: 5, matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: '2026-10-19T01:00:00.000Z', homeScore: 2, awayScore: 1 });

beforeEach(() => {
  FakeEventSource.all = [];
  FakeEventSource.deliver = (run) => act(run);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the match page follows the live stream', () => {
  it('updates the score, the timeline, the state and the memo from stream messages, without refetching them', async () => {
    const app = renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers(inPlay) });
    // The first page of a file loads its code lazily.
    await screen.findByLabelText('FC 서울 2점, 한강 FC 1점', undefined, { timeout: 5000 });
    await waitFor(() => expect(open()).toHaveLength(1));
    const stream = open()[0];
    expect(stream.url).toMatch(/^\/api\/v1\/matches\/5\/live\?access_token=/);
    expect(screen.getByText('연결 중…')).toBeTruthy();

    stream.emit('ready', { seq: 3 });
    expect(await screen.findByText('실시간')).toBeTruthy();
    // The first `ready` refreshes what was read before the stream began; let that settle.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const historyReads = app.callsTo('getMatchHistory').length;
    const scoreReads = app.callsTo('getMatchScore').length;

    stream.send({
      type: 'events.recorded',
      seq: 4,
      events: [event({ id: 90, eventType: 'GOAL', teamId: 2, teamName: '한강 FC', userName: '정원정', elapsedMinutes: 20 })],
    });
    expect(await screen.findByLabelText('FC 서울 2점, 한강 FC 2점')).toBeTruthy();
    const log = screen.getByRole('table', { name: '경기 로그' });
    expect(within(log).getByText('정원정')).toBeTruthy();

    stream.send({ type: 'memo.changed', seq: 5, memo: '비가 온다' });
    expect(await screen.findByText('비가 온다')).toBeTruthy();

    stream.send({ type: 'match.changed', seq: 6, matchState: 'HALF_TIME', match: { ...inPlay, matchState: 'HALF_TIME', awayScore: 2 } });
    expect((await screen.findAllByText('하프타임')).length).toBeGreaterThan(0);

    // A duplicate is dropped: the score does not move again.
    stream.send({ type: 'events.recorded', seq: 4, events: [event({ id: 91, eventType: 'GOAL', teamId: 2 })] });
    expect(screen.getByLabelText('FC 서울 2점, 한강 FC 2점')).toBeTruthy();

    expect(app.callsTo('getMatchHistory')).toHaveLength(historyReads);
    expect(app.callsTo('getMatchScore')).toHaveLength(scoreReads);
  });

  it('a full time watched on the match page shows in 팀 경기 기록 read before kick-off, before the list is read again', async () => {
    const before = listItem({ id: 5, title: '봄맞이 친선전', matchState: 'SCHEDULED', homeScore: 0, awayScore: 0 });
    let listAnswers = true;
    const app = renderTeamsApp({
      path: '/teams/1/matches',
      teams: member,
      handlers: {
        ...matchHandlers(inPlay),
        // After the first read the list does not answer: only the stream's message can move it.
        listTeamMatches: ({ query }) =>
          listAnswers ? { content: [before], page: 0, size: Number(query?.size ?? 10), totalElements: 1 } : new Promise(() => undefined),
        getResultsSummary: () => summary,
      },
    });
    const grid = await screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 5000 });
    expect(within(within(grid).getByRole('row', { name: /봄맞이 친선전/ })).getByText('경기 전')).toBeTruthy();
    listAnswers = false;

    act(() => app.location.navigate('/matches/5'));
    await screen.findByLabelText('FC 서울 2점, 한강 FC 1점', undefined, { timeout: 5000 });
    await waitFor(() => expect(open()).toHaveLength(1));
    const stream = open()[0];
    stream.emit('ready', { seq: 3 });
    // The first `ready` reads again what was read before it (this stub answers as before); let that settle.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    stream.send({
      type: 'events.recorded',
      seq: 4,
      events: [event({ id: 90, eventType: 'GOAL', teamId: 2, teamName: '한강 FC', userName: '정원정', elapsedMinutes: 20 })],
    });
    stream.send({ type: 'match.changed', seq: 5, matchState: 'FINISHED', match: { ...inPlay, matchState: 'FINISHED', awayScore: 2 } });
    expect((await screen.findAllByText('경기 종료')).length).toBeGreaterThan(0);

    act(() => app.location.navigate('/teams/1/matches'));
    const row = within(await screen.findByRole('grid', { name: /경기 목록/ })).getByRole('row', { name: /봄맞이 친선전/ });
    expect(within(row).getByText('경기 종료')).toBeTruthy();
    expect(within(row).getByText('2 : 2')).toBeTruthy();
    expect(within(row).queryByText('경기 전')).toBeNull();
  });

  it('says so when the connection is lost and reconnects after the last seq', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers(inPlay) });
      await waitFor(() => expect(open()).toHaveLength(1));
      const first = open()[0];
      first.emit('ready', { seq: 3 });
      first.send({ type: 'lineup.changed', seq: 4 });
      act(() => first.onerror?.(new Event('error')));
      expect(await screen.findByText('다시 연결 중…')).toBeTruthy();
      expect(screen.getByText('다시 연결 중…').closest('[aria-live="polite"]')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(open()).toHaveLength(1));
      expect(open()[0]).not.toBe(first);
      expect(new URL(open()[0].url, 'http://app.test').searchParams.get('lastEventId')).toBe('4');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a finished match opens no stream', async () => {
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: matchHandlers() });
    await screen.findByLabelText('FC 서울 2점, 한강 FC 1점');
    expect(FakeEventSource.all).toHaveLength(0);
  });
});

describe('the team records page follows its matches in play', () => {
  /** The team's records page over these rows, once its table is on the screen. */
  async function renderRecordsPage(rows: ReturnType<typeof listItem>[]) {
    const app = renderTeamsApp({
      path: '/teams/1/matches',
      teams: member,
      handlers: {
        ...matchHandlers(),
        listTeamMatches: ({ query }) => ({ content: rows, page: 0, size: Number(query?.size ?? 10), totalElements: rows.length }),
        getResultsSummary: () => summary,
      },
    });
    await screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 5000 });
    return app;
  }

  it('opens a stream only for matches in play and refetches the list when one changes state', async () => {
    const app = await renderRecordsPage([
      listItem({ id: 5 }),
      listItem({ id: 8, title: '라이브 경기', matchState: 'PLAY_SECOND_HALF', homeScore: 0, awayScore: 0 }),
    ]);
    await waitFor(() => expect(open()).toHaveLength(1));
    const stream = open()[0];
    expect(stream.url).toMatch(/\/api\/v1\/matches\/8\/live\?/);
    stream.emit('ready', { seq: 10 });

    // A goal moves the row's score at once.
    stream.send({ type: 'events.recorded', seq: 11, events: [event({ id: 5, eventType: 'GOAL', teamId: 1 })] });
    const row = screen.getByRole('row', { name: /라이브 경기/ });
    await waitFor(() => expect(within(row).getByText('1 : 0')).toBeTruthy());
    // An own goal is the other side's goal; a goal's derived shot moves nothing here.
    stream.send({
      type: 'events.recorded',
      seq: 12,
      events: [event({ id: 6, eventType: 'OWN_GOAL', teamId: 1 }), event({ id: 7, eventType: 'SHOT', teamId: 1, parentId: 5 })],
    });
    await waitFor(() => expect(within(row).getByText('1 : 1')).toBeTruthy());

    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const listReads = app.callsTo('listTeamMatches').length;
    stream.send({ type: 'match.changed', seq: 13, matchState: 'FINISHED', match: match({ id: 8, matchState: 'FINISHED' }) });
    await waitFor(() => expect(app.callsTo('listTeamMatches').length).toBeGreaterThan(listReads));
  });

  it('follows at most two matches in play: six streams would take every connection the browser has for the server', async () => {
    await renderRecordsPage(
      [3, 4, 5, 6, 7, 8].map((id) => listItem({ id, title: `진행 중 ${id}`, matchState: 'PLAY_FIRST_HALF', homeScore: 0, awayScore: 0 })),
    );
    await waitFor(() => expect(open()).toHaveLength(2));
    expect(open().map((s) => s.url.match(/matches\/(\d+)\/live/)?.[1])).toEqual(['3', '4']);
  });
});
