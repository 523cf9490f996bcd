/**
 * The record screen's live messages against its reads in flight (src/features/match-record/recorder-edge.ts):
 * a first read of the log answered before the other admin's write is read again (it would wipe the
 * write the message put on the screen), and nothing is re-read while this device's writes wait.
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
  const log = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(MATCH))?.map((e) => e.id);
  return { answers, applyLive, log };
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
