/**
 * One serving process: the app (API + built client) on the configured port, over an open database.
 * Used by the single process of `npm start` and by each worker of the production cluster
 * (server/runtime/primary.ts); in a worker the port is shared, node:cluster's primary hands each new
 * connection to the next worker in turn.
 */
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createLiveHub } from '../live/hub.ts';
import { logger } from '../observability/log.ts';
import { vestCardPreview } from '../scrimmage-extras/vest-card-preview.ts';
import { scrimmageLiveLog } from '../scrimmage-live.ts';
import { scrimmageReads } from '../scrimmages/reads.ts';
import { sharePreview } from '../matches/share-preview.ts';
import { createMatchPushes } from '../push/match-pushes.ts';
import { createWebPushNotifier } from '../push/sender.ts';
import { registerStaticClient } from '../static.ts';
import { createPageRender } from '../render/page-render.ts';
import { createTokenService } from '../auth/tokens.ts';
import { workerMetrics } from '../metrics/cluster.ts';

/** Names the worker that answered (production cluster only): lets tests and operators tell the processes apart. */
export const workerHeader = 'x-pitchside-worker';

/** How long a shutdown waits for requests in flight (a recording write) before it cuts them. */
export const shutdownGraceMs = 5_000;

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of most clients and proxies, so a client reusing a pooled connection can send a request at
 * the instant the server closes it, and gets ECONNRESET for a request the server never read (seen in
 * CI: a PATCH six seconds after the previous call). The server must be the side that waits longer;
 * 65 s outlasts the usual proxy idle timeout (60 s). Headers must be allowed a little longer still.
 */
export const idleConnectionMs = 65_000;

/** Live streams never end by themselves: a shutdown does not wait for them (clients reconnect). */
const isLiveStream = (url: string | undefined) => /^\/api\/v1\/(matches\/\d+|teams\/\d+\/scrimmages\/\d+)\/live(\?|$)/.test(url ?? '');

export interface Serving {
  port: number;
  /**
   * Stops taking connections, lets requests in flight finish (up to `shutdownGraceMs`) and the push
   * notifications they set off leave (as long again at most), ends the live streams and stops
   * listening for live notifications; the database stays open.
   */
  close(): Promise<void>;
}

/**
 * Serves `config`'s app on its port; settles once it listens. `worker` (1…WORKERS) is this process's
 * place in the cluster, or null for a lone process.
 */
export async function startServing(config: Config, database: Database, worker: number | null): Promise<Serving> {
  const hub = createLiveHub(database.db);
  const scrimmageLive = createLiveHub(database.db, scrimmageLiveLog);
  // Listen for other processes' live writes BEFORE taking viewers: a viewer that joined earlier
  // would miss a NOTIFY sent in between (a lone process hears its own writes anyway).
  await Promise.all([hub.ready, scrimmageLive.ready]);
  // Pushes leave through the browsers' push services, signed with the resolved VAPID pair (main.ts).
  const notifier = config.vapid ? createWebPushNotifier({ db: database.db, vapid: config.vapid, endpoints: config.pushEndpoints }) : undefined;
  const matchPushes = notifier ? createMatchPushes({ db: database.db, notifier, clock: systemClock }) : undefined;
  // A worker's /metrics is the cluster's sum, asked of the primary (decision 097).
  const metrics = worker !== null ? workerMetrics(config.metrics) : undefined;
  const app = createApp({ db: database.db, clock: systemClock, config, live: hub, scrimmageLive, notifier, matchPushes, metrics });
  const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: config.accessTokenTtlSeconds });
  const renderPage = createPageRender(config.staticDir, {
    db: database.db,
    clock: systemClock,
    tokens,
    secret: config.jwtSecret!,
    fetch: (input, init) => Promise.resolve(app.request(input instanceof URL ? input.href : input, init)),
    logger,
    budgetMs: config.renderBudgetMs,
  });
  const hasClient = registerStaticClient(app, config.staticDir, {
    renderPage,
    livePreview: (token) => sharePreview(database.db, token, systemClock.now()),
    vestCardPreview: (token) => vestCardPreview(database.db, scrimmageReads(database.db), token, systemClock.now()),
    publicUrl: config.publicUrl ?? undefined,
  });
  // Said once per start, not once per worker.
  if (!hasClient && (worker === null || worker === 1)) {
    logger.warn(`No built client in ${config.staticDir} (run npm run build); serving the API only.`);
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
  server.keepAliveTimeout = idleConnectionMs;
  server.headersTimeout = idleConnectionMs + 1_000;
  if (worker !== null) {
    // Before the app's own listener, on node's response: every answer carries it, the live stream's
    // raw SSE headers too (writeHead merges headers set earlier).
    server.prependListener('request', (_request, response) => response.setHeader(workerHeader, String(worker)));
  }
  const inFlight = new Set<ServerResponse>();
  server.on('request', (request, response) => {
    if (isLiveStream(request.url)) return;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : config.port);
    });
  });
  return {
    port,
    async close() {
      server.close();
      for (let waited = 0; inFlight.size > 0 && waited < shutdownGraceMs; waited += 50) await sleep(50);
      // The pushes of the last writes (a goal just before a deploy) leave before the database closes.
      if (matchPushes) {
        const waited = new AbortController();
        await Promise.race([matchPushes.idle(), sleep(shutdownGraceMs, undefined, { signal: waited.signal }).catch(() => undefined)]);
        waited.abort();
      }
      server.closeAllConnections();
      await Promise.all([hub.close(), scrimmageLive.close()]);
    },
  };
}
