/**
 * Members follow a 자체전 without reloading (decisions 080, 082): the scrimmage's live stream
 * (`followScrimmage`, `GET /api/v1/teams/{id}/scrimmages/{scrimmageId}/live`) on the house's live
 * connection (src/lib/live-stream.ts: fresh token per reconnect, resume after the last seq). Its
 * messages carry ids and a score, never a name, so each one reads the scrimmage (and its results,
 * under the same key) again; a fresh `ready` does too, since the stream only carries what comes after it.
 */
import { fillPath } from '#contract/endpoints.ts';
import type { Scrimmage } from '#contract/scrimmages.ts';
import { ScrimmageLiveMessage, scrimmageLiveStreamPath } from '#contract/scrimmage-extras.ts';
import { liveStreamSupported, sessionConnection, subscribeToStream, type CreateEventSource, type StreamKind } from '#src/lib/live-stream.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { scrimmageQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The SSE event names of a scrimmage's stream (its messages' `type`). */
export const scrimmageMessageTypes = ['scrimmage.changed'] as const satisfies readonly ScrimmageLiveMessage['type'][];

/** The scrimmage's stream as the live connection opens it. */
export function scrimmageStream(teamId: number, scrimmageId: number): StreamKind<ScrimmageLiveMessage> {
  return {
    path: fillPath(scrimmageLiveStreamPath, { id: teamId, scrimmageId }),
    messageTypes: scrimmageMessageTypes,
    schema: ScrimmageLiveMessage,
  };
}

/** Whether the screen follows the stream: a scrimmage that can still change. */
export const followsNow = (s: Scrimmage | undefined) => s !== undefined && s.state !== 'FINISHED';

/**
 * The scrimmage as a member follows it: read again on every change the stream tells of. `follows`
 * says who follows (the runner's own record screen does not: a read would land over taps still
 * waiting in the outbox).
 */
export function useScrimmageLive(teamId: number, scrimmageId: number, follows: (s: Scrimmage) => boolean = () => true, createEventSource?: CreateEventSource) {
  const { http, session } = useServices();
  const queryClient = useQueryClient();
  const scrimmage = useQuery(scrimmageQuery(http, teamId, scrimmageId));
  const active = followsNow(scrimmage.data) && follows(scrimmage.data!) && liveStreamSupported(createEventSource);
  useEffect(() => {
    if (!active) return;
    const reread = () => void queryClient.invalidateQueries({ queryKey: scrimmageKeys.detail(teamId, scrimmageId) });
    return subscribeToStream(scrimmageStream(teamId, scrimmageId), {
      ...sessionConnection(session),
      createEventSource,
      onReady: ({ fresh }) => {
        if (fresh) reread();
      },
      onMessage: reread,
    });
  }, [active, teamId, scrimmageId, session, queryClient, createEventSource]);
  return scrimmage;
}
