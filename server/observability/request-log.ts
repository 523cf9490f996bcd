/**
 * One log line per request (decision 096), at info, when its answer is ready — for a live stream
 * when the stream ends, with its duration, never per message: the request id (the caller's
 * `X-Request-Id` when it is 1–64 safe characters, else a new UUID; always sent back), the method,
 * the route template (never the raw path or its query), the status and the milliseconds. The worker
 * is on every line of the logger already. The id is kept in the context for app.onError's line.
 */
import { randomUUID } from 'node:crypto';
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/endpoint.ts';
import type { Logger } from './log.ts';
import { routeTemplate } from './route-template.ts';

export const requestIdHeader = 'X-Request-Id';
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's id when it is safe to log and echo, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && safeRequestId.test(incoming) ? incoming : randomUUID();
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header(requestIdHeader));
    c.set('requestId', reqId);
    // The live stream writes node's response itself, past Hono's Response (as security-headers.ts says).
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) outgoing.setHeader(requestIdHeader, reqId);
    await next();
    try {
      c.res.headers.set(requestIdHeader, reqId);
    } catch {
      // The headers of a Response made by fetch() are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(requestIdHeader, reqId);
    }
    const method = c.req.method;
    const route = routeTemplate(method, c.req.path);
    const line = (status: number, what: string) => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ reqId, method, route, status, ms }, `${method} ${route} ${status} ${what}${ms} ms`);
    };
    const streamEnded = c.get('streamEnded');
    if (streamEnded) void streamEnded.then(() => line(200, 'stream ended after '));
    else line(c.res.status, '');
  };
}
