// @vitest-environment jsdom
/**
 * The one hook that runs a 자체전 screen's lifecycle machine (src/features/scrimmage/play/
 * use-scrimmage-actor.ts, decision 090): the machine follows the query cache, and takes no sync while a
 * write is on its way, so what the screen read meanwhile (another device's change) is sent to it once
 * the write settles — refused or answered.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { selectScreen } from '#machines/scrimmage.machine.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrimmageActor } from '#src/features/scrimmage/play/use-scrimmage-actor.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { ServicesProvider, type Services } from '#src/lib/services.tsx';
import { attendee, scrimmage } from './scrimmage-fixtures.ts';

const here = [7, 8, 9, 10].map((id) => attendee(id));
const checkingIn = scrimmage({ attendees: here });
/** Another device saved the sides meanwhile. */
const sided: Scrimmage = {
  ...checkingIn,
  state: 'SIDES',
  attendees: here.map((a, i) => ({ ...a, side: i % 2 })),
  sides: [
    { side: 0, vestColour: 'ORANGE', attendeeIds: [107, 109] },
    { side: 1, vestColour: 'BLUE', attendeeIds: [108, 110] },
  ],
};

function harness(answer: () => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const key = scrimmageKeys.detail(1, 4);
  queryClient.setQueryData(key, checkingIn);
  const services = { http: { call: () => answer() } } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
  const hook = renderHook(({ data }: { data: Scrimmage }) => useScrimmageActor(1, 4, data, null), { wrapper, initialProps: { data: checkingIn } });
  /** The page reads the scrimmage again (the live stream), and renders with it. */
  const reread = (s: Scrimmage) => {
    act(() => queryClient.setQueryData(key, s));
    hook.rerender({ data: s });
  };
  return { actor: hook.result.current, reread };
}

describe('a 자체전 screen on its lifecycle machine', () => {
  it('a check-in refused after another device split the sides: the screen follows the split it read meanwhile', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const { actor, reread } = harness(() => new Promise((_, reject) => (refuse = reject)));
    act(() => actor.send({ type: 'attendee.add', body: { guestName: '용병 박' } }));
    expect(actor.getSnapshot().context.pending).not.toBeNull();
    reread(sided);
    // The machine waits for its write: the read is not taken yet.
    expect(selectScreen(actor.getSnapshot())).toBe('checkIn');
    act(() => refuse(new Error('network')));
    await waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('betweenGames'));
    expect(actor.getSnapshot().context.failure).not.toBeNull();
  });

  it('with nothing read meanwhile, a refused check-in leaves the screen where it was', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const { actor } = harness(() => new Promise((_, reject) => (refuse = reject)));
    act(() => actor.send({ type: 'attendee.add', body: { guestName: '용병 박' } }));
    act(() => refuse(new Error('network')));
    await waitFor(() => expect(actor.getSnapshot().context.pending).toBeNull());
    expect(selectScreen(actor.getSnapshot())).toBe('checkIn');
    expect(actor.getSnapshot().context.scrimmage).toBe(checkingIn);
  });
});
