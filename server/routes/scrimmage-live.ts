/**
 * `GET /api/v1/teams/{id}/scrimmages/{scrimmageId}/live`: a scrimmage's live stream (Server-Sent
 * Events, decision 080) for the members of its team, on the match stream's protocol
 * (server/live/stream.ts): the token by header or `access_token`, resume by `Last-Event-ID` or
 * `lastEventId`, access checked again periodically and when the viewer's memberships change.
 */
import type { Hono } from 'hono';
import type { ScrimmageLiveMessage } from '#contract/scrimmage-extras.ts';
import { scrimmageLiveStreamPath } from '#contract/scrimmage-extras.ts';
import { authenticateAccessToken } from '../http/bearer.ts';
import type { AppEnv } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import { parsePathIds } from '../http/validate.ts';
import type { LiveHub } from '../live/hub.ts';
import { scrimmageGuards } from '../scrimmage-extras/access.ts';
import type { AppDeps } from './deps.ts';
import { answerWithStream, authenticate, lastEventIdOf, type LiveRouteOptions } from './live.ts';

const pathPattern = /^\/api\/v1\/teams\/[^/]+\/scrimmages\/[^/]+\/live\/?$/;

/** Whether a request path is a scrimmage's stream (the bearer middleware leaves it to this route, as the match stream). */
export const isScrimmageLiveStreamPath = (path: string) => pathPattern.test(path);

export function registerScrimmageLiveRoute(app: Hono<AppEnv>, deps: AppDeps, hub: LiveHub<ScrimmageLiveMessage>, options: LiveRouteOptions): void {
  const guards = scrimmageGuards(deps.db);
  app.get(toHonoPath(scrimmageLiveStreamPath), async (c) => {
    const { userId, token } = await authenticate(c, deps);
    const { id: teamId, scrimmageId } = parsePathIds(['id', 'scrimmageId'], c.req.param() as Record<string, string>);
    const lastEventId = lastEventIdOf(c);
    await guards.requireScrimmageMember(userId, teamId, scrimmageId);
    const mayWatch = async () => {
      try {
        await authenticateAccessToken(token, deps.tokens, deps.db);
        await guards.requireScrimmageMember(userId, teamId, scrimmageId);
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
        matchId: scrimmageId,
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
