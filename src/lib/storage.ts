/**
 * Every value the client keeps in web storage (docs/product.md §3), each checked with valibot when read.
 * A value that is corrupt, foreign or unsafe is removed and reads as null; storage that throws
 * (disabled, private mode, quota) reads as null and ignores writes. The access token is never here.
 *
 * localStorage:   lastLoggedInUserId, currentTeamId, homeScreenGuideDismissed
 * sessionStorage: loginRedirectUrl, loginState, lineupProgress:<matchId>, and the drafts of unsaved forms (sessionDraft)
 */
import * as v from 'valibot';
import { storageKeys } from './storage-keys.ts';

type Area = 'local' | 'session';

const StoredId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * A path on this site: starts with one '/', not '//' or '/\' (which browsers read as another host),
 * no whitespace or control characters, and it stays on this origin when resolved.
 */
const SameOriginPath = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(/^\/(?![/\\])[^\s\\]*$/),
  v.check((path) => {
    try {
      const base = 'https://pitchside.invalid';
      return new URL(path, base).origin === base;
    } catch {
      return false;
    }
  }),
);

/** The OAuth `state`: an opaque token of URL-safe characters the client generated (8–200, as AuthorizeQuery accepts). */
const LoginState = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,200}$/));

export const LineupProgress = v.strictObject({ homeDone: v.boolean(), awayDone: v.boolean() });
export type LineupProgress = v.InferOutput<typeof LineupProgress>;

function area(which: Area): Storage | null {
  try {
    const store = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return store ?? null;
  } catch {
    return null; // e.g. SecurityError when storage is disabled
  }
}

function read<S extends v.GenericSchema>(which: Area, key: string, schema: S): v.InferOutput<S> | null {
  const store = area(which);
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    remove(which, key);
    return null;
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    remove(which, key);
    return null;
  }
  return parsed.output;
}

function write<S extends v.GenericSchema>(which: Area, key: string, schema: S, value: v.InferInput<S>): boolean {
  // Refuse to store what we would refuse to read.
  if (!v.is(schema, value)) return false;
  const store = area(which);
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

function remove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to do: the value is unreadable anyway
  }
}

/**
 * The stored values, one typed get / set / remove each. `set(null)` removes; `set` answers false
 * when the value was refused (invalid) or storage was unavailable.
 */
export const storage = {
  getLastLoggedInUserId: (): number | null => read('local', storageKeys.lastLoggedInUserId, StoredId),
  setLastLoggedInUserId: (id: number | null): boolean =>
    id === null ? (remove('local', storageKeys.lastLoggedInUserId), true) : write('local', storageKeys.lastLoggedInUserId, StoredId, id),
  removeLastLoggedInUserId: (): void => remove('local', storageKeys.lastLoggedInUserId),

  getCurrentTeamId: (): number | null => read('local', storageKeys.currentTeamId, StoredId),
  setCurrentTeamId: (id: number | null): boolean =>
    id === null ? (remove('local', storageKeys.currentTeamId), true) : write('local', storageKeys.currentTeamId, StoredId, id),
  removeCurrentTeamId: (): void => remove('local', storageKeys.currentTeamId),

  /** Where to go after sign-in. Only same-origin paths are ever answered (no open redirect). */
  getLoginRedirectUrl: (): string | null => read('session', storageKeys.loginRedirectUrl, SameOriginPath),
  setLoginRedirectUrl: (url: string | null): boolean =>
    url === null ? (remove('session', storageKeys.loginRedirectUrl), true) : write('session', storageKeys.loginRedirectUrl, SameOriginPath, url),
  removeLoginRedirectUrl: (): void => remove('session', storageKeys.loginRedirectUrl),

  /** The OAuth `state` sent to the sign-in provider, compared when it redirects back. */
  getLoginState: (): string | null => read('session', storageKeys.loginState, LoginState),
  setLoginState: (state: string | null): boolean =>
    state === null ? (remove('session', storageKeys.loginState), true) : write('session', storageKeys.loginState, LoginState, state),
  removeLoginState: (): void => remove('session', storageKeys.loginState),

  /** The iPhone home-screen guide was closed once on this browser: it is never offered again (decision 083). */
  getHomeScreenGuideDismissed: (): boolean => read('local', storageKeys.homeScreenGuideDismissed, v.literal(true)) === true,
  setHomeScreenGuideDismissed: (): boolean => write('local', storageKeys.homeScreenGuideDismissed, v.literal(true), true),

  /** Which sides' lineups are done, per match (the lineup editor's progress). */
  getLineupProgress: (matchId: number): LineupProgress | null => read('session', storageKeys.lineupProgress(matchId), LineupProgress),
  setLineupProgress: (matchId: number, progress: LineupProgress | null): boolean =>
    progress === null
      ? (remove('session', storageKeys.lineupProgress(matchId)), true)
      : write('session', storageKeys.lineupProgress(matchId), LineupProgress, progress),
  removeLineupProgress: (matchId: number): void => remove('session', storageKeys.lineupProgress(matchId)),
} as const;

export type AppStorage = typeof storage;

/**
 * An unsaved form kept in sessionStorage under `key`, so a reload or a phone dropping the tab keeps it
 * (the match and team creation forms). Read back through the form's schema: a corrupt or foreign value
 * is dropped. Written as it stands, unchecked, because a form half filled in is what it keeps (an
 * emptied number field's NaN becomes null in JSON); a full storage only loses the convenience.
 */
export function sessionDraft<S extends v.GenericSchema>(key: string, schema: S): SessionDraft<v.InferOutput<S>> {
  return {
    read: () => read('session', key, schema),
    write: (values) => {
      try {
        area('session')?.setItem(key, JSON.stringify(values));
      } catch {
        // quota or disabled storage: the draft is a convenience
      }
    },
    clear: () => remove('session', key),
  };
}

export interface SessionDraft<T> {
  read(): T | null;
  write(values: T): void;
  clear(): void;
}

/**
 * The current team (docs/product.md §4): the stored team while the user still belongs to it, otherwise the
 * first of their teams, otherwise null.
 */
export function pickCurrentTeam<T extends { id: number }>(myTeams: readonly T[], storedId: number | null): T | null {
  if (storedId !== null) {
    const stored = myTeams.find((team) => team.id === storedId);
    if (stored) return stored;
  }
  return myTeams[0] ?? null;
}
