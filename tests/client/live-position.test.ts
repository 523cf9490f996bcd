/**
 * The live position kept beside a match read (src/lib/live-position.ts, decision 037): the stream's
 * first `ready` re-reads only what was read at another position, and waits for a read in flight; a
 * message that arrives while a read is in flight has it read again when its answer predates the message.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { livePositionHeader } from '#contract/matches.ts';
import { readAt, readSince, patchOverReadsInFlight, readUnlessHeld, readWithPosition, refreshOlderThan } from '#src/lib/live-position.ts';
import { seqOf } from '#src/features/live-share/use-public-stream.ts';

/** A read that answers `data` with `Live-Seq: position` (none when null). */
const answerAt =
  <T>(data: T, position: number | null) =>
  async (onHeaders: (headers: Headers) => void) => {
    onHeaders(new Headers(position === null ? {} : { [livePositionHeader]: String(position) }));
    return data;
  };

describe('readWithPosition and readAt', () => {
  it('keeps the position beside the answer', async () => {
    const answer = await readWithPosition(answerAt({ home: 1 }, 7));
    expect(readAt(answer, 7)).toBe(true);
    expect(readAt(answer, 8)).toBe(false);
    expect(readAt(answer, 6)).toBe(false);
  });

  it('knows no position for an answer without the header, a copy of an answer, or a missing one', async () => {
    expect(readAt(await readWithPosition(answerAt({ home: 1 }, null)), 0)).toBe(false);
    expect(readAt({ ...(await readWithPosition(answerAt({ home: 1 }, 3))) }, 3)).toBe(false);
    expect(readAt(undefined, 0)).toBe(false);
    expect(readAt(await readWithPosition(answerAt({ home: 1 }, Number.NaN)), 0)).toBe(false);
  });
});

describe('refreshOlderThan', () => {
  function cacheWith(reads: Record<string, number | null>) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches = vi.fn();
    const observers = Object.entries(reads).map(([name, position]) => {
      // Observed, as the page's hooks observe them: an invalidation refetches at once.
      const observer = new QueryObserver(queryClient, {
        queryKey: ['matches', 1, name],
        queryFn: () => {
          fetches(name);
          return readWithPosition(answerAt({ name }, position));
        },
      });
      observer.subscribe(() => undefined);
      return observer;
    });
    return { queryClient, fetches, observers };
  }

  it("re-reads what was read at another position, or without one, and leaves what was read at the stream's", async () => {
    const { queryClient, fetches } = cacheWith({ score: 5, history: 4, memo: null, players: 5 });
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(4));
    fetches.mockClear();
    expect(await refreshOlderThan(queryClient, ['matches', 1], 5)).toBe(true);
    expect(fetches.mock.calls.map(([name]) => name).sort()).toEqual(['history', 'memo']);
  });

  it("reads nothing again when everything was read at the stream's position", async () => {
    const { queryClient, fetches } = cacheWith({ score: 5, history: 5 });
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    expect(await refreshOlderThan(queryClient, ['matches', 1], 5)).toBe(false);
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it('judges a read still in flight by its answer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let answer!: (position: number) => void;
    const fetches = vi.fn();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['matches', 1, 'score'],
      queryFn: () => {
        fetches();
        return readWithPosition(
          (onHeaders) =>
            new Promise(
              (resolve) =>
                (answer = (position) => {
                  onHeaders(new Headers({ [livePositionHeader]: String(position) }));
                  resolve({ home: 0 });
                }),
            ),
        );
      },
    });
    observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    const refreshed = refreshOlderThan(queryClient, ['matches', 1], 5);
    answer(5);
    expect(await refreshed).toBe(false);
    expect(fetches).toHaveBeenCalledTimes(1);
  });
});

describe('readSince', () => {
  it('holds a message at the position it was read at or before, not after; no position holds nothing', async () => {
    const answer = await readWithPosition(answerAt({ home: 1 }, 7));
    expect([readSince(answer, 6), readSince(answer, 7), readSince(answer, 8)]).toEqual([true, true, false]);
    expect(readSince(await readWithPosition(answerAt({ home: 1 }, null)), 0)).toBe(false);
    expect(readSince(undefined, 0)).toBe(false);
  });
});

describe('patchOverReadsInFlight', () => {
  const noPatch = () => undefined;
  /** One observed read of `['matches', 1, name]` whose answers the test hands out, in order, one per fetch. */
  function heldRead(name: string) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const answers: ((data: unknown, position: number | null) => void)[] = [];
    const failures: ((error: Error) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['matches', 1, name],
      queryFn: ({ signal }) =>
        readWithPosition(
          (onHeaders) =>
            new Promise((resolve, reject) => {
              answers.push((data, position) => {
                onHeaders(new Headers(position === null ? {} : { [livePositionHeader]: String(position) }));
                resolve(data);
              });
              failures.push(reject);
              signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        ),
    });
    observer.subscribe(() => undefined);
    const data = () => queryClient.getQueryData(['matches', 1, name]);
    return { queryClient, answers, failures, data };
  }

  it('reads a first read again when its answer predates the message, once however many arrived while it was in flight', async () => {
    const { queryClient, answers, data } = heldRead('history');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const rereads = [
      patchOverReadsInFlight(queryClient, ['matches', 1], 5, noPatch),
      patchOverReadsInFlight(queryClient, ['matches', 1], 6, noPatch),
      patchOverReadsInFlight(queryClient, ['matches', 1], 7, noPatch),
    ];
    // Read at 6: it holds 5 and 6, not 7.
    answers[0]!({ events: 'up to 6' }, 6);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ events: 'up to 7' }, 7);
    expect(await Promise.all(rereads)).toEqual([true, false, false]);
    expect(answers).toHaveLength(2);
    expect(data()).toEqual({ events: 'up to 7' });
  });

  it('leaves a first read whose answer was read at the message or after it', async () => {
    const { queryClient, answers, data } = heldRead('history');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const reread = patchOverReadsInFlight(queryClient, ['matches', 1], 5, noPatch);
    answers[0]!({ events: 'up to 5' }, 5);
    expect(await reread).toBe(false);
    expect(answers).toHaveLength(1);
    expect(data()).toEqual({ events: 'up to 5' });
  });

  it('leaves a first read that failed (its own error says so) and one without a position is read again', async () => {
    const failed = heldRead('score');
    await vi.waitFor(() => expect(failed.answers).toHaveLength(1));
    const afterFailure = patchOverReadsInFlight(failed.queryClient, ['matches', 1], 5, noPatch);
    failed.failures[0]!(new Error('network'));
    expect(await afterFailure).toBe(false);
    expect(failed.answers).toHaveLength(1);

    const unplaced = heldRead('memo');
    await vi.waitFor(() => expect(unplaced.answers).toHaveLength(1));
    const afterUnplaced = patchOverReadsInFlight(unplaced.queryClient, ['matches', 1], 5, noPatch);
    unplaced.answers[0]!({ memo: 'a' }, null);
    await vi.waitFor(() => expect(unplaced.answers).toHaveLength(2));
    unplaced.answers[1]!({ memo: 'b' }, 5);
    expect(await afterUnplaced).toBe(true);
  });

  it('reads again at once a read in flight over data (its answer is dropped), and leaves a read not in flight', async () => {
    const { queryClient, answers, data } = heldRead('score');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ home: 0 }, 4);
    await vi.waitFor(() => expect(data()).toEqual({ home: 0 }));
    expect(await patchOverReadsInFlight(queryClient, ['matches', 1], 5, noPatch)).toBe(false);
    expect(answers).toHaveLength(1);

    void queryClient.invalidateQueries({ queryKey: ['matches', 1, 'score'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    const reread = patchOverReadsInFlight(queryClient, ['matches', 1], 5, noPatch);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    // The cancelled read's late answer is not taken.
    answers[1]!({ home: 'stale' }, 4);
    answers[2]!({ home: 1 }, 5);
    expect(await reread).toBe(true);
    expect(data()).toEqual({ home: 1 });
  });

  it('leaves a read the patch itself sent again: it is newer than the message, and is not sent a third time', async () => {
    const { queryClient, answers, data } = heldRead('players');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ goals: 0 }, 4);
    await vi.waitFor(() => expect(data()).toEqual({ goals: 0 }));
    void queryClient.invalidateQueries({ queryKey: ['matches', 1, 'players'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    const reread = patchOverReadsInFlight(queryClient, ['matches', 1], 5, () => void queryClient.invalidateQueries({ queryKey: ['matches', 1, 'players'] }));
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!({ goals: 1 }, 5);
    expect(await reread).toBe(false);
    await vi.waitFor(() => expect(data()).toEqual({ goals: 1 }));
    expect(answers).toHaveLength(3);
  });

  it("cancels at once a first read the patch gave data to (the record screen's log), rather than letting it land over the patch", async () => {
    const { queryClient, answers, data } = heldRead('history');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const reread = patchOverReadsInFlight(queryClient, ['matches', 1], 5, () => queryClient.setQueryData(['matches', 1, 'history'], ['goal']));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!([], 4);
    answers[1]!(['goal'], 5);
    expect(await reread).toBe(true);
    expect(data()).toEqual(['goal']);
  });
});

describe('readUnlessHeld: a page that reads its snapshot again on each change', () => {
  const key = ['public', 'token'];
  function snapshotRead() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const answers: ((position: number) => void)[] = [];
    new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: () =>
        readWithPosition(
          (onHeaders) =>
            new Promise((resolve) =>
              answers.push((position) => {
                onHeaders(new Headers({ [livePositionHeader]: String(position) }));
                resolve({ read: answers.length });
              }),
            ),
        ),
    }).subscribe(() => undefined);
    return { queryClient, answers };
  }

  it('reads nothing for a change the snapshot holds, and again for a newer one or one of unknown position', async () => {
    const { queryClient, answers } = snapshotRead();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(5);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    expect(await readUnlessHeld(queryClient, key, 5)).toBe(false);
    expect(await readUnlessHeld(queryClient, key, 4)).toBe(false);
    expect(answers).toHaveLength(1);
    const newer = readUnlessHeld(queryClient, key, 6);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(6);
    expect(await newer).toBe(true);
    const unknown = readUnlessHeld(queryClient, key, seqOf(new Event('error')));
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!(6);
    expect(await unknown).toBe(true);
  });

  it("judges the first read in flight by its answer: the stream's ready at the same position reads nothing twice", async () => {
    const { queryClient, answers } = snapshotRead();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const ready = readUnlessHeld(queryClient, key, 5);
    answers[0]!(5);
    expect(await ready).toBe(false);
    expect(answers).toHaveLength(1);
  });

  it("takes the seq from the stream event's data, Infinity when it has none", () => {
    expect(seqOf(new MessageEvent('ready', { data: '{"seq":12}' }))).toBe(12);
    expect(seqOf(new MessageEvent('events.recorded', { data: '{"type":"events.recorded","seq":13,"events":[]}' }))).toBe(13);
    expect(seqOf(new MessageEvent('ready', { data: 'not json' }))).toBe(Number.POSITIVE_INFINITY);
    expect(seqOf(new MessageEvent('ready', { data: '{"seq":"12"}' }))).toBe(Number.POSITIVE_INFINITY);
  });
});
