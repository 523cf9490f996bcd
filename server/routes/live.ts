/**
 * `GET /api/v1/matches/{id}/live`: the match's live stream (Server-Sent Events) for any member of
 * either team. EventSource cannot set headers, so besides `Authorization: Bearer …` the access token
 * may come as the `access_token` query parameter (the app logs paths only, never query strings).
 * Resume with the `Last-Event-ID` header (EventSource sends it on its own reconnects) or the
 * `lastEventId` query parameter (a fresh EventSource after a reload). Protocol: server/live/stream.ts.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { liveStreamPath } from '#contract/endpoints.ts';
import { users } from '../db/schema.ts';
import type { AppEnv, AppContext } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import { parsePathIds } from '../http/validate.ts';
import type { LiveHub } from '../live/hub.ts';
import { runLiveStream } from '../live/stream.ts';
import { requireMatchMember } from '../matches/access.ts';
import type { AppDeps } from './deps.ts';

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const tokenPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const livePathPattern = /^\/api\/v1\/matches\/[^/]+\/live\/?$/;

/** Whether a request path is the live stream (the app's bearer middleware leaves it to this route). */
export const isLiveStreamPath = (path: string) => livePathPattern.test(path);

export const defaultHeartbeatMs = 15_000;

/** The same answers as the bearer middleware (401 9000/9001/9002/9006), with the query parameter as a second way in. */
async function authenticate(c: AppContext, { tokens, db }: Pick<AppDeps, 'tokens' | 'db'>): Promise<number> {
  const header = c.req.header('authorization');
  const queryToken = c.req.query('access_token');
  let token: string;
  if (header) {
    const match = bearerPattern.exec(header.trim());
    if (!match) throw new ApiError('INVALID_BEARER');
    token = match[1];
  } else if (queryToken !== undefined) {
    if (!tokenPattern.test(queryToken)) throw new ApiError('INVALID_BEARER');
    token = queryToken;
  } else {
    throw new ApiError('UNAUTHORIZED');
  }
  const userId = await tokens.verifyAccessToken(token);
  const [person] = await db.select({ withdrawnAt: users.withdrawnAt }).from(users).where(eq(users.id, userId));
  if (!person || person.withdrawnAt) throw new ApiError('INVALID_TOKEN');
  return userId;
}

/** `Last-Event-ID` (header) or `lastEventId` (query): a non-negative integer, 0 when absent. */
function lastEventIdOf(c: AppContext): number {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ApiError('BAD_REQUEST', [{ field: 'lastEventId', message: '0 이상의 정수여야 합니다.' }]);
  return Number(raw.trim());
}

export function registerLiveRoute(app: Hono<AppEnv>, deps: AppDeps, hub: LiveHub, heartbeatMs = defaultHeartbeatMs): void {
  app.get(toHonoPath(liveStreamPath), async (c) => {
    const userId = await authenticate(c, deps);
    const { id: matchId } = parsePathIds(['id'], c.req.param() as Record<string, string>);
    const lastEventId = lastEventIdOf(c);
    await requireMatchMember(deps.db, userId, matchId);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => runLiveStream(stream, { hub, db: deps.db, matchId, lastEventId, heartbeatMs }));
  });
}
