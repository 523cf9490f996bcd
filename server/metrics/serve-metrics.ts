/**
 * Serving `GET /metrics` (decision 097). With METRICS_TOKEN and no METRICS_PORT it is a route of the
 * app, behind `Authorization: Bearer <token>`; with METRICS_PORT a small server of its own answers it
 * there (by the cluster's primary, or the lone process), the token asked too when one is set. Without
 * either the app knows no /metrics: 404 like any unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { type Env, Hono } from 'hono';
import { metricsPath } from '#contract/metrics.ts';
import type { MetricsConfig } from '../config.ts';
import { errorResponse } from '../http/errors.ts';
import { metricsRegistry } from './registry.ts';

/** Where the figures come from: this process's registry, or the cluster's sum (server/metrics/cluster.ts). */
export type MetricsSource = () => Promise<{ contentType: string; text: string }>;

export const localMetrics: MetricsSource = async () => ({ contentType: metricsRegistry.contentType, text: await metricsRegistry.metrics() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. The digests are compared, in constant
 * time and of equal length whatever was sent, so the answer's timing says nothing of the token.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/.exec(header?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** Adds `GET /metrics` to `app` when it belongs on the app's port (a token set, no port of its own). */
export function registerMetricsRoute<E extends Env>(app: Hono<E>, metrics: MetricsConfig, source: MetricsSource): void {
  if (metrics.token === null || metrics.port !== null) return;
  addMetricsRoute(app, metrics.token, source);
}

function addMetricsRoute<E extends Env>(app: Hono<E>, token: string | null, source: MetricsSource): void {
  app.get(metricsPath, async (c) => {
    if (token !== null && !bearerMatches(c.req.header('authorization'), token)) {
      return errorResponse(c, 'METRICS_TOKEN_REQUIRED', null, { 'WWW-Authenticate': 'Bearer' });
    }
    const { contentType, text } = await source();
    return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The server on METRICS_PORT, when one is set (null otherwise): /metrics and nothing else. */
export async function startMetricsServer(metrics: MetricsConfig, source: MetricsSource): Promise<MetricsServer | null> {
  if (metrics.port === null) return null;
  const app = new Hono();
  addMetricsRoute(app, metrics.token, source);
  const server = serve({ fetch: app.fetch, port: metrics.port, hostname: metrics.host }) as Server;
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : metrics.port!);
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
