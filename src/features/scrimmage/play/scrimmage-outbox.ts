/**
 * The runner's writes through the house's durable outbox (src/lib/outbox.ts; decision 082): stored
 * first, sent in order, retried until the server answers, each with a client id so a retry is
 * recorded once. The screen shows a tap at once (scrimmage-cache.ts) and the answer settles it:
 * - a game or an event made before the server answered has a provisional (negative) id; a later
 *   write that names it (an event of that game, a pause, a cancel) names it by its client id too,
 *   and is sent with the server's id the answer gave;
 * - a refusal shows the server's Korean message; when the queue drains the scrimmage is read again
 *   (and taken only if no new tap came in between).
 */
import type { GameEventRequest, Scrimmage, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { createOutbox, runOutbox, type Outbox, type OutboxItem, type OutboxStore } from '#src/lib/outbox.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { withEvent, withEventId, withGameAction, withGameId, withGameStarted, withoutEvent, type GameAction } from './scrimmage-cache.ts';

/**
 * The outbox store is keyed by a match id; a scrimmage's writes go under its id negated, which no
 * match has, so one durable queue serves both and they never mix (decision 082).
 */
export const scrimmageOutboxKey = (scrimmageId: number) => -scrimmageId;

/** A game or event as a write names it: the server's id once known (positive), else the client id it was made with. */
export type Ref = { id: number; clientId: string | null };

type LooseCall = (name: string, options: { params?: Record<string, string | number>; body?: unknown }) => Promise<unknown>;

export interface ScrimmageWriterOptions {
  http: HttpApi;
  queryClient: QueryClient;
  teamId: number;
  scrimmageId: number;
  store: OutboxStore;
  now?: () => Date;
}

/** The runner's writes for one scrimmage: `open()` starts its outbox (and answers its stop), the rest are the taps. */
export function createScrimmageWriter({ http, queryClient, teamId, scrimmageId, store, now = () => new Date() }: ScrimmageWriterOptions) {
  const key = scrimmageKeys.detail(teamId, scrimmageId);
  const read = () => queryClient.getQueryData<Scrimmage>(key);
  const patch = (change: (s: Scrimmage) => Scrimmage) => queryClient.setQueryData<Scrimmage>(key, (old) => (old ? change(old) : old));
  // Server ids of what this page made, by client id; and the client id of each provisional id.
  const serverIds = new Map<string, number>();
  const clientIds = new Map<number, string>();
  let provisional = 0;
  let outbox: Outbox | null = null;
  const listeners = new Set<() => void>();

  const refOf = (id: number): Ref => ({ id, clientId: id > 0 ? null : (clientIds.get(id) ?? null) });
  const resolve = (ref: Ref) => (ref.id > 0 ? ref.id : ref.clientId ? (serverIds.get(ref.clientId) ?? null) : null);
  const nextProvisional = (clientId: string) => {
    provisional -= 1;
    clientIds.set(provisional, clientId);
    return provisional;
  };
  const params = { id: teamId, scrimmageId };

  const send = async (item: OutboxItem) => {
    const call = http.call as unknown as LooseCall;
    const meta = (item.meta ?? {}) as { game?: Ref; event?: Ref };
    const gameId = meta.game ? resolve(meta.game) : null;
    const eventId = meta.event ? resolve(meta.event) : null;
    // What it names never reached the server (its own write was refused): nothing to send.
    if ((meta.game && gameId === null) || (meta.event && eventId === null)) return null;
    return call(item.endpoint, {
      params: { ...item.params, ...(gameId !== null ? { gameId } : {}), ...(eventId !== null ? { eventId } : {}) },
      body: item.body,
    });
  };

  // Taps so far: a read that a tap came after is older than the screen.
  let taps = 0;
  const resync = async () => {
    const before = taps;
    const fresh = await http.call('getScrimmage', { params });
    // A tap since the read began would be wiped by its answer: the drain after that tap reads again.
    if (taps === before && (outbox?.getState().pending ?? 0) === 0) queryClient.setQueryData(key, fresh);
    void queryClient.invalidateQueries({ queryKey: scrimmageKeys.results(teamId, scrimmageId) });
  };

  const enqueue = (item: Omit<OutboxItem, 'matchId' | 'order' | 'createdAt' | 'attempts'>) => {
    taps += 1;
    void outbox?.add(item);
  };

  return {
    /** Starts the outbox (and sends what an earlier page left); answers the stop. */
    open(): () => void {
      const box = createOutbox({
        store,
        matchId: scrimmageOutboxKey(scrimmageId),
        send,
        onSent: (item, answer) => {
          const provisionalId = (item.meta as { provisionalId?: number } | undefined)?.provisionalId;
          if (!answer || provisionalId === undefined) return;
          if (item.kind === 'game.start') {
            serverIds.set(item.clientId, (answer as ScrimmageGame).id);
            patch((s) => withGameId(s, provisionalId, answer as ScrimmageGame));
          } else if (item.kind === 'event') {
            serverIds.set(item.clientId, (answer as ScrimmageGameEvent).id);
            patch((s) => withEventId(s, provisionalId, answer as ScrimmageGameEvent));
          }
        },
        onRefused: (_item, error) => toast.error(error.message || m.refused),
        onDrained: () => void resync().catch(() => undefined),
      });
      outbox = box;
      const stop = runOutbox(box, () => listeners.forEach((l) => l()));
      return () => {
        stop();
        if (outbox === box) outbox = null;
      };
    },
    /** Writes waiting (for the screen's 전송 대기 n건). */
    pending: () => outbox?.getState().pending ?? 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** `clientId`: the tap's (scrimmage.machine.ts makes it once per tap), so a retry is the same game. */
    startGame(homeSide: number, awaySide: number, clientId: string = crypto.randomUUID()) {
      const provisionalId = nextProvisional(clientId);
      patch((s) => withGameStarted(s, { id: provisionalId, homeSide, awaySide, at: now().toISOString() }));
      enqueue({ clientId, kind: 'game.start', endpoint: 'startScrimmageGame', params, body: { clientId, homeSide, awaySide }, meta: { provisionalId } });
    },
    changeGame(gameId: number, action: GameAction) {
      patch((s) => withGameAction(s, gameId, action, now().toISOString()));
      enqueue({ clientId: crypto.randomUUID(), kind: 'game.action', endpoint: 'updateScrimmageGame', params, body: { action }, meta: { game: refOf(gameId) } });
    },
    record(gameId: number, { clientId = crypto.randomUUID(), ...request }: Omit<GameEventRequest, 'clientId'> & { clientId?: string }) {
      const provisionalId = nextProvisional(clientId);
      const event: ScrimmageGameEvent = {
        id: provisionalId,
        gameId,
        createdAt: now().toISOString(),
        ...request,
        assistAttendeeId: request.assistAttendeeId ?? null,
      };
      patch((s) => withEvent(s, event));
      enqueue({
        clientId,
        kind: 'event',
        endpoint: 'recordScrimmageEvent',
        params,
        body: { ...request, clientId },
        meta: { provisionalId, game: refOf(gameId) },
      });
    },
    cancel(event: Pick<ScrimmageGameEvent, 'id' | 'gameId'>) {
      patch((s) => withoutEvent(s, event.id));
      enqueue({
        clientId: crypto.randomUUID(),
        kind: 'event.cancel',
        endpoint: 'cancelScrimmageEvent',
        params,
        meta: { game: refOf(event.gameId), event: refOf(event.id) },
      });
    },
    current: read,
  };
}
