/**
 * What the React tree needs from the client core, as one injectable value: the session, the HTTP
 * client and the stored values. The client core (src/app/core.ts) passes the app singletons
 * (src/lib/api.ts, storage.ts); tests pass fakes. Components never import the singletons
 * themselves, so a test controls them all.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from './http/client.ts';
import type { OutboxStore } from './outbox.ts';
import type { Session } from './session.ts';
import type { AppStorage as StoredValues } from './storage.ts';

/** The HTTP calls the UI makes (src/lib/http/client.ts). */
export type HttpApi = Pick<HttpClient, 'call'>;

/** The session calls the UI uses (src/lib/session.ts). */
export type SessionApi = Pick<Session, 'actor' | 'setToken' | 'refresh' | 'logout' | 'markProfileCompleted'>;

/** The stored values the UI uses (src/lib/storage.ts). */
export type AppStorage = Pick<
  StoredValues,
  | 'getCurrentTeamId'
  | 'setCurrentTeamId'
  | 'getLastLoggedInUserId'
  | 'setLastLoggedInUserId'
  | 'getLoginRedirectUrl'
  | 'setLoginRedirectUrl'
  | 'getLoginState'
  | 'setLoginState'
  | 'getLineupProgress'
  | 'setLineupProgress'
>;

export interface Services {
  session: SessionApi;
  http: HttpApi;
  storage: AppStorage;
  /** Lets the HTTP layer route 403 → /unauthorized and 404 → /404 through the router. */
  setNavigator?: (navigate: (to: string) => void) => void;
  /** Where live recording keeps its unsent writes; IndexedDB when absent (src/lib/outbox.ts). */
  outboxStore?: OutboxStore;
  /**
   * Starts what opening `path` needs, before the app goes there: its page's code and its reads (the
   * app's route table, src/app/data.ts). For a page that knows where it will send the person next
   * (the way back from sign-in); absent in tests that do not need it.
   */
  prepare?: (path: string) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
}
