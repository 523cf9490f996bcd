/**
 * The record screen (/matches/{id}/record) through the real app, with a stubbed HTTP client and the
 * in-memory outbox store: the fixtures and helpers its tests share (tests/ui/match-record.test.tsx,
 * tests/render/record-taps.test.tsx).
 */
import type { EndpointName } from '#contract/endpoints.ts';
import type { MatchEvent, MatchPlayer, MatchPlayers, MatchScore, RecordEventRequest, RecordResult } from '#contract/matches.ts';
import { emptyCounts } from '#machines/match.scoring.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { AppRoutes } from '#src/app/router.tsx';
import { createMemoryOutboxStore } from '#src/lib/outbox.ts';
import type { HttpApi, Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { match, myTeam, team, token, user } from './harness.tsx';
import type { CallOptions, Handlers } from './teams-harness.tsx';
import { matchPlayer } from '../support/match-player.ts';

export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A team's counters before anything happened: the machine's own (machines/match.scoring.ts). */
export const counts = emptyCounts;
export const score = (): MatchScore => ({ matchId: 5, homeTeamId: 1, awayTeamId: 2, homeScore: counts(), awayScore: counts() });

/** 김철수, FC 서울's forward in cell 5 unless `over` says otherwise. */
export const player = (over: Partial<MatchPlayer>): MatchPlayer =>
  matchPlayer({ id: 11, name: '김철수', number: 10, matchPosition: 'FW', matchGrid: 5, ...over });
export const players = (): MatchPlayers => ({
  homeTeam: { starters: [player({})], substitutes: [player({ id: 12, name: '이영희', number: 14, role: 'SUB_PLAYER', matchPosition: null, matchGrid: null })] },
  awayTeam: { starters: [player({ id: 21, teamId: 2, name: '박민수', number: 7 })], substitutes: [] },
});
export const inPlay = () =>
  match({
    id: 5,
    homeTeamId: 1,
    homeTeamName: 'FC 서울',
    awayTeamId: 2,
    awayTeamName: '한강 FC',
    matchState: 'PLAY_FIRST_HALF',
    firstHalfStartAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    serverNow: new Date().toISOString(),
  });

let nextId = 100;
export function recorded(body: RecordEventRequest): RecordResult {
  const row: MatchEvent = {
    id: nextId++,
    clientId: body.clientId,
    eventType: body.eventType,
    teamId: body.teamId,
    teamName: body.teamId === 1 ? 'FC 서울' : '한강 FC',
    matchUserId: body.matchUserId ?? null,
    userId: null,
    userName: null,
    parentId: null,
    halfType: 'FIRST_HALF',
    elapsedMinutes: 5,
    createdAt: new Date().toISOString(),
    // The recorder is FC 서울's admin (renderRecord's teams).
    recordedByTeamId: 1,
  };
  return { events: [row], seq: row.id };
}

export function renderRecord({
  store = createMemoryOutboxStore(),
  handlers = {},
  state = inPlay(),
}: { store?: ReturnType<typeof createMemoryOutboxStore>; handlers?: Handlers; state?: ReturnType<typeof match> } = {}) {
  const all: Handlers = {
    getMyTeams: () => [myTeam({ id: 1, name: 'FC 서울', teamRole: 'TEAM_ADMIN' })],
    getUser: () => user(),
    getTeam: ({ params }) => team({ id: Number(params?.id ?? 1) }),
    getMatch: () => state,
    getMatchScore: () => score(),
    getMatchPlayers: () => players(),
    getMatchHistory: () => [],
    getMatchMemo: () => ({ matchId: 5, memo: null }),
    recordEvent: ({ body }) => recorded(body as RecordEventRequest),
    ...handlers,
  };
  const call = vi.fn(async (name: EndpointName, options: CallOptions = {}) => {
    const handler = all[name];
    if (!handler) throw new Error(`match record test: unexpected call ${name}`);
    return handler(options);
  });
  const session = createSession({ renewToken: vi.fn(async () => token()) });
  session.setToken(token());
  const services: Services = { session, http: { call: call as unknown as HttpApi['call'] }, storage, outboxStore: store };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const view = render(
    <AppProviders services={services} queryClient={queryClient} location={memoryLocation({ path: '/matches/5/record' })}>
      <AppRoutes />
    </AppProviders>,
  );
  const callsTo = (name: EndpointName) => call.mock.calls.filter(([n]) => n === name).map(([, o]) => o as CallOptions);
  return { ...view, call, callsTo, store };
}

export const counterOf = (button: HTMLElement) => button.closest('li')!.textContent;
export const findReady = async (name: string) => {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
};
/** The frame a tap painted, then the task after it: where a counter's write runs (decision 110, src/lib/after-next-paint.ts). */
export const afterTheFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Clicks inside an async act, so the write after the tap's frame and the outbox's store writes (microtasks) settle within it. */
export const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
    await afterTheFrame();
  });
export const press = (name: string) => click(screen.getByRole('button', { name }));
