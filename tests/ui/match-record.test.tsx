// @vitest-environment jsdom
/**
 * The record screen (/matches/{id}/record) through the real app, with a stubbed HTTP client and the
 * in-memory outbox store; and the outbox itself (order, retries, refusals, a "reload").
 */
import type { MatchEvent, MatchPlayers, RecordEventRequest, RecordResult } from '#contract/matches.ts';
import * as pitchCss from '#src/components/ui/pitch.css.ts';
import { pitchPlacement, sideLineup } from '#src/lib/match-lineup.ts';
import { droppedSubstitution, substituteDragType } from '#src/features/match-record/substitution-drag.ts';
import { HttpError, NetworkError } from '#src/lib/http/errors.ts';
import { createMemoryOutboxStore, createOutbox, type OutboxItem } from '#src/lib/outbox.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { match } from './harness.tsx';
import { FakeEventSource } from '../fake-event-source.ts';
import { click, counterOf, counts, findReady, player, press, recorded, renderRecord, score, uuid } from './record-harness.tsx';

describe('the outbox (src/lib/outbox.ts)', () => {
  const item = (clientId: string) => ({ clientId, kind: 'event', endpoint: 'recordEvent' as const, params: { id: 5 } });

  it('sends strictly in order, retrying a network failure before the next item', async () => {
    const sent: string[] = [];
    let failOnce = true;
    const box = createOutbox({
      store: createMemoryOutboxStore(),
      matchId: 5,
      sleep: async () => undefined,
      send: async (i) => {
        if (i.clientId === 'a' && failOnce) {
          failOnce = false;
          throw new NetworkError('recordEvent');
        }
        sent.push(i.clientId);
      },
    });
    await box.add(item('a'));
    await box.add(item('b'));
    await box.add(item('c'));
    await box.idle();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(box.getState().pending).toBe(0);
  });

  it('retries a 5xx but drops a 4xx refusal and reports it', async () => {
    const refused: string[] = [];
    const sent: string[] = [];
    let failures = 0;
    const box = createOutbox({
      store: createMemoryOutboxStore(),
      matchId: 5,
      sleep: async () => undefined,
      onRefused: (i, e) => refused.push(`${i.clientId}:${e.message}`),
      send: async (i) => {
        if (i.clientId === 'a' && failures++ < 2) throw new HttpError({ endpoint: 'recordEvent', status: 503, code: null, message: 'busy' });
        if (i.clientId === 'b') throw new HttpError({ endpoint: 'recordEvent', status: 409, code: 6021, message: '경기 중이 아닙니다.' });
        sent.push(i.clientId);
      },
    });
    await box.add(item('a'));
    await box.add(item('b'));
    await box.add(item('c'));
    await box.idle();
    expect(sent).toEqual(['a', 'c']);
    expect(refused).toEqual(['b:경기 중이 아닙니다.']);
  });

  it('a kick while a send is failing retries at once instead of sleeping out the backoff', async () => {
    const sent: string[] = [];
    const waits: number[] = [];
    let box: ReturnType<typeof createOutbox> | null = null;
    let tries = 0;
    box = createOutbox({
      store: createMemoryOutboxStore(),
      matchId: 5,
      // A backoff nobody ends but a kick.
      sleep: (ms, signal) =>
        new Promise((resolve) => {
          waits.push(ms);
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
      send: async (i) => {
        if (tries++ === 0) {
          box!.kick(); // the 'online' event lands while this request is failing
          throw new NetworkError('recordEvent');
        }
        sent.push(i.clientId);
      },
    });
    await box.add(item('a'));
    await box.idle();
    expect(sent).toEqual(['a']);
    expect(waits).toEqual([]);
  });

  it('survives a reload: a new outbox over the same store sends what was left, in order', async () => {
    const store = createMemoryOutboxStore();
    const first = createOutbox({
      store,
      matchId: 5,
      sleep: () => new Promise(() => undefined),
      send: async () => {
        throw new NetworkError('recordEvent');
      },
    });
    await first.add(item('a'));
    await first.add(item('b'));
    first.stop();
    expect((await store.list(5)).map((i: OutboxItem) => i.clientId)).toEqual(['a', 'b']);
    const sent: string[] = [];
    const second = createOutbox({ store, matchId: 5, send: async (i) => void sent.push(i.clientId) });
    await second.start();
    await second.idle();
    expect(sent).toEqual(['a', 'b']);
    expect(await store.list(5)).toEqual([]);
  });
});

describe('the record screen', () => {
  it('records a team shot with a UUID clientId and shows it at once', async () => {
    const app = renderRecord({ handlers: { recordEvent: () => new Promise(() => undefined) } });
    const add = await findReady('FC 서울 슈팅 추가');
    expect(counterOf(add)).toContain('0');
    await press('FC 서울 슈팅 추가');
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' }))).toContain('1');
    await waitFor(() => expect(app.callsTo('recordEvent')).toHaveLength(1));
    const body = app.callsTo('recordEvent')[0]!.body as RecordEventRequest;
    expect(body).toMatchObject({ teamId: 1, matchUserId: null, eventType: 'SHOT' });
    expect(body.clientId).toMatch(uuid);
    expect(await screen.findByText('전송 대기 1건')).toBeTruthy();
    expect(screen.getByRole('button', { name: '되돌리기' })).toBeTruthy();
  });

  it('되돌리기 takes the newest write back: its counter returns, the cancel of that row follows the write, and the offer goes', async () => {
    // A server that keeps what it was sent: the re-read after the outbox drains shows what it holds.
    let log: MatchEvent[] = [];
    let written: RecordResult | null = null;
    const app = renderRecord({
      handlers: {
        recordEvent: ({ body }) => {
          written = recorded(body as RecordEventRequest);
          log = [...log, ...written.events];
          return written;
        },
        cancelEvent: ({ params }) => {
          log = log.filter((e) => e.id !== Number(params?.id));
          return undefined;
        },
        getMatchHistory: () => log,
        getMatchScore: () => ({ ...score(), homeScore: { ...counts(), shotCount: log.filter((e) => e.eventType === 'SHOT').length } }),
      },
    });
    await findReady('FC 서울 슈팅 추가');
    await press('FC 서울 슈팅 추가');
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' }))).toContain('1');
    const offer = screen.getByRole('button', { name: '되돌리기' });
    expect(offer.closest('[role="status"]')!.textContent).toContain('슈팅');
    await press('되돌리기');
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' }))).toContain('0');
    expect(screen.queryByRole('button', { name: '되돌리기' })).toBeNull();
    await waitFor(() => expect(app.callsTo('cancelEvent')).toHaveLength(1));
    expect(app.callsTo('cancelEvent')[0]!.params).toEqual({ id: written!.events[0]!.id });
    await waitFor(() => expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' }))).toContain('0'));
  });

  it('a goal moves the big score and its derived shots at once', async () => {
    renderRecord({ handlers: { recordEvent: () => new Promise(() => undefined) } });
    await findReady('FC 서울 득점 추가');
    await press('FC 서울 득점 추가');
    expect(screen.getByRole('region', { name: 'FC 서울 1점, 한강 FC 0점' })).toBeTruthy();
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 유효 슈팅 추가' }))).toContain('1');
  });

  it('a refused write (409) shows the server message, drops the item and re-reads the match', async () => {
    const app = renderRecord({
      handlers: {
        recordEvent: () => {
          throw new HttpError({ endpoint: 'recordEvent', status: 409, code: 6021, message: '진행 중인 경기가 아닙니다.' });
        },
      },
    });
    await findReady('한강 FC 코너 킥 추가');
    const scoreReads = app.callsTo('getMatchScore').length;
    await press('한강 FC 코너 킥 추가');
    expect(await screen.findByText('진행 중인 경기가 아닙니다.')).toBeTruthy();
    expect(await screen.findByText('모두 전송됨')).toBeTruthy();
    await waitFor(() => expect(app.callsTo('getMatchScore').length).toBeGreaterThan(scoreReads));
    expect(app.store.items.size).toBe(0);
    await waitFor(() => expect(counterOf(screen.getByRole('button', { name: '한강 FC 코너 킥 추가' }))).toContain('0'));
  });

  it('keeps unsent writes across a reload and sends them in order', async () => {
    const store = createMemoryOutboxStore();
    renderRecord({ store, handlers: { recordEvent: () => new Promise(() => undefined) } });
    await findReady('FC 서울 파울 추가');
    await press('FC 서울 파울 추가');
    await press('FC 서울 오프 사이드 추가');
    await waitFor(() => expect(store.items.size).toBe(2));
    cleanup();
    const again = renderRecord({ store });
    await waitFor(() => expect(again.callsTo('recordEvent')).toHaveLength(2));
    expect(again.callsTo('recordEvent').map((c) => (c.body as RecordEventRequest).eventType)).toEqual(['FOUL', 'OFFSIDE']);
    await waitFor(() => expect(store.items.size).toBe(0));
  });

  it('after a reload, the writes still waiting are on the screen again (replayed, not queued twice)', async () => {
    const store = createMemoryOutboxStore();
    renderRecord({ store, handlers: { recordEvent: () => new Promise(() => undefined) } });
    await findReady('FC 서울 득점 추가');
    await press('FC 서울 득점 추가');
    await press('한강 FC 코너 킥 추가');
    await waitFor(() => expect(store.items.size).toBe(2));
    cleanup();
    // The server still knows nothing of them: its reads answer the score before the taps.
    const again = renderRecord({ store, handlers: { recordEvent: () => new Promise(() => undefined) } });
    expect(await screen.findByRole('region', { name: 'FC 서울 1점, 한강 FC 0점' })).toBeTruthy();
    await waitFor(() => expect(counterOf(screen.getByRole('button', { name: '한강 FC 코너 킥 추가' }))).toContain('1'));
    expect(screen.getByText('전송 대기 2건')).toBeTruthy();
    expect(store.items.size).toBe(2);
    expect(again.callsTo('recordEvent').map((c) => (c.body as RecordEventRequest).eventType)).toEqual(['GOAL']);
  });

  it('asks before starting the first half, then sends the time change', async () => {
    const app = renderRecord({
      state: match({ id: 5, homeTeamId: 1, awayTeamId: 2, matchState: 'SCHEDULED', serverNow: new Date().toISOString() }),
      handlers: { updateMatchTime: () => new Promise(() => undefined) },
    });
    expect(await screen.findByText('경기가 시작되지 않았습니다. 전반 시작 후 기록할 수 있습니다.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' })).toHaveProperty('disabled', true);
    await press('전반 시작');
    const dialog = await screen.findByRole('alertdialog', { name: '전반 시작하시겠습니까?' });
    // The particle follows the label's last syllable (시작 → 을), not a written-out '을(를)'.
    expect(within(dialog).getByText('지금 시각으로 전반 시작을 기록합니다.')).toBeTruthy();
    expect(app.callsTo('updateMatchTime')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: '전반 시작' }));
    await waitFor(() => expect(app.callsTo('updateMatchTime')).toHaveLength(1));
    expect(app.callsTo('updateMatchTime')[0]!.body).toEqual({ halfType: 'FIRST_HALF', timeType: 'START_TIME' });
    expect(await screen.findByRole('button', { name: '전반 종료' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' })).toHaveProperty('disabled', false);
  });

  it('a finished match: the clock says 경기 종료 (never 게임) and the score names the sides 홈 and 원정', async () => {
    renderRecord({
      state: match({
        id: 5,
        homeTeamId: 1,
        homeTeamName: 'FC 서울',
        awayTeamId: 2,
        awayTeamName: '한강 FC',
        matchState: 'FINISHED',
        serverNow: new Date().toISOString(),
      }),
    });
    const ended = await screen.findByRole('button', { name: '경기 종료' }, { timeout: 5000 });
    expect(ended).toHaveProperty('disabled', true);
    expect(screen.queryByText(/게임/)).toBeNull();
    expect(screen.getByText('홈')).toBeTruthy();
    expect(screen.getByText('원정')).toBeTruthy();
    expect(screen.queryByText(/^(Home|Away)$/)).toBeNull();
  });

  it('substitutes a pitch player for a bench player after confirmation', async () => {
    const app = renderRecord({ handlers: { recordExchange: () => new Promise(() => undefined) } });
    const onPitch = await screen.findByRole('list', { name: 'FC 서울 출전 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');
    await click(within(onPitch).getByRole('button', { name: '10 김철수' }));
    await press('교체');
    await click(within(screen.getByRole('group', { name: '교체 선수' })).getByRole('button', { name: '14 이영희' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 교체하시겠습니까?' });
    // Who goes off and who comes on, in Korean, each beside their player.
    expect(within(dialog).getByText('나가는 선수').nextElementSibling?.textContent).toBe('10 김철수');
    expect(within(dialog).getByText('들어가는 선수').nextElementSibling?.textContent).toBe('14 이영희');
    expect(within(dialog).queryByText(/^(Out|In)$/)).toBeNull();
    await click(within(dialog).getByRole('button', { name: '교체하기' }));
    await waitFor(() => expect(app.callsTo('recordExchange')).toHaveLength(1));
    const body = app.callsTo('recordExchange')[0]!.body as { clientId: string; fromMatchUserId: number; toMatchUserId: number };
    expect(body).toMatchObject({ fromMatchUserId: 11, toMatchUserId: 12 });
    expect(body.clientId).toMatch(uuid);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'FC 서울 출전 선수' })).getByRole('button', { name: /이영희/ })).toBeTruthy());
  });

  it('the − of a team counter cancels the newest main event of that kind and team', async () => {
    const row = (id: number, teamId: number, eventType: MatchEvent['eventType'], parentId: number | null = null): MatchEvent => ({
      id,
      clientId: null,
      eventType,
      teamId,
      teamName: teamId === 1 ? 'FC 서울' : '한강 FC',
      matchUserId: null,
      userId: null,
      userName: null,
      parentId,
      recordedByTeamId: 1,
      halfType: 'FIRST_HALF',
      elapsedMinutes: 3,
      createdAt: new Date().toISOString(),
    });
    const history = [row(1, 1, 'SHOT'), row(2, 1, 'SHOT'), row(3, 2, 'SHOT'), row(4, 1, 'GOAL'), row(5, 1, 'SHOT', 4)];
    const app = renderRecord({
      handlers: {
        getMatchHistory: () => history,
        getMatchScore: () => ({
          ...score(),
          homeScore: { ...counts(), goalCount: 1, shotCount: 3, validShotCount: 1 },
          awayScore: { ...counts(), shotCount: 1 },
        }),
        cancelEvent: () => new Promise(() => undefined),
      },
    });
    await findReady('FC 서울 슈팅 취소');
    await press('FC 서울 슈팅 취소');
    await waitFor(() => expect(app.callsTo('cancelEvent')).toHaveLength(1));
    const sent = app.callsTo('cancelEvent')[0]!;
    expect(sent.params).toEqual({ id: 2 });
    expect(String((sent.query as { clientId: string }).clientId)).toMatch(uuid);
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 취소' }))).toContain('2');
    expect(counterOf(screen.getByRole('button', { name: '한강 FC 슈팅 취소' }))).toContain('1');
  });

  it("a row the other side's admin recorded carries 상대 팀 기록 and is never taken back: the − takes back the newest of this admin's own", async () => {
    const row = (id: number, recordedByTeamId: number): MatchEvent => ({
      id,
      clientId: null,
      eventType: 'SHOT',
      teamId: 1,
      teamName: 'FC 서울',
      matchUserId: null,
      userId: null,
      userName: null,
      parentId: null,
      recordedByTeamId,
      halfType: 'FIRST_HALF',
      elapsedMinutes: id,
      createdAt: new Date().toISOString(),
    });
    // Shot 2 of FC 서울 was recorded by 한강 FC's admin (both sides may record both teams).
    const app = renderRecord({
      handlers: {
        getMatchHistory: () => [row(1, 1), row(2, 2)],
        getMatchScore: () => ({ ...score(), homeScore: { ...counts(), shotCount: 2 } }),
        cancelEvent: () => new Promise(() => undefined),
      },
    });
    await findReady('FC 서울 슈팅 취소');
    const log = await screen.findByRole('list', { name: '경기 로그' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.includes('상대 팀 기록'))).toEqual([false, true]);
    await press('FC 서울 슈팅 취소');
    await waitFor(() => expect(app.callsTo('cancelEvent')).toHaveLength(1));
    expect(app.callsTo('cancelEvent')[0]!.params).toEqual({ id: 1 });
    // Only the other side's row is left: nothing of FC 서울's shots is this admin's to take back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'FC 서울 슈팅 취소' })).toHaveProperty('disabled', true));
    expect(app.callsTo('cancelEvent')).toHaveLength(1);
  });

  it("시작 취소 is kept apart from the clock's main button: behind 더보기, outside its group, and still asks first", async () => {
    const app = renderRecord({ handlers: { cancelKickoff: () => new Promise(() => undefined) } });
    const main = await findReady('전반 종료');
    // One slip beside 전반 종료 must not reach the destructive step: it is not there until asked for.
    expect(screen.queryByRole('button', { name: '시작 취소' })).toBeNull();
    const more = screen.getByRole('button', { name: '더보기' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(main.parentElement!.contains(more)).toBe(false);
    await click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const cancel = screen.getByRole('button', { name: '시작 취소' });
    expect(main.parentElement!.contains(cancel)).toBe(false);
    expect(document.getElementById(more.getAttribute('aria-controls')!)!.contains(cancel)).toBe(true);
    await click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: '경기 시작을 취소하시겠습니까?' });
    expect(app.callsTo('cancelKickoff')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: '시작 취소' }));
    await waitFor(() => expect(app.callsTo('cancelKickoff')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '전반 시작' })).toBeTruthy();
    // Nothing to cancel before kick-off: no disclosure at all.
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('kick-off waits for the other team to accept the request: the start is disabled and says why', async () => {
    const pending = match({ id: 5, matchState: 'SCHEDULED', ownerTeamId: 1, requestState: 'PENDING', serverNow: new Date().toISOString() });
    const app = renderRecord({ state: pending });
    const start = await screen.findByRole('button', { name: '전반 시작' }, { timeout: 5000 });
    expect(start).toHaveProperty('disabled', true);
    const reason = screen.getByText('상대 팀이 경기 요청을 수락하기 전에는 경기를 시작할 수 없습니다. (수락 대기 중)');
    expect(start.getAttribute('aria-describedby')).toBe(reason.id);
    await click(start);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.callsTo('updateMatchTime')).toHaveLength(0);
  });

  it("the invited team's admin reads that the consent is theirs to give", async () => {
    renderRecord({ state: match({ id: 5, matchState: 'SCHEDULED', ownerTeamId: 2, requestState: 'PENDING', serverNow: new Date().toISOString() }) });
    const start = await screen.findByRole('button', { name: '전반 시작' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByText('우리 팀이 이 경기 요청을 수락하기 전에는 경기를 시작할 수 없습니다. (수락 대기 중)')).toBeTruthy());
    expect(start).toHaveProperty('disabled', true);
  });

  it('an accepted match starts as before: no waiting note', async () => {
    renderRecord({ state: match({ id: 5, matchState: 'SCHEDULED', serverNow: new Date().toISOString() }) });
    await findReady('전반 시작');
    expect(screen.queryByText(/수락 대기 중/)).toBeNull();
  });

  it('saves the memo once, about 800 ms after the admin stops typing', async () => {
    const app = renderRecord({ handlers: { saveMatchMemo: ({ body }) => ({ matchId: 5, memo: (body as { memo: string }).memo }) } });
    await findReady('FC 서울 슈팅 추가');
    // The memo is built in the render after the first paint (decision 047).
    const memo = await screen.findByRole('textbox', { name: '간편 메모' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => fireEvent.change(memo, { target: { value: '전반' } }));
      act(() => vi.advanceTimersByTime(500));
      act(() => fireEvent.change(memo, { target: { value: '전반 압박 좋음' } }));
      act(() => vi.advanceTimersByTime(700));
      expect(app.callsTo('saveMatchMemo')).toHaveLength(0);
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(app.callsTo('saveMatchMemo')).toHaveLength(1));
    expect(app.callsTo('saveMatchMemo')[0]!.body).toEqual({ memo: '전반 압박 좋음' });
  });

  it('follows the live stream through the shared client: while a write waits, the log follows but the counters are not re-read', async () => {
    FakeEventSource.all = [];
    FakeEventSource.deliver = (run) => act(run);
    const emit = (type: string, data: unknown) => FakeEventSource.all.at(-1)?.emit(type, data);
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      const app = renderRecord({ handlers: { recordEvent: () => new Promise(() => undefined) } });
      await findReady('FC 서울 슈팅 추가');
      await waitFor(() => expect(FakeEventSource.all.filter((s) => !s.closed)).toHaveLength(1));
      expect(FakeEventSource.all[0]!.url).toMatch(/^\/api\/v1\/matches\/5\/live\?access_token=/);

      // The first `ready` re-reads what was read before the stream began (nothing waits yet).
      const readsBefore = app.callsTo('getMatchScore').length;
      emit('ready', { seq: 3 });
      await waitFor(() => expect(app.callsTo('getMatchScore').length).toBeGreaterThan(readsBefore));

      await press('FC 서울 슈팅 추가');
      expect(await screen.findByText('전송 대기 1건')).toBeTruthy();
      const scoreReads = app.callsTo('getMatchScore').length;
      const other = recorded({ clientId: crypto.randomUUID(), teamId: 2, matchUserId: null, eventType: 'CORNER_KICK', description: '' });
      emit('events.recorded', { type: 'events.recorded', seq: 4, events: other.events });
      emit('memo.changed', { type: 'memo.changed', seq: 5, memo: '비가 온다' });
      expect(await screen.findByDisplayValue('비가 온다')).toBeTruthy();
      const log = screen.getByRole('list', { name: '경기 로그' });
      // The log follows in the render after the frame (decision 103), so it is waited for.
      await waitFor(() =>
        expect(
          within(log)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual([expect.stringContaining('FC 서울'), expect.stringContaining('한강 FC')]),
      );
      // The pending shot stays on the screen: no re-read of the counters while it waits.
      expect(app.callsTo('getMatchScore')).toHaveLength(scoreReads);
      expect(counterOf(screen.getByRole('button', { name: 'FC 서울 슈팅 추가' }))).toContain('1');
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows when the browser is offline and how many writes wait', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderRecord({ handlers: { recordEvent: () => new Promise(() => undefined) } });
      await findReady('FC 서울 경고 추가');
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByText('오프라인')).toBeTruthy();
      await press('FC 서울 경고 추가');
      await press('FC 서울 경고 추가');
      expect(await screen.findByText('전송 대기 2건')).toBeTruthy();
    } finally {
      online.mockRestore();
      // Back online for the tests after this one: TanStack Query's online manager is module-wide and
      // would otherwise keep every later query paused.
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });
});

/** The marker's list item stands on this grid row and column (0-based; row 0 at the halfway line). */
function expectCell(button: HTMLElement, row: number, column: number) {
  const classes = button.closest('li')!.classList;
  expect(classes.contains(pitchCss.row[row]!)).toBe(true);
  expect(classes.contains(pitchCss.column[column]!)).toBe(true);
}

/**
 * A native drop as the browser delivers it after a mouse or touch drag: React Aria's useDrop (behind
 * DropTargetButton) reads the same DataTransfer shape, so this runs the very handler a real drag ends in.
 */
async function dropOn(target: HTMLElement, type: string, value: string) {
  const data: Record<string, string> = { [type]: value, 'text/plain': value };
  const dataTransfer = {
    types: Object.keys(data),
    items: Object.keys(data).map((t) => ({ kind: 'string', type: t })),
    getData: (t: string) => data[t] ?? '',
    effectAllowed: 'move',
    dropEffect: 'none',
    files: [],
  };
  await act(async () => {
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
  });
}

/** Home: 김철수 (cell 5) went off for 이영희; 박지성 (cell 27) was sent off; 최민호 still waits on the bench. */
const afterChanges = (): MatchPlayers => ({
  homeTeam: {
    starters: [
      player({ subOut: true }),
      player({ id: 13, name: '박지성', number: 1, matchGrid: null, matchPosition: null, redCards: 1, sentOff: true }),
      player({ id: 15, name: '손흥민', number: 7, matchGrid: 12, goals: 2, yellowCards: 1 }),
    ],
    substitutes: [
      player({ id: 12, name: '이영희', number: 14, role: 'SUB_PLAYER', matchGrid: 5, subIn: true }),
      player({ id: 16, name: '최민호', number: 20, role: 'SUB_PLAYER', matchPosition: null, matchGrid: null }),
    ],
  },
  awayTeam: {
    starters: [player({ id: 21, teamId: 2, name: '박민수', number: 7, matchGrid: 27 })],
    substitutes: [player({ id: 22, teamId: 2, name: '정우성', number: 9, role: 'SUB_PLAYER', matchGrid: null })],
  },
});

describe('who stands where (match-record.cache.ts, substitution-drag.ts)', () => {
  it('puts the players on the pitch at their cells and everyone else on the bench, available first', () => {
    const lineup = sideLineup(afterChanges().homeTeam);
    expect(lineup.onPitch.map((p) => p.name)).toEqual(['손흥민', '이영희']);
    expect(lineup.bench.map((p) => p.name)).toEqual(['최민호', '김철수', '박지성']);
    const { cells, unplaced } = pitchPlacement(lineup.onPitch);
    expect([...cells].map(([cell, p]) => `${cell}:${p.name}`)).toEqual(['12:손흥민', '5:이영희']);
    expect(unplaced).toEqual([]);
  });

  it('lists apart a player on the pitch without a cell of their own', () => {
    const twin = player({ id: 30, name: '둘째', matchGrid: 5 });
    const noCell = player({ id: 31, name: '셋째', matchGrid: null });
    const { cells, unplaced } = pitchPlacement([player({}), twin, noCell]);
    expect(cells.get(5)?.name).toBe('김철수');
    expect(unplaced.map((p) => p.name)).toEqual(['둘째', '셋째']);
  });

  it('a drop proposes a substitution only for a bench player of the same team who can come on, onto one who can go off', () => {
    const home = afterChanges().homeTeam;
    const bench = sideLineup(home).bench;
    const scorer = home.starters[2]!;
    expect(droppedSubstitution('16', scorer, bench)).toEqual({ out: scorer, in: home.substitutes[1] });
    expect(droppedSubstitution('11', scorer, bench)).toBeNull(); // substituted out already
    expect(droppedSubstitution('13', scorer, bench)).toBeNull(); // sent off
    expect(droppedSubstitution('22', scorer, [...bench, ...afterChanges().awayTeam.substitutes])).toBeNull(); // the other team
    expect(droppedSubstitution('16', home.substitutes[0]!, bench)).toBeNull(); // came on: not substituted again
    expect(substituteDragType(1)).not.toBe(substituteDragType(2));
  });
});

describe('the pitch on the record screen', () => {
  it('shows each player on their grid cell with number, name and marks, and selects them for the player panel', async () => {
    renderRecord({ handlers: { getMatchPlayers: () => afterChanges() } });
    const pitch = await screen.findByRole('list', { name: 'FC 서울 출전 선수' }, { timeout: 5000 });
    const scorer = within(pitch).getByRole('button', { name: '7 손흥민 (2골, 옐로 카드)' });
    expectCell(scorer, 2, 2); // cell 12
    expect(scorer.textContent).toContain('7');
    const cameOn = within(pitch).getByRole('button', { name: '14 이영희 (교체 투입)' });
    expectCell(cameOn, 1, 0); // cell 5, inherited from 김철수
    expectCell(within(screen.getByRole('list', { name: '한강 FC 출전 선수' })).getByRole('button', { name: '7 박민수' }), 5, 2); // the goalkeeper's cell 27

    expect(scorer.getAttribute('aria-pressed')).toBe('false');
    await click(scorer);
    expect(scorer.getAttribute('aria-pressed')).toBe('true');
    expect(await findReady('손흥민 득점 추가')).toBeTruthy();
    expect(screen.getByText('7 손흥민')).toBeTruthy();
  });

  it('derives the bench after a substitution and a red card: who can come on, and who cannot and why', async () => {
    renderRecord({ handlers: { getMatchPlayers: () => afterChanges() } });
    const bench = await screen.findByRole('list', { name: 'FC 서울 교체 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');
    const rows = within(bench).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual(['20최민호', '10김철수교체 아웃', '1박지성퇴장']);
    expect(within(bench).getByRole('button', { name: '최민호 끌어서 교체' })).toHaveProperty('disabled', false);
    expect(within(bench).queryByRole('button', { name: '김철수 끌어서 교체' })).toBeNull();
    expect(within(bench).queryByRole('button', { name: '박지성 끌어서 교체' })).toBeNull();
    expect(within(bench).getByRole('button', { name: '1 박지성 (퇴장)' })).toBeTruthy();
    const pitch = screen.getByRole('list', { name: 'FC 서울 출전 선수' });
    expect(within(pitch).queryByRole('button', { name: /김철수|박지성/ })).toBeNull();
  });

  it('a bench player dropped on a pitch player opens the confirmation; confirming sends the exchange', async () => {
    const app = renderRecord({ handlers: { getMatchPlayers: () => afterChanges(), recordExchange: () => new Promise(() => undefined) } });
    const pitch = await screen.findByRole('list', { name: 'FC 서울 출전 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');
    const scorer = within(pitch).getByRole('button', { name: /손흥민/ });

    // A player who cannot come on, or a drag of the other team, proposes nothing.
    await dropOn(scorer, substituteDragType(1), '11');
    await dropOn(scorer, substituteDragType(2), '22');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await dropOn(scorer, substituteDragType(1), '16');
    const dialog = await screen.findByRole('alertdialog', { name: '정말 교체하시겠습니까?' });
    expect(within(dialog).getByText('7 손흥민')).toBeTruthy();
    expect(within(dialog).getByText('20 최민호')).toBeTruthy();
    expect(app.callsTo('recordExchange')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: '교체하기' }));
    await waitFor(() => expect(app.callsTo('recordExchange')).toHaveLength(1));
    expect(app.callsTo('recordExchange')[0]!.body).toMatchObject({ fromMatchUserId: 15, toMatchUserId: 16 });
    await waitFor(() => expectCell(within(screen.getByRole('list', { name: 'FC 서울 출전 선수' })).getByRole('button', { name: /최민호/ }), 2, 2));
    expect(within(screen.getByRole('list', { name: 'FC 서울 교체 선수' })).getByRole('button', { name: /손흥민.*교체 아웃/ })).toBeTruthy();
  });

  it('a second yellow is a red card on the screen at once, as the server will write it: the log shows it and the player leaves the pitch', async () => {
    renderRecord({ handlers: { getMatchPlayers: () => afterChanges(), recordEvent: () => new Promise(() => undefined) } });
    const pitch = await screen.findByRole('list', { name: 'FC 서울 출전 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');
    await click(within(pitch).getByRole('button', { name: '7 손흥민 (2골, 옐로 카드)' }));
    await press('손흥민 옐로 카드 추가');

    const log = await screen.findByRole('list', { name: '경기 로그' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('손흥민옐로 카드'), expect.stringContaining('손흥민레드 카드')]);
    expect(within(screen.getByRole('list', { name: 'FC 서울 출전 선수' })).queryByRole('button', { name: /손흥민/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'FC 서울 교체 선수' })).getByRole('button', { name: /손흥민.*퇴장/ })).toBeTruthy();
    // The card's derived warning and foul count for the team, as they will on the server.
    expect(counterOf(screen.getByRole('button', { name: 'FC 서울 파울 추가' }))).toContain('1');
  });

  it('a player substituted off or sent off shows why and offers no event button: nothing is recorded or sent for them', async () => {
    const app = renderRecord({ handlers: { getMatchPlayers: () => afterChanges() } });
    const bench = await screen.findByRole('list', { name: 'FC 서울 교체 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');

    await click(within(bench).getByRole('button', { name: '10 김철수 (교체 아웃)' }));
    const panel = screen.getByRole('region', { name: '선택한 선수' });
    expect(within(panel).getByText('10 김철수')).toBeTruthy();
    expect(within(panel).getByText('교체되어 나간 선수')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '김철수 득점 추가' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /추가$/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: '교체' })).toBeNull();

    await click(within(bench).getByRole('button', { name: '1 박지성 (퇴장)' }));
    expect(within(panel).getByText('퇴장')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '박지성 득점 추가' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /추가$/ })).toBeNull();
    // The red card can still be taken back: a mistaken one must not stay.
    expect(within(panel).getByRole('button', { name: '박지성 레드 카드 취소' })).toBeTruthy();

    expect(screen.queryByText(/기록됨/)).toBeNull();
    expect(app.callsTo('recordEvent')).toHaveLength(0);
  });

  it('a bench player offers only 교체 투입: the pitch player going off is picked, then confirmed', async () => {
    const app = renderRecord({ handlers: { getMatchPlayers: () => afterChanges(), recordExchange: () => new Promise(() => undefined) } });
    const bench = await screen.findByRole('list', { name: 'FC 서울 교체 선수' }, { timeout: 5000 });
    await findReady('FC 서울 슈팅 추가');
    await click(within(bench).getByRole('button', { name: '20 최민호' }));
    const panel = screen.getByRole('region', { name: '선택한 선수' });
    expect(within(panel).queryByRole('button', { name: '최민호 득점 추가' })).toBeNull();
    await click(within(panel).getByRole('button', { name: '교체 투입' }));
    // 이영희 came on herself: she is not substituted again, so only 손흥민 can make room.
    const goingOff = within(panel).getByRole('group', { name: '출전 선수' });
    expect(
      within(goingOff)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['7 손흥민']);
    await click(within(goingOff).getByRole('button', { name: '7 손흥민' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 교체하시겠습니까?' });
    await click(within(dialog).getByRole('button', { name: '교체하기' }));
    await waitFor(() => expect(app.callsTo('recordExchange')).toHaveLength(1));
    expect(app.callsTo('recordExchange')[0]!.body).toMatchObject({ fromMatchUserId: 15, toMatchUserId: 16 });
  });

  it('takes no drop and offers no drag before kick-off', async () => {
    renderRecord({
      state: match({
        id: 5,
        homeTeamId: 1,
        awayTeamId: 2,
        homeTeamName: 'FC 서울',
        awayTeamName: '한강 FC',
        matchState: 'SCHEDULED',
        serverNow: new Date().toISOString(),
      }),
      handlers: { getMatchPlayers: () => afterChanges() },
    });
    const pitch = await screen.findByRole('list', { name: 'FC 서울 출전 선수' }, { timeout: 5000 });
    await screen.findByText('경기가 시작되지 않았습니다. 전반 시작 후 기록할 수 있습니다.');
    // The bench comes in the render after the first (src/lib/after-first-paint.tsx).
    expect(await screen.findByRole('button', { name: '최민호 끌어서 교체' })).toHaveProperty('disabled', true);
    await dropOn(within(pitch).getByRole('button', { name: /손흥민/ }), substituteDragType(1), '16');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
