/**
 * Fixtures of the members and team admin tests: team members, a fake server that answers the
 * members, stats, matches and invite-code calls (recording every call), and the real app around it.
 */
import type { EndpointName } from '#contract/endpoints.ts';
import type { InviteCode, MemberStats, TeamMember } from '#contract/teams.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { AppRoutes } from '#src/app/router.tsx';
import type { Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { fakeHttp, token } from './harness.tsx';

export function member(over: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: 7,
    name: '김민수',
    profileImg: null,
    teamRole: 'USER',
    backNumber: 10,
    position: 'FW',
    foot: 'RIGHT',
    height: 178,
    weight: 72,
    birthYear: 1996,
    joinedAt: '2026-03-02T09:00:00.000Z',
    isGuest: false,
    status: { kind: 'ACTIVE', from: null, until: null },
    ...over,
  };
}

export const roster: TeamMember[] = [
  member({ userId: 7, name: '김민수', teamRole: 'USER', backNumber: 10, position: 'FW' }),
  member({ userId: 8, name: '이서준', teamRole: 'TEAM_ADMIN', backNumber: 1, position: 'GK', foot: 'LEFT' }),
  member({ userId: 9, name: '박지훈', teamRole: 'USER', backNumber: 5, position: 'DF', foot: 'BOTH' }),
];

export const stats: MemberStats = {
  total: 3,
  byPosition: { FW: 1, MF: 0, DF: 1, GK: 1, NONE: 0 },
  byFoot: { LEFT: 1, RIGHT: 1, BOTH: 1, NONE: 0 },
  averageAge: 30,
};

export type Handler = (options: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown }) => unknown;

export interface MembersAppOptions {
  path: string;
  /** The signed-in person's teams (userId 7 is signed in). */
  teams: MyTeamListItem[];
  members?: TeamMember[];
  /** totalElements of listMembers (defaults to the members' length). */
  total?: number;
  inviteCodes?: InviteCode[];
  /** Replace the answer of one endpoint. */
  handlers?: Partial<Record<EndpointName, Handler>>;
}

export function renderMembersApp({ path, teams, members = roster, total, inviteCodes = [], handlers = {} }: MembersAppOptions) {
  const base = fakeHttp({ teams });
  const call = vi.fn(async (name: EndpointName, options: Parameters<Handler>[0] = {}) => {
    const handler = handlers[name];
    if (handler) return handler(options);
    switch (name) {
      case 'listMembers':
        return { content: members, page: Number(options.query?.page ?? 0), size: Number(options.query?.size ?? 20), totalElements: total ?? members.length };
      case 'getMemberStats':
        return stats;
      case 'getMemberMatches':
        return { content: [], page: 0, size: 5, totalElements: 0 };
      case 'listInviteCodes':
        return inviteCodes;
      case 'getMemberLevels':
      case 'getScrimmagePairs':
        return [];
      case 'getScrimmageSeasonStats':
        return { teamId: 1, season: Number(options.query?.season), seasons: [], scrimmageCount: 0, players: [] };
      default:
        return (base.call as unknown as (n: EndpointName, o: unknown) => unknown)(name, options);
    }
  });
  const session = createSession({ renewToken: async () => token() });
  session.setToken(token());
  const services: Services = { session, http: { call: call as unknown as Services['http']['call'] }, storage };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppProviders services={services} queryClient={queryClient} location={location}>
      <AppRoutes />
    </AppProviders>,
  );
  const history = location.history as string[];
  /** The calls made to one endpoint, in order. */
  const callsOf = (endpoint: EndpointName) => call.mock.calls.filter(([n]) => n === endpoint).map(([, o]) => o ?? {});
  return { ...view, call, callsOf, location, history, current: () => history[history.length - 1], queryClient };
}

/** Opens a React Aria select by its label and picks an option (keyboard, like the existing tests). */
export async function choose(scope: HTMLElement, label: string | RegExp, option: string) {
  const trigger = await within(scope).findByRole('button', { name: label });
  act(() => {
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  });
  const item = await screen.findByRole('option', { name: option });
  act(() => {
    fireEvent.keyDown(item, { key: 'Enter' });
    fireEvent.keyUp(item, { key: 'Enter' });
  });
}

/** Types into a React Aria text/number input (change, then blur so a number field commits). */
export function typeInto(input: HTMLElement, value: string) {
  act(() => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}
