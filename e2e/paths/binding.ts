import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { UserModel } from '../../tests/paths/user-model.ts';

/** What a path runs in: a fresh browser context with its page, and the API client of the test. */
export interface PathRun {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string;
}

/**
 * The browser side of a user-level model: for each user event an action through the page objects
 * in e2e/pages/, for each user state an on-screen assertion. The mapped types make a missing
 * action a type error (`npm run typecheck`).
 */
export interface BrowserBinding<S extends object, E extends EventObject, W> {
  model: UserModel<S, E>;
  /** Sets up the path's own data through the API and opens the screen (the model's `open` step). */
  setup(run: PathRun): Promise<W & { page: Page; close(): Promise<void> }>;
  actions: { [K in E['type']]: (world: W, event: Extract<E, { type: K }>, before: S, after: S) => Promise<void> };
  /** Asserts what the user sees in `state`. */
  expectSeen(world: W, state: S): Promise<void>;
}

/** A binding with its own types erased, for the one spec that runs them all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
export type AnyBrowserBinding = BrowserBinding<any, any, any>;
