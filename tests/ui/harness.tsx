/**
 * Renders the real app (routes, guards, shell) around a fake HTTP client and a real session actor
 * whose renewToken the test controls. The location is wouter's memory location, so a test reads
 * where the app went from `location.current()` / `history`.
 */
import type { EndpointName } from '#contract/endpoints.ts';
import type { PublicMatchSnapshot } from '#contract/match-share.ts';
import type { Match } from '#contract/matches.ts';
import type { Team } from '#contract/teams.ts';
import type { MyTeamListItem, TokenResponse, User } from '#contract/users.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { AppRoutes } from '#src/app/router.tsx';
import { NotFoundError } from '#src/lib/http/errors.ts';
import type { HttpApi, Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

// jsdom has no CSS.escape; React Aria's overlays call it (for a CSP nonce lookup).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = { ...(globalThis.CSS ?? {}), escape: (value: string) => String(value).replace(/[^\w-]/g, (c) => `\\${c}`) };
}

export function myTeam(over: Partial<MyTeamListItem> = {}): MyTeamListItem {
  return { id: 1, name: 'FC 서울', logoImgUrl: null, teamColor: '#43A151', teamRole: 'USER', isTemp: false, pendingMatchRequests: 0, ...over };
}

export function team(over: Partial<Team> = {}): Team {
  return {
    id: 1,
    name: 'FC 서울',
    logoImgUrl: null,
    teamColor: '#43A151',
    isTemp: false,
    memberCount: 18,
    bottomColor: '#FFFFFF',
    stockingColor: '#0043FF',
    description: null,
    organizationType: 'CLUB',
    region: '서울 마포구',
    foundedYear: 2015,
    createdAt: '2026-01-01T00:00:00.000Z',
    momVoteHours: 24,
    ...over,
  };
}

export function user(over: Partial<User> = {}): User {
  return { userId: 7, userName: '김민수', profileImg: null, userLifecycle: 'ACTIVE', teamRole: null, ...over };
}

export function match(over: Partial<Match> = {}): Match {
  return {
    id: 5,
    title: '친선 경기',
    matchDate: '2026-11-30',
    plannedStartTime: '10:00',
    homeTeamId: 1,
    homeTeamName: 'FC 서울',
    awayTeamId: 2,
    awayTeamName: '한강 FC',
    matchType: 'FRIENDLY',
    matchState: 'SCHEDULED',
    stadium: '난지 구장',
    homeScore: 0,
    awayScore: 0,
    plannedEndTime: '12:00',
    homeTeamColor: '#43A151',
    awayTeamColor: '#0043FF',
    homeTeamLogoUrl: null,
    awayTeamLogoUrl: null,
    homeTeamIsTemp: false,
    awayTeamIsTemp: false,
    firstHalfPeriod: 45,
    secondHalfPeriod: 45,
    mainRefereeName: null,
    assistantReferee1: null,
    assistantReferee2: null,
    fourthReferee: null,
    firstHalfStartAt: null,
    firstHalfEndAt: null,
    secondHalfStartAt: null,
    secondHalfEndAt: null,
    homeRecorderId: null,
    homeRecorderName: null,
    awayRecorderId: null,
    awayRecorderName: null,
    serverNow: '2026-11-22T10:00:00.000Z',
    ownerTeamId: 1,
    requestState: 'ACCEPTED',
    ...over,
  };
}

export interface FakeServer {
  /** The person's teams; a promise answers when it settles. */
  teams?: MyTeamListItem[] | Promise<MyTeamListItem[]>;
  user?: User;
  team?: Team;
  /** undefined: getMatch answers 404; an error is thrown (a read that never gets through). */
  match?: Match | Error;
  /** What socialLogin answers (an error is thrown, as the HTTP client throws a refusal). */
  login?: TokenResponse | Error;
  /** What a public link's snapshot answers (an error is thrown, as the HTTP client throws a refusal). */
  publicMatch?: PublicMatchSnapshot | Error;
}

/** A fake HTTP client answering from `server`; every call is recorded. */
export function fakeHttp(server: FakeServer) {
  const call = vi.fn(async (name: EndpointName, options?: { params?: Record<string, string | number>; body?: unknown }) => {
    switch (name) {
      case 'getMyTeams':
        return server.teams ?? [];
      case 'getUser':
        return server.user ?? user();
      case 'getTeam':
        return server.team ?? team({ id: Number(options?.params?.id ?? 1) });
      case 'getMatch':
        if (!server.match) throw new NotFoundError({ endpoint: 'getMatch', status: 404, code: null, message: 'not found' });
        if (server.match instanceof Error) throw server.match;
        return server.match;
      case 'getPublicMatch':
        if (!server.publicMatch) throw new Error('fakeHttp: no public match answer');
        if (server.publicMatch instanceof Error) throw server.publicMatch;
        return server.publicMatch;
      case 'logout':
        return undefined;
      case 'socialLogin':
        if (!server.login) throw new Error('fakeHttp: no login answer');
        if (server.login instanceof Error) throw server.login;
        return server.login;
      default:
        throw new Error(`fakeHttp: unexpected call ${name}`);
    }
  });
  return { call: call as unknown as HttpApi['call'], calls: call };
}

export const token = (over: Partial<TokenResponse> = {}): TokenResponse => ({
  accessToken: 'access-token',
  userId: 7,
  userLifecycle: 'ACTIVE',
  ...over,
});

export interface RenderAppOptions {
  path: string;
  server?: FakeServer;
  /** What the refresh cookie gives: a token, or null for "no session"; a promise answers when it settles. */
  refresh?: TokenResponse | null | Promise<TokenResponse>;
  /** Start signed in (as after a login), without a refresh. */
  signedIn?: TokenResponse;
  children?: ReactNode;
}

export function renderApp({ path, server = {}, refresh = null, signedIn, children }: RenderAppOptions) {
  const renewToken = vi.fn(async () => {
    if (!refresh) throw new Error('no refresh cookie');
    return await refresh;
  });
  const session = createSession({ renewToken });
  if (signedIn) session.setToken(signedIn);
  const http = fakeHttp(server);
  const services: Services = { session, http: { call: http.call }, storage };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppProviders services={services} queryClient={queryClient} location={location}>
      {children ?? <AppRoutes />}
    </AppProviders>,
  );
  const current = () => {
    const last = location.history[location.history.length - 1];
    return last;
  };
  return { ...view, session, renewToken, http, location, current, queryClient };
}
