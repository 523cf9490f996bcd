/**
 * The live position kept beside a match read (src/lib/live-position.ts, decision 037): the stream's
 * first `ready` re-reads only what was read at another position, and waits for a read in flight.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { livePositionHeader } from '#contract/matches.ts';
import { readAt, readWithPosition, refreshOlderThan } from '#src/lib/live-position.ts';

/** A read that answers `data` with `Live-Seq: position` (none when null). */
const answerAt = <T,>(data: T, position: number | null) => async (onHeaders: (headers: Headers) => void) => {
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

  it('re-reads what was read at another position, or without one, and leaves what was read at the stream\'s', async () => {
    const { queryClient, fetches } = cacheWith({ score: 5, history: 4, memo: null, players: 5 });
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(4));
    fetches.mockClear();
    expect(await refreshOlderThan(queryClient, ['matches', 1], 5)).toBe(true);
    expect(fetches.mock.calls.map(([name]) => name).sort()).toEqual(['history', 'memo']);
  });

  it('reads nothing again when everything was read at the stream\'s position', async () => {
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
        return readWithPosition((onHeaders) => new Promise((resolve) => (answer = (position) => {
          onHeaders(new Headers({ [livePositionHeader]: String(position) }));
          resolve({ home: 0 });
        })));
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
