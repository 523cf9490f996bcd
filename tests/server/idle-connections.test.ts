import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { idleConnectionMs, type Serving, startServing } from '#server/runtime/serve.ts';

let database: Database;
let serving: Serving;
beforeAll(async () => {
  database = await createDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', AUTH_PROVIDER: 'dev', STATIC_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32) });
  serving = await startServing(config, database, null);
});
afterAll(async () => {
  await serving?.close();
  await database?.close();
});

/** One keep-alive request over node:http, the way Playwright's request context and proxies pool connections. */
function keepAliveHeader(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/open-api/v1/teams?size=1', headers: { connection: 'keep-alive' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['keep-alive'])));
    });
    call.on('error', reject);
    call.end();
  });
}

test('an idle keep-alive connection outlasts the clients and proxies that reuse it (no ECONNRESET on reuse)', async () => {
  expect(idleConnectionMs).toBeGreaterThan(60_000);
  // The server announces how long it keeps an idle connection; clients that honour it never reuse a closing one.
  expect(await keepAliveHeader(serving.port)).toBe(`timeout=${idleConnectionMs / 1000}`);
});
