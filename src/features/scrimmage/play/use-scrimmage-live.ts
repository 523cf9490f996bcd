/**
 * Members follow a 자체전 without reloading (decision 082). The scrimmage's live stream
 * (`GET /api/v1/teams/{id}/scrimmages/{scrimmageId}/live`, contract streams `followScrimmage`) is not
 * served yet: until it is, the scrimmage and its results are read again every
 * {@link scrimmagePollMs} while a game is on, and once when it ends. At the stream's merge the
 * `refetchInterval` below gives way to a subscription through src/lib/live-stream.ts that
 * invalidates `scrimmageKeys.detail` on every `scrimmage.changed` message.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { scrimmageQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentGame } from './now-next.ts';

/** How often a member's screen reads the scrimmage again while a game is on. */
export const scrimmagePollMs = 10_000;

/** Whether the screen should keep reading: a game is on (the rest of the time nothing changes the score). */
export const followsNow = (s: Scrimmage | undefined) => s !== undefined && s.state !== 'FINISHED' && currentGame(s) !== null;

/**
 * The scrimmage as a member follows it: read again while a game is on; the results again when a game
 * ends. `follows` says who follows (the runner's own screen does not: a read would land over taps
 * still waiting in the outbox).
 */
export function useScrimmageLive(teamId: number, scrimmageId: number, follows: (s: Scrimmage) => boolean = () => true) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const scrimmage = useQuery({
    ...scrimmageQuery(http, teamId, scrimmageId),
    refetchInterval: (query) => (followsNow(query.state.data) && follows(query.state.data!) ? scrimmagePollMs : false),
  });
  const finishedGames = scrimmage.data?.games.filter((g) => g.state === 'FINISHED').length ?? 0;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: scrimmageKeys.results(teamId, scrimmageId) });
  }, [finishedGames, queryClient, teamId, scrimmageId]);
  return scrimmage;
}
