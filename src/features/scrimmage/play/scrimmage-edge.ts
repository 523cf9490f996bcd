/**
 * The lifecycle machine's `write` actor on the record screen (machines/scrimmage.machine.ts; decision
 * 088): a game write goes into the durable outbox (scrimmage-outbox.ts), which shows it on the cached
 * scrimmage at once, and the actor answers with that optimistic scrimmage, so a tap never waits on
 * the network; the outbox sends it, retries it and re-reads when it drains. Check-in, sides and the
 * end are not offline writes (they need the server's word: ids, the split it accepts): those are sent
 * at once and answered with the scrimmage read again.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import type { ScrimmageWrite } from '#machines/scrimmage.machine.ts';
import type { ScrimmageMachineScrimmage } from '#machines/scrimmage.phase.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { createScrimmageWriter } from './scrimmage-outbox.ts';

type Writer = ReturnType<typeof createScrimmageWriter>;

export interface ScrimmageEdgeOptions {
  http: HttpApi;
  queryClient: QueryClient;
  teamId: number;
  writer: Writer;
}

/** The scrimmage the cache holds now (the record screen renders only once it is read). */
function cached(queryClient: QueryClient, teamId: number, scrimmageId: number): Scrimmage {
  const s = queryClient.getQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId));
  if (!s) throw new Error(`scrimmage ${scrimmageId}: the record screen runs before it is read`);
  return s;
}

/** One write; the scrimmage the screen then holds. */
export async function writeScrimmage({ http, queryClient, teamId, writer }: ScrimmageEdgeOptions, write: ScrimmageWrite): Promise<Scrimmage> {
  const params = { id: teamId, scrimmageId: write.scrimmageId };
  switch (write.kind) {
    case 'game.start':
      writer.startGame(write.body.homeSide, write.body.awaySide, write.body.clientId);
      return cached(queryClient, teamId, write.scrimmageId);
    case 'game.change':
      writer.changeGame(write.gameId, write.action);
      return cached(queryClient, teamId, write.scrimmageId);
    case 'event.record':
      writer.record(write.gameId, { ...write.body, assistAttendeeId: write.body.assistAttendeeId ?? null });
      return cached(queryClient, teamId, write.scrimmageId);
    case 'event.cancel':
      writer.cancel({ id: write.eventId, gameId: write.gameId });
      return cached(queryClient, teamId, write.scrimmageId);
    case 'attendee.add':
      await http.call('checkInScrimmage', { params, body: write.body });
      break;
    case 'attendee.remove':
      await http.call('removeScrimmageAttendee', { params: { ...params, attendeeId: write.attendeeId }, navigateOnNotFound: false });
      break;
    case 'sides.save':
      await http.call('setScrimmageSides', { params, body: { sides: write.sides } });
      break;
    case 'finish':
      await http.call('finishScrimmage', { params });
      break;
  }
  const fresh = await http.call('getScrimmage', { params });
  queryClient.setQueryData(scrimmageKeys.detail(teamId, write.scrimmageId), fresh);
  return fresh;
}

/** The machine's `write` actor for this screen (the contract's `Scrimmage` is the machine's shape and more). */
export const scrimmageWriteActor = (options: ScrimmageEdgeOptions) =>
  fromPromise<ScrimmageMachineScrimmage, ScrimmageWrite>(({ input }) => writeScrimmage(options, input));
