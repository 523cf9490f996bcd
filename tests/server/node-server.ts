/**
 * The app behind a real node HTTP server on a free port, for what `app.request` cannot show: the
 * live stream, which node writes itself, and headers as they go over the wire.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Serves `app()` for the tests of the surrounding `describe`; `base()` is its origin once it listens. */
export function useNodeServer(app: () => Promise<TestApp>): { base: () => string; app: () => TestApp } {
  let t: TestApp;
  let server: ServerType;
  let origin = '';
  beforeAll(async () => {
    t = await app();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    (server as Server).closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { base: () => origin, app: () => t };
}
