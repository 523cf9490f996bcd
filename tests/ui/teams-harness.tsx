/**
 * The real app (routes, guards, shell) signed in as person 7, around an HTTP stub whose answers a
 * test gives per endpoint. Any call without an answer fails the call (and so the test), loudly.
 */
import type { EndpointName } from '#contract/endpoints.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { CoreGate } from '#src/app/core-gate.tsx';
import { AppProviders } from '#src/app/providers.tsx';
import { AppRoutes } from '#src/app/router.tsx';
import type { HttpApi, Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { team, token, user } from './harness.tsx';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}
export type Handlers = Partial<Record<EndpointName, (options: CallOptions) => unknown>>;

/** Services around an HTTP stub that answers from `handlers`, and a query client that never retries. */
export function stubServices(handlers: Handlers) {
  const call = vi.fn(async (name: EndpointName, options: CallOptions = {}) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`teams harness: unexpected call ${name}`);
    return handler(options);
  });
  const session = createSession({ renewToken: vi.fn(async () => token()) });
  session.setToken(token());
  const services: Services = { session, http: { call: call as unknown as HttpApi['call'] }, storage };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  return { call, services, queryClient };
}

export function renderTeamsApp({ path, teams = [], handlers = {} }: { path: string; teams?: MyTeamListItem[]; handlers?: Handlers }) {
  const defaults: Handlers = {
    getMyTeams: () => teams,
    getUser: () => user(),
    getTeam: ({ params }) => team({ id: Number(params?.id ?? 1) }),
  };
  const { call, services, queryClient } = stubServices({ ...defaults, ...handlers });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppProviders services={services} queryClient={queryClient} location={location}>
      <AppRoutes />
    </AppProviders>,
  );
  const current = () => location.history[location.history.length - 1];
  const callsTo = (name: EndpointName) => call.mock.calls.filter(([n]) => n === name).map(([, o]) => o as CallOptions);
  return { ...view, call, callsTo, current, queryClient, location };
}

/** One screen of the app (not the routes) inside the signed-in core, at `path`, around the stub. */
export function renderInCore(children: ReactNode, { path, handlers }: { path: string; handlers: Handlers }) {
  const { call, services, queryClient } = stubServices(handlers);
  render(
    <AppProviders services={services} queryClient={queryClient} location={memoryLocation({ path })}>
      <CoreGate>{children}</CoreGate>
    </AppProviders>,
  );
  return { calls: call };
}
