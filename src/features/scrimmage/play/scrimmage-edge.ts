/**
 * The lifecycle machine's `write` actor (machines/scrimmage.machine.ts; decisions 088, 090), one for
 * the record screen and the scrimmage page:
 * - a game write goes into the durable outbox (scrimmage-outbox.ts), which shows it on the cached
 *   scrimmage at once, and the actor answers with that optimistic scrimmage, so a tap never waits on
 *   the network; the outbox sends it, retries it and re-reads when it drains. Only the record screen
 *   has an outbox (`writer`); the page takes no game write.
 * - check-in, sides and the end are not offline writes (they need the server's word: ids, the split it
 *   accepts): those are sent at once, and their answer lands in the cache (a check-in answers the
 *   attendee, so sixteen taps in a row never wait on sixteen reads; the scrimmage is read again behind them).
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
  /** The record screen's outbox; null on the scrimmage page, which sends no game write. */
  writer: Writer | null;
}

/** The scrimmage the cache holds now (both screens render only once it is read). */
function cached(queryClient: QueryClient, teamId: number, scrimmageId: number): Scrimmage {
  const s = queryClient.getQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId));
  if (!s) throw new Error(`scrimmage ${scrimmageId}: written before it is read`);
  return s;
}

/** The cached scrimmage changed by an answer, and read again behind it (what else the write changed: no-shows, sides). */
function patched(queryClient: QueryClient, teamId: number, scrimmageId: number, change: (s: Scrimmage) => Scrimmage): Scrimmage {
  const key = scrimmageKeys.detail(teamId, scrimmageId);
  const next = change(cached(queryClient, teamId, scrimmageId));
  queryClient.setQueryData(key, next);
  void queryClient.invalidateQueries({ queryKey: key });
  return next;
}

function outbox(writer: Writer | null): Writer {
  if (!writer) throw new Error('scrimmage: a game write needs the record screen and its outbox');
  return writer;
}

/** One write; the scrimmage the screen then holds. */
export async function writeScrimmage({ http, queryClient, teamId, writer }: ScrimmageEdgeOptions, write: ScrimmageWrite): Promise<Scrimmage> {
  const params = { id: teamId, scrimmageId: write.scrimmageId };
  const settle = (s: Scrimmage) => {
    queryClient.setQueryData(scrimmageKeys.detail(teamId, write.scrimmageId), s);
    return s;
  };
  switch (write.kind) {
    case 'game.start':
      outbox(writer).startGame(write.body.homeSide, write.body.awaySide, write.body.clientId);
      return cached(queryClient, teamId, write.scrimmageId);
    case 'game.change':
      outbox(writer).changeGame(write.gameId, write.action);
      return cached(queryClient, teamId, write.scrimmageId);
    case 'event.record':
      outbox(writer).record(write.gameId, { ...write.body, assistAttendeeId: write.body.assistAttendeeId ?? null });
      return cached(queryClient, teamId, write.scrimmageId);
    case 'event.cancel':
      outbox(writer).cancel({ id: write.eventId, gameId: write.gameId });
      return cached(queryClient, teamId, write.scrimmageId);
    case 'attendee.add': {
      const attendee = await http.call('checkInScrimmage', { params, body: write.body });
      return patched(queryClient, teamId, write.scrimmageId, (s) => ({ ...s, attendees: [...s.attendees.filter((a) => a.id !== attendee.id), attendee] }));
    }
    case 'attendee.remove':
      await http.call('removeScrimmageAttendee', { params: { ...params, attendeeId: write.attendeeId }, navigateOnNotFound: false });
      // One who played keeps a row, marked left: the re-read behind it brings that row back.
      return patched(queryClient, teamId, write.scrimmageId, (s) => ({ ...s, attendees: s.attendees.filter((a) => a.id !== write.attendeeId) }));
    case 'sides.save':
      return settle(await http.call('setScrimmageSides', { params, body: { sides: write.sides } }));
    case 'finish':
      return settle(await http.call('finishScrimmage', { params }));
  }
}

/** The machine's `write` actor (the contract's `Scrimmage` is the machine's shape and more). */
export const scrimmageWriteActor = (options: ScrimmageEdgeOptions) =>
  fromPromise<ScrimmageMachineScrimmage, ScrimmageWrite>(({ input }) => writeScrimmage(options, input));
