import type { Match, MatchEvent, MatchMemo, MatchScore } from '#contract/matches.ts';
import {
  applyLiveMessage,
  followMatchLive,
  sessionConnection,
  subscribeToMatch,
  subscribeToStream,
  tokenExpiresSoon,
  type LiveMessage,
  type LiveStatus,
} from '#src/lib/live-stream.ts';
import { livePositionHeader } from '#contract/matches.ts';
import { readWithPosition } from '#src/lib/live-position.ts';
import { emptyCounts } from '#machines/match.scoring.ts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { FakeEventSource } from '../fake-event-source.ts';
import { match as harnessMatch } from '../ui/harness.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchKeys } from '#src/lib/queries/keys.ts';
import type { ScrimmageLiveMessage } from '#contract/scrimmage-extras.ts';
import { scrimmageStream } from '#src/features/scrimmage/play/use-scrimmage-live.ts';

const HOME = 1;
const AWAY = 2;
const MATCH = 5;

/** The harness's match, in its first half as this file's streams find it. */
const match = (over: Partial<Match> = {}): Match =>
  harnessMatch({ matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: '2026-11-30T01:00:00.000Z', serverNow: '2026-11-30T01:10:00.000Z', ...over });

let nextMinute = 0;
function event(id: number, eventType: MatchEvent['eventType'], teamId: number, over: Partial<MatchEvent> = {}): MatchEvent {
  nextMinute += 1;
  return {
    id,
    clientId: null,
    eventType,
    teamId,
    teamName: teamId === HOME ? 'FC 서울' : '한강 FC',
    matchUserId: null,
    userId: null,
    userName: null,
    parentId: null,
    recordedByTeamId: HOME,
    halfType: 'FIRST_HALF',
    elapsedMinutes: nextMinute,
    createdAt: new Date(Date.UTC(2026, 10, 30, 1, nextMinute)).toISOString(),
    ...over,
  };
}

function emptyScore(): MatchScore {
  return { matchId: MATCH, homeTeamId: HOME, awayTeamId: AWAY, homeScore: emptyCounts(), awayScore: emptyCounts() };
}

/** A query client holding the match page's caches, as they would be after the page loaded. */
function loadedClient(history: MatchEvent[] = [], score: MatchScore = emptyScore(), info: Match = match()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(matchKeys.info(MATCH), info);
  client.setQueryData(matchKeys.score(MATCH), score);
  client.setQueryData(matchKeys.history(MATCH), history);
  client.setQueryData(matchKeys.players(MATCH), { homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } });
  client.setQueryData(matchKeys.summary(MATCH), { placeholder: true });
  client.setQueryData(matchKeys.memo(MATCH), { matchId: MATCH, memo: null } satisfies MatchMemo);
  return client;
}

const historyOf = (client: QueryClient) => client.getQueryData<MatchEvent[]>(matchKeys.history(MATCH)) ?? [];
const scoreOf = (client: QueryClient) => client.getQueryData<MatchScore>(matchKeys.score(MATCH));
const isInvalid = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('applyLiveMessage', () => {
  it('appends recorded events to the history and counts them into the score', () => {
    const client = loadedClient();
    const goal = event(10, 'GOAL', HOME);
    const shot = event(11, 'SHOT', HOME, { parentId: 10 });
    const valid = event(12, 'VALID_SHOT', HOME, { parentId: 10 });
    const corner = event(13, 'CORNER_KICK', AWAY);
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 3, events: [goal, shot, valid] });
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 4, events: [corner] });

    expect(historyOf(client).map((e) => e.id)).toEqual([10, 11, 12, 13]);
    const score = scoreOf(client);
    expect(score?.homeScore).toEqual({ ...emptyCounts(), goalCount: 1, shotCount: 1, validShotCount: 1 });
    expect(score?.awayScore).toEqual({ ...emptyCounts(), cornerKickCount: 1 });
    expect(client.getQueryData<Match>(matchKeys.info(MATCH))).toMatchObject({ homeScore: 1, awayScore: 0 });
    // Per-player counters and the summary are the server's to compute.
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(true);
    expect(isInvalid(client, matchKeys.summary(MATCH))).toBe(true);
  });

  it('counts offside, foul and warning rows like the server, card rows only as cards', () => {
    const client = loadedClient();
    applyLiveMessage(client, MATCH, {
      type: 'events.recorded',
      seq: 1,
      events: [
        event(1, 'YELLOW_CARD', AWAY),
        event(2, 'WARNING', AWAY, { parentId: 1 }),
        event(3, 'FOUL', AWAY, { parentId: 1 }),
        event(4, 'OFFSIDE', AWAY),
        event(5, 'ASSIST', AWAY),
      ],
    });
    expect(scoreOf(client)?.awayScore).toEqual({ ...emptyCounts(), warningCount: 1, foulCount: 1, offsideCount: 1 });
    expect(scoreOf(client)?.homeScore).toEqual(emptyCounts());
  });

  it('gives an own goal to the opponent and counts it as the own team’s own goal', () => {
    const client = loadedClient();
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 1, events: [event(20, 'OWN_GOAL', HOME)] });
    expect(scoreOf(client)?.homeScore).toEqual({ ...emptyCounts(), ownGoalCount: 1 });
    expect(scoreOf(client)?.awayScore).toEqual({ ...emptyCounts(), goalCount: 1 });
    expect(client.getQueryData<Match>(matchKeys.info(MATCH))).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('ignores events the history already holds (no double count)', () => {
    const goal = event(30, 'GOAL', AWAY);
    const client = loadedClient([goal], { ...emptyScore(), awayScore: { ...emptyCounts(), goalCount: 1 } });
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 7, events: [goal] });
    expect(historyOf(client)).toHaveLength(1);
    expect(scoreOf(client)?.awayScore.goalCount).toBe(1);
  });

  it('recomputes the score from the remaining history after a cancel, derived rows included', () => {
    const client = loadedClient();
    applyLiveMessage(client, MATCH, {
      type: 'events.recorded',
      seq: 1,
      events: [event(40, 'GOAL', HOME), event(41, 'SHOT', HOME, { parentId: 40 }), event(42, 'VALID_SHOT', HOME, { parentId: 40 })],
    });
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 2, events: [event(43, 'GOAL', AWAY), event(44, 'SHOT', AWAY, { parentId: 43 })] });
    client.setQueryData(matchKeys.players(MATCH), { fresh: true });
    applyLiveMessage(client, MATCH, { type: 'events.cancelled', seq: 3, eventIds: [40, 41, 42] });

    expect(historyOf(client).map((e) => e.id)).toEqual([43, 44]);
    expect(scoreOf(client)?.homeScore).toEqual(emptyCounts());
    expect(scoreOf(client)?.awayScore).toEqual({ ...emptyCounts(), goalCount: 1, shotCount: 1 });
    expect(client.getQueryData<Match>(matchKeys.info(MATCH))).toMatchObject({ homeScore: 0, awayScore: 1 });
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(true);
  });

  it('an undone substitution removes its rows, adds the EXCHANGE_UNDO row and refreshes the players', () => {
    const out = event(50, 'SUB_OUT', HOME, { matchUserId: 100 });
    const inn = event(51, 'SUB_IN', HOME, { matchUserId: 101, parentId: 50 });
    const client = loadedClient([event(49, 'GOAL', HOME), out, inn], { ...emptyScore(), homeScore: { ...emptyCounts(), goalCount: 1 } });
    const undo = event(52, 'EXCHANGE_UNDO', HOME, { matchUserId: 100 });
    applyLiveMessage(client, MATCH, { type: 'exchange.undone', seq: 9, eventIds: [50, 51], events: [undo] });
    expect(historyOf(client).map((e) => e.id)).toEqual([49, 52]);
    expect(scoreOf(client)?.homeScore.goalCount).toBe(1);
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(true);
  });

  it('a state change replaces the match info', () => {
    const client = loadedClient();
    const next = match({ matchState: 'HALF_TIME', firstHalfEndAt: '2026-11-30T01:45:00.000Z' });
    applyLiveMessage(client, MATCH, { type: 'match.changed', seq: 4, matchState: 'HALF_TIME', match: next });
    expect(client.getQueryData(matchKeys.info(MATCH))).toEqual(next);
  });

  it('a cancelled kick-off clears the history and zeroes the score', () => {
    const client = loadedClient([event(60, 'GOAL', HOME)], { ...emptyScore(), homeScore: { ...emptyCounts(), goalCount: 1 } }, match({ homeScore: 1 }));
    const reset = match({ matchState: 'SCHEDULED', firstHalfStartAt: null, homeScore: 0 });
    applyLiveMessage(client, MATCH, { type: 'match.changed', seq: 5, matchState: 'SCHEDULED', match: reset });
    expect(client.getQueryData(matchKeys.info(MATCH))).toEqual(reset);
    expect(historyOf(client)).toEqual([]);
    expect(scoreOf(client)).toEqual(emptyScore());
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(true);
  });

  it('sets the memo and refreshes the players on a lineup change', () => {
    const client = loadedClient();
    applyLiveMessage(client, MATCH, { type: 'memo.changed', seq: 6, memo: '후반 10분 비 옴' });
    expect(client.getQueryData(matchKeys.memo(MATCH))).toEqual({ matchId: MATCH, memo: '후반 10분 비 옴' });
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(false);
    applyLiveMessage(client, MATCH, { type: 'lineup.changed', seq: 7 });
    expect(isInvalid(client, matchKeys.players(MATCH))).toBe(true);
    expect(isInvalid(client, matchKeys.history(MATCH))).toBe(false);
  });

  it('never invents a history or score nobody loaded', () => {
    const client = new QueryClient();
    applyLiveMessage(client, MATCH, { type: 'events.recorded', seq: 1, events: [event(70, 'GOAL', HOME)] });
    applyLiveMessage(client, MATCH, { type: 'events.cancelled', seq: 2, eventIds: [70] });
    expect(client.getQueryData(matchKeys.history(MATCH))).toBeUndefined();
    expect(client.getQueryData(matchKeys.score(MATCH))).toBeUndefined();
  });
});

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1];

describe('subscribeToMatch', () => {
  let tokens: string[];
  let received: LiveMessage[];
  let statuses: LiveStatus[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    tokens = ['token-1', 'token-2', 'token-3', 'token-4'];
    received = [];
    statuses = [];
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const start = (lastSeq?: number) => {
    let handed = 0;
    stop = subscribeToMatch(MATCH, {
      baseURL: 'https://api.test',
      lastSeq,
      getToken: () => tokens[Math.min(handed++, tokens.length - 1)],
      onMessage: (m) => received.push(m),
      onStatus: (s) => statuses.push(s),
      createEventSource: (url) => new FakeEventSource(url),
    });
  };

  it('connects with the token in the query, goes live on ready, passes messages on', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(latest().url).toBe('https://api.test/api/v1/matches/5/live?access_token=token-1');
    expect(statuses).toEqual(['connecting']);
    latest().emit('ready', { seq: 4 });
    expect(statuses).toEqual(['connecting', 'live']);
    latest().send({ type: 'memo.changed', seq: 5, memo: 'a' });
    latest().send({ type: 'lineup.changed', seq: 6 });
    expect(received.map((m) => m.seq)).toEqual([5, 6]);
  });

  it('drops duplicates and anything at or below the last seq', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('ready', { seq: 10 });
    latest().send({ type: 'lineup.changed', seq: 9 });
    latest().send({ type: 'lineup.changed', seq: 10 });
    latest().send({ type: 'lineup.changed', seq: 11 });
    latest().send({ type: 'lineup.changed', seq: 11 });
    latest().send({ type: 'memo.changed', seq: 12, memo: null });
    expect(received.map((m) => m.seq)).toEqual([11, 12]);
  });

  it('ignores messages that do not match the contract', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('ready', { seq: 0 });
    latest().emit('memo.changed', 'not json');
    latest().emit('memo.changed', { type: 'memo.changed', seq: 1 });
    latest().emit('events.recorded', { type: 'events.recorded', seq: 2, events: [{ id: 'x' }] });
    latest().emit('lineup.changed', { type: 'lineup.changed', seq: 'three' });
    latest().send({ type: 'lineup.changed', seq: 3 });
    expect(received).toEqual([{ type: 'lineup.changed', seq: 3 }]);
  });

  it('after an error it closes the EventSource and reconnects itself with the last seq and a fresh token, backing off', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.emit('ready', { seq: 2 });
    first.send({ type: 'lineup.changed', seq: 3 });
    first.fail();
    expect(first.closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().params.get('lastEventId')).toBe('3');
    expect(latest().params.get('access_token')).toBe('token-2');

    // Fails again before it is ready: the next wait is longer.
    latest().fail();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(3);
    expect(latest().params.get('lastEventId')).toBe('3');

    // The replay after the gap: what was already seen is dropped, the rest passes once.
    latest().send({ type: 'lineup.changed', seq: 3 });
    latest().send({ type: 'memo.changed', seq: 4, memo: 'x' });
    latest().emit('ready', { seq: 4 });
    expect(statuses.at(-1)).toBe('live');
    expect(received.map((m) => m.seq)).toEqual([3, 4]);

    // Ready resets the back-off.
    latest().fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.all).toHaveLength(4);
    expect(latest().params.get('lastEventId')).toBe('4');
  });

  it('after a reset (the server no longer keeps what was missed) the next ready is fresh and the position moves to it', async () => {
    const readies: { seq: number; fresh: boolean }[] = [];
    let handed = 0;
    stop = subscribeToMatch(MATCH, {
      baseURL: '',
      lastSeq: 3,
      getToken: () => tokens[handed++],
      onMessage: (m) => received.push(m),
      onReady: (r) => readies.push(r),
      createEventSource: (url) => new FakeEventSource(url),
    });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('reset', { seq: 40, reason: 'LOG_TRIMMED' });
    latest().emit('ready', { seq: 40 });
    latest().send({ type: 'lineup.changed', seq: 40 });
    latest().send({ type: 'lineup.changed', seq: 41 });
    // An ordinary reconnect afterwards: not fresh, resumes after 41.
    latest().fail();
    await vi.advanceTimersByTimeAsync(60_000);
    latest().emit('ready', { seq: 41 });
    expect(readies).toEqual([
      { seq: 40, fresh: true },
      { seq: 41, fresh: false },
    ]);
    expect(received.map((m) => m.seq)).toEqual([41]);
    expect(latest().params.get('lastEventId')).toBe('41');
  });

  it('ignores a reset that does not match the contract', async () => {
    const readies: { seq: number; fresh: boolean }[] = [];
    stop = subscribeToMatch(MATCH, {
      baseURL: '',
      lastSeq: 3,
      getToken: () => 'token',
      onMessage: () => undefined,
      onReady: (r) => readies.push(r),
      createEventSource: (url) => new FakeEventSource(url),
    });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('reset', { seq: 'soon' });
    latest().emit('ready', { seq: 3 });
    expect(readies).toEqual([{ seq: 3, fresh: false }]);
  });

  it('a late message of a closed connection is not passed on', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.emit('ready', { seq: 1 });
    first.fail();
    first.send({ type: 'lineup.changed', seq: 2 });
    expect(received).toEqual([]);
  });

  it('resumes after a given seq and unsubscribing closes the connection and any pending retry', async () => {
    start(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().params.get('lastEventId')).toBe('7');
    latest().fail();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0].closed).toBe(true);
  });

  it('waits for a token when there is none yet', async () => {
    tokens = [];
    let token: string | null = null;
    stop = subscribeToMatch(MATCH, {
      baseURL: '',
      getToken: () => token,
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
      createEventSource: (url) => new FakeEventSource(url),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    token = 'late';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest().url).toBe('/api/v1/matches/5/live?access_token=late');
  });
});

describe('tokenExpiresSoon', () => {
  const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
  it('reads exp from the token', () => {
    expect(tokenExpiresSoon(jwt({ exp: 1_000 }), 2_000_000)).toBe(true);
    expect(tokenExpiresSoon(jwt({ exp: 10_000 }), 2_000_000)).toBe(false);
    expect(tokenExpiresSoon('garbage', 2_000_000)).toBe(false);
  });
});

describe('sessionConnection', () => {
  const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
  const fakeSession = (initial: string | null, renewed: string | null) => {
    let accessToken = initial;
    const refresh = vi.fn(async () => {
      accessToken = renewed;
      return renewed !== null;
    });
    const actor = { getSnapshot: () => ({ context: { accessToken } }) };
    return { session: { actor, refresh } as unknown as Parameters<typeof sessionConnection>[0], refresh };
  };

  it('hands the base URL and the current token, renewing one about to expire first', async () => {
    const fine = jwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
    const { session, refresh } = fakeSession(fine, 'renewed');
    const connection = sessionConnection(session, 'https://api.test');
    expect(connection.baseURL).toBe('https://api.test');
    expect(await connection.getToken({ renew: false })).toBe(fine);
    expect(refresh).not.toHaveBeenCalled();

    const expiring = fakeSession(jwt({ exp: Math.floor(Date.now() / 1000) + 5 }), 'renewed');
    expect(await sessionConnection(expiring.session).getToken({ renew: false })).toBe('renewed');
    expect(expiring.refresh).toHaveBeenCalledOnce();
  });

  it('answers null without a token (the client waits and retries)', async () => {
    const { session, refresh } = fakeSession(null, null);
    expect(await sessionConnection(session, '').getToken({ renew: true })).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('followMatchLive: the match page over its stream', () => {
  const session = { actor: { getSnapshot: () => ({ context: { accessToken: 'token' } }) }, refresh: async () => true } as unknown as Parameters<
    typeof followMatchLive
  >[1]['session'];
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  /** Observed reads of the match, as the page's hooks observe them; each fetch waits for the test's answer. */
  function pageReads(client: QueryClient, names: ('history' | 'players')[]) {
    const pending: { name: string; answer: (data: unknown, position: number) => void }[] = [];
    for (const name of names) {
      const key = name === 'history' ? matchKeys.history(MATCH) : matchKeys.players(MATCH);
      new QueryObserver(client, {
        queryKey: key,
        queryFn: ({ signal }) =>
          readWithPosition(
            (onHeaders) =>
              new Promise((resolve, reject) => {
                pending.push({
                  name,
                  answer: (data, position) => {
                    onHeaders(new Headers({ [livePositionHeader]: String(position) }));
                    resolve(data);
                  },
                });
                signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
              }),
          ),
      }).subscribe(() => undefined);
    }
    return pending;
  }

  const follow = (client: QueryClient) => {
    FakeEventSource.all = [];
    stop = followMatchLive(MATCH, { queryClient: client, session, createEventSource: (url) => new FakeEventSource(url), onStatus: () => undefined });
  };

  it('a goal that arrives while the first read of the log is in flight is on the page once that read, older than it, has landed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const reads = pageReads(client, ['history']);
    follow(client);
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.all[0]!;
    stream.emit('ready', { seq: 4 });
    const goal = event(21, 'GOAL', HOME);
    stream.send({ type: 'events.recorded', seq: 5, events: [goal] });
    // The log was read at 4, before the goal: it lands without it.
    reads[0]!.answer([], 4);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.answer([goal], 5);
    await vi.waitFor(() => expect(historyOf(client).map((e) => e.id)).toEqual([21]));
  });

  it("reads the players once per message: the patch's own re-read is not cancelled and sent again", async () => {
    const client = loadedClient();
    client.removeQueries({ queryKey: matchKeys.players(MATCH) });
    const reads = pageReads(client, ['players']);
    reads[0]!.answer({ homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } }, 4);
    follow(client);
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.all[0]!;
    stream.emit('ready', { seq: 4 });
    stream.send({ type: 'events.recorded', seq: 5, events: [event(22, 'GOAL', HOME)] });
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.answer({ homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } }, 5);
    await vi.waitFor(() => expect(client.getQueryState(matchKeys.players(MATCH))?.fetchStatus).toBe('idle'));
    expect(reads.map((r) => r.name)).toEqual(['players', 'players']);
    expect(historyOf(client).map((e) => e.id)).toEqual([22]);
  });
});

describe("a scrimmage's stream (subscribeToStream)", () => {
  afterEach(() => vi.useRealTimers());

  it('opens the scrimmage path, passes each valid change on once in seq order, and resumes after the last one', async () => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    const received: ScrimmageLiveMessage[] = [];
    const stop = subscribeToStream(scrimmageStream(1, 9), {
      baseURL: 'https://api.test',
      getToken: () => 'token-1',
      onMessage: (m) => received.push(m),
      createEventSource: (url) => new FakeEventSource(url),
      backoffMs: [10],
    });
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(latest().url).toBe('https://api.test/api/v1/teams/1/scrimmages/9/live?access_token=token-1');
      latest().emit('ready', { seq: 0 });
      const change = (seq: number) => ({
        type: 'scrimmage.changed',
        seq,
        at: '2026-03-01T10:00:00.000Z',
        kind: 'EVENT_RECORDED',
        gameId: 3,
        score: { home: 1, away: 0 },
      });
      latest().emit('scrimmage.changed', change(1));
      latest().emit('scrimmage.changed', change(1));
      latest().emit('scrimmage.changed', { ...change(2), kind: 'NOT_A_KIND' });
      latest().emit('events.recorded', { type: 'events.recorded', seq: 3, events: [] });
      latest().emit('scrimmage.changed', change(4));
      expect(received.map((m) => [m.seq, m.kind])).toEqual([
        [1, 'EVENT_RECORDED'],
        [4, 'EVENT_RECORDED'],
      ]);
      latest().fail();
      await vi.advanceTimersByTimeAsync(10);
      expect(latest().params.get('lastEventId')).toBe('4');
    } finally {
      stop();
    }
  });
});
