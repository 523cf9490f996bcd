/**
 * The WebKit layer's set-up calls through the same HTTP helpers as the Playwright specs (e2e/api.ts,
 * e2e/fixtures/match-with-lineups.ts): Playwright's request client works without its runner, and the
 * layer points it at its own server.
 */
import { type APIRequestContext, request } from '@playwright/test';
import { noteServerOrigin } from '../../e2e/fixtures/server.ts';
import { origin } from './webkit.ts';

/** A request client on the layer's server; the caller disposes of it. */
export async function apiClient(): Promise<APIRequestContext> {
  noteServerOrigin(origin());
  return request.newContext({ baseURL: origin() });
}
