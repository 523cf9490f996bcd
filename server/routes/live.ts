/**
 * `GET /api/v1/matches/{id}/live`: the match's live stream (Server-Sent Events) for any member of
 * either team. EventSource cannot set headers, so besides `Authorization: Bearer …` the access token
 * may come as the `access_token` query parameter (the app logs paths only, never query strings).
 * Resume with the `Last-Event-ID` header (EventSource sends it on its own reconnects) or the
 * `lastEventId` query parameter (a fresh EventSource after a reload). Protocol: server/live/stream.ts.
 * Under @hono/node-server the stream writes to node's response itself (decision 017); the answer
 * then only tells the adapter so.
 */
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { liveStreamPath } from '#contract/endpoints.ts';
import { authenticateAccessToken, bearerToken } from '../http/bearer.ts';
import type { AppEnv, AppContext } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import { parsePathIds } from '../http/validate.ts';
import type { LoggedMessage } from '../live/frames.ts';
import type { LiveHub } from '../live/hub.ts';
import { nodeSink, webSink } from '../live/sink.ts';
import { runLiveStream, type StreamOptions } from '../live/stream.ts';
import { requireMatchMember } from '../matches/access.ts';
import type { AppDeps } from './deps.ts';

const tokenPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const livePathPattern = /^\/api\/v1\/matches\/[^/]+\/live\/?$/;

/** Whether a request path is the live stream (the app's bearer middleware leaves it to this route). */
export const isLiveStreamPath = (path: string) => livePathPattern.test(path);

export interface LiveRouteOptions {
  /** How often an idle stream sends a heartbeat comment. */
  heartbeatMs: number;
  /** How often an open stream checks its token and membership again (also at once on a membership change). */
  recheckMs: number;
  /** How far a slow viewer may fall behind before it is dropped (it reconnects with Last-Event-ID). */
  maxBufferedBytes: number;
}

export const defaultLiveRouteOptions: LiveRouteOptions = { heartbeatMs: 15_000, recheckMs: 60_000, maxBufferedBytes: 1024 * 1024 };

/** The same answers as the bearer middleware (401 9000/9001/9002/9006/9011), with the query parameter as a second way in. */
export async function authenticate(c: AppContext, deps: Pick<AppDeps, 'tokens' | 'db'>): Promise<{ userId: number; token: string }> {
  const header = c.req.header('authorization');
  const queryToken = c.req.query('access_token');
  let token: string;
  if (header) {
    token = bearerToken(header);
  } else if (queryToken !== undefined) {
    if (!tokenPattern.test(queryToken)) throw new ApiError('INVALID_BEARER');
    token = queryToken;
  } else {
    throw new ApiError('UNAUTHORIZED');
  }
  return { userId: await authenticateAccessToken(token, deps.tokens, deps.db), token };
}

/** `Last-Event-ID` (header) or `lastEventId` (query): a non-negative integer, 0 when absent. */
export function lastEventIdOf(c: AppContext): number {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ApiError('BAD_REQUEST', [{ field: 'lastEventId', message: '0 이상의 정수여야 합니다.' }]);
  return Number(raw.trim());
}

export function registerLiveRoute(app: Hono<AppEnv>, deps: AppDeps, hub: LiveHub, options: LiveRouteOptions = defaultLiveRouteOptions): void {
  app.get(toHonoPath(liveStreamPath), async (c) => {
    const { userId, token } = await authenticate(c, deps);
    const { id: matchId } = parsePathIds(['id'], c.req.param() as Record<string, string>);
    const lastEventId = lastEventIdOf(c);
    await requireMatchMember(deps.db, userId, matchId);
    // The same checks as at connect, again: the token may have expired, the person left both teams.
    const mayWatch = async () => {
      try {
        // Also ends the stream of a session that ended (logout, reuse): its NOTIFY triggers this check at once.
        await authenticateAccessToken(token, deps.tokens, deps.db);
        await requireMatchMember(deps.db, userId, matchId);
        return true;
      } catch (error) {
        if (error instanceof ApiError) return false;
        throw error;
      }
    };
    return answerWithStream(
      c,
      {
        hub,
        matchId,
        userId,
        lastEventId,
        mayWatch,
        heartbeatMs: options.heartbeatMs,
        recheckMs: options.recheckMs,
        maxWaitingBytes: options.maxBufferedBytes,
      },
      options,
    );
  });
}

/** Opens the stream on the request's connection and answers accordingly (the members' and a public link's alike). */
export function answerWithStream<M extends LoggedMessage>(
  c: AppContext,
  stream: StreamOptions<M>,
  options: Pick<LiveRouteOptions, 'maxBufferedBytes'>,
): Response {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    // Its one request-log line is written when it ends (server/observability/request-log.ts).
    c.set('streamEnded', runLiveStream(nodeSink(outgoing, options.maxBufferedBytes), stream));
    // The adapter's own marker object (made before it replaced the global Response): "already answered".
    return RESPONSE_ALREADY_SENT;
  }
  const { sink, response } = webSink(options.maxBufferedBytes);
  c.set('streamEnded', runLiveStream(sink, stream));
  return response;
}
