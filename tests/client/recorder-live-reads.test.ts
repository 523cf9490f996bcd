/**
 * The record screen's live messages against its reads in flight (src/features/match-record/recorder-edge.ts):
 * a first read of the log answered before the other admin's write is read again (it would wipe the
 * write the message put on the screen), and nothing is re-read while this device's writes wait; a
 * re-read one of those writes cancelled is made at the drain.
 */
import { livePositionHeader, type MatchEvent } from '#contract/matches.ts';
import { recorderEdge } from '#src/features/match-record/recorder-edge.ts';
import { readWithPosition } from '#src/lib/live-position.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const MATCH = 7;
const goal: MatchEvent = {
  id: 31,
  clientId: 'other-admin-1',
  eventType: 'GOAL',
  teamId: 2,
  teamName: '한강 FC',
  matchUserId: null,
  userId: null,
  userName: null,
  parentId: null,
  recordedByTeamId: 2,
  halfType: 'FIRST_HALF',
  elapsedMinutes: 3,
  createdAt: '2026-12-03T01:03:00.000Z',
};

/** The log's first read, held until the test answers it, and the recorder's `applyLive` over the same cache. */
function recorderWithLogInFlight() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const answers: ((rows: MatchEvent[], position: number) => void)[] = [];
  new QueryObserver(queryClient, {
    queryKey: matchKeys.history(MATCH),
    queryFn: ({ signal }) =>
      readWithPosition(
        (onHeaders) =>
          new Promise<MatchEvent[]>((resolve, reject) => {
            answers.push((rows, position) => {
              onHeaders(new Headers({ [livePositionHeader]: String(position) }));
              resolve(rows);
            });
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
  }).subscribe(() => undefined);
  const edge = recorderEdge({
    http: {} as never,
    session: {} as never,
    store: {} as never,
    queryClient,
    matchId: MATCH,
    sides: () => null,
  });
  const applyLive = (quiet: boolean) => {
    const self = { send: vi.fn() };
    (edge.actions!.applyLive as unknown as (args: { self: typeof self }, params: object) => void)(
      { self },
      { message: { type: 'events.recorded', seq: 5, events: [goal] }, quiet },
    );
  };
  /** A tap of this device (a corner for the away team), as the recorder shows it. */
  const showRecorded = () =>
    (edge.actions!.showRecorded as unknown as (args: object, params: object) => void)(
      {},
      {
        event: { request: { clientId: 'this-device-1', teamId: 2, eventType: 'CORNER_KICK' }, player: null },
        atMs: 0,
        clock: { period: 'firstHalf', minute: 1 },
      },
    );
  const resync = (readAll: boolean) =>
    (edge.actions!.resync as unknown as (args: { self: { send: () => void } }, params: object) => void)({ self: { send: vi.fn() } }, { readAll });
  const log = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(MATCH))?.map((e) => e.id);
  return { answers, applyLive, showRecorded, resync, log, queryClient };
}

describe('the record screen: a live write while the log is first read', () => {
  it('reads the log again when its answer predates the write, and the write stays on the screen', async () => {
    const { answers, applyLive, log } = recorderWithLogInFlight();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    applyLive(true);
    expect(log()).toEqual([31]);
    answers[0]!([], 4);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([goal], 5);
    await vi.waitFor(() => expect(log()).toEqual([31]));
  });

  it("reads nothing again while this device's writes wait (the drain re-reads after them)", async () => {
    const { answers, applyLive, log } = recorderWithLogInFlight();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    applyLive(false);
    answers[0]!([], 4);
    await vi.waitFor(() => expect(log()).toEqual([]));
    // One task later, everything the landing set off (a re-read would start in its microtasks) has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(1);
  });
});

describe('the record screen: a re-read that a write of this device held back', () => {
  it("is read at the drain: the other admin's write it would have brought is not lost", async () => {
    const { answers, showRecorded, resync, log, queryClient } = recorderWithLogInFlight();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!([], 4);
    await vi.waitFor(() => expect(log()).toEqual([]));
    // The stream asked for a re-read (a fresh position); this device's tap cancels it under way.
    void queryClient.invalidateQueries({ queryKey: matchKeys.history(MATCH) });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    showRecorded();
    await vi.waitFor(() => expect(queryClient.getQueryState(matchKeys.history(MATCH))?.fetchStatus).toBe('idle'));
    resync(false);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!([goal], 6);
    await vi.waitFor(() => expect(log()).toEqual([31]));
  });

  it('nothing held back and no position missed: the drain reads nothing the screen shows; a missed position reads everything', async () => {
    const { answers, resync } = recorderWithLogInFlight();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!([], 4);
    resync(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(1);
    resync(true);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
  });
});
