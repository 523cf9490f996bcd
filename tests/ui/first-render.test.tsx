// @vitest-environment jsdom
/**
 * What has arrived renders at once (decision 038): a lazy part whose code was loaded ahead, and the
 * client core once it is here, render in the same pass instead of showing a Suspense fallback first
 * (which React would then reveal no sooner than 300 ms later).
 */
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoreGate, CoreSourceProvider, loadCoreOnce, type Core } from '#src/app/core-gate.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';

/** What the first (synchronous) pass of a render shows. */
function firstPass(element: React.ReactElement) {
  act(() => void render(<Suspense fallback={<p>불러오는 중</p>}>{element}</Suspense>));
  return screen.queryByText('불러오는 중') ? 'fallback' : 'content';
}

const chunk = { Part: () => <p>내용</p> };

describe('lazyNamed', () => {
  it('renders in the first pass once load() has brought the chunk', async () => {
    const Part = lazyNamed<object, typeof chunk>(() => Promise.resolve(chunk), 'Part');
    await Part.load();
    expect(firstPass(<Part />)).toBe('content');
    expect(screen.getByText('내용')).toBeTruthy();
  });

  it('shows the fallback while the chunk is not here yet, then the part', async () => {
    const Part = lazyNamed<object, typeof chunk>(() => Promise.resolve(chunk), 'Part');
    expect(firstPass(<Part />)).toBe('fallback');
    expect(await screen.findByText('내용')).toBeTruthy();
  });

  it('loads the chunk once, and asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(chunk);
    const Part = lazyNamed<object, typeof chunk>(load, 'Part');
    await expect(Part.load()).rejects.toThrow('offline');
    await Part.load();
    await Part.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('CoreGate', () => {
  const core = { services: {} as Core['services'], queryClient: new QueryClient() };

  it('renders its children in the first pass once the core has arrived', async () => {
    const source = { load: () => Promise.resolve(core) };
    await loadCoreOnce(source.load);
    act(
      () =>
        void render(
          <CoreSourceProvider source={source}>
            <Suspense fallback={<p>불러오는 중</p>}>
              <CoreGate>
                <p>내용</p>
              </CoreGate>
            </Suspense>
          </CoreSourceProvider>,
        ),
    );
    expect(screen.queryByText('불러오는 중')).toBeNull();
    expect(screen.getByText('내용')).toBeTruthy();
  });

  it('shows the fallback while the core loads, and loads it once', async () => {
    let arrive!: (value: Core) => void;
    const load = vi.fn(() => new Promise<Core>((resolve) => (arrive = resolve)));
    const gate = (
      <CoreSourceProvider source={{ load }}>
        <Suspense fallback={<p>불러오는 중</p>}>
          <CoreGate>
            <p>내용</p>
          </CoreGate>
        </Suspense>
      </CoreSourceProvider>
    );
    await act(async () => void render(gate));
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    await act(async () => arrive(core));
    expect(screen.getByText('내용')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
