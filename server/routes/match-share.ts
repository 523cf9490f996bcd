/**
 * The public scoreboard link of a match (issue #20, decision 057).
 *
 * - `POST /api/v1/matches/{id}/share`: an admin of either team turns the link on, or is answered the
 *   link that is on (200 either way: the call is idempotent, its answer the same until the link is
 *   turned off). `DELETE` of the same path turns it off (204, also when it was off): the token names
 *   nothing from then on, and a NOTIFY ends the streams opened through it in every process. Who may:
 *   `requireMatchAdmin`, as every match-admin write (403 5006 for anyone else, 404 6007 for no match);
 *   a match the invited team has not accepted (waiting or declined) is nobody's to publish: 409 6035.
 * - `GET /api/v1/matches/{id}/share`: the link that is on, or null, for a member of either team.
 * - `GET /open-api/v1/live/{token}`: the public snapshot, no sign-in; `GET /open-api/v1/live/{token}/stream`:
 *   the match's live stream (server/live/stream.ts, the members' machinery) with each message
 *   projected as the snapshot, re-checked against the link every `recheckMs` and at once when the
 *   link is turned off. A token that names no link that is on answers 404 6043, malformed ones too.
 *   Every answer under /open-api/v1/live/ carries `X-Robots-Tag: noindex`; the snapshot and the
 *   errors `Cache-Control: no-store` (the stream its own `no-cache`).
 */
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { fillPath, publicLiveStreamPath } from '#contract/endpoints.ts';
import { livePositionHeader } from '#contract/matches.ts';
import { progressRefusal } from '#machines/match.ownership.ts';
import { implement, type AppEnv, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import { publicFrameBytes } from '../live/frames.ts';
import type { LiveHub } from '../live/hub.ts';
import { currentSeq } from '../live/log.ts';
import { refuseWith, requireMatchAdmin, requireMatchMember } from '../matches/access.ts';
import { findShare, findSharedMatch, findShareOf, publicSnapshot, type ShareRow, turnShareOff, turnShareOn } from '../matches/share.ts';
import type { AppDeps } from './deps.ts';
import { answerWithStream, lastEventIdOf, type LiveRouteOptions } from './live.ts';

/** The prefix of the public link's API paths. */
export const publicLivePrefix = '/open-api/v1/live/';
/** The client's page of a link (the address people share). */
const publicPagePath = '/live/{token}';

/** Where the server is reached from outside: PUBLIC_URL, else the request's own origin (as the calendar feed). */
const publicOrigin = (c: Context, publicUrl: string | null) => publicUrl ?? new URL(c.req.url).origin;

export function matchShareEndpoints({ db, clock, config }: AppDeps): Implementation[] {
  const link = (c: Context, share: ShareRow) => ({
    matchId: share.matchId,
    token: share.token,
    url: `${publicOrigin(c, config.publicUrl)}${fillPath(publicPagePath, { token: share.token })}`,
    createdAt: share.createdAt.toISOString(),
  });

  return [
    implement('shareMatch', async (c, { params, userId }) => {
      const share = await db.transaction(async (tx) => {
        const { match } = await requireMatchAdmin(tx, userId, params.id);
        // The invited team's names and lineup go public only with its consent (decision 029).
        refuseWith(progressRefusal(match));
        return turnShareOn(tx, params.id, userId, clock.now());
      });
      return link(c, share);
    }),

    // Members may pass on a link that is on (to family on the touchline); only admins turn it on or off.
    implement('getMatchShare', async (c, { params, userId }) => {
      await requireMatchMember(db, userId, params.id);
      const share = await findShareOf(db, params.id);
      return { link: share ? link(c, share) : null };
    }),

    implement('unshareMatch', async (_c, { params, userId }) => {
      await db.transaction(async (tx) => {
        await requireMatchAdmin(tx, userId, params.id);
        await turnShareOff(tx, params.id);
      });
      return null;
    }),

    implement('getPublicMatch', async (c, { params }) => {
      const match = await findSharedMatch(db, params.token);
      if (!match) throw new ApiError('NOTFOUND_SHARE_LINK');
      const seq = await currentSeq(db, match.id);
      const snapshot = await publicSnapshot(db, match, seq, clock.now());
      c.header(livePositionHeader, String(seq));
      return snapshot;
    }),
  ];
}

/** `GET /open-api/v1/live/{token}/stream`: a public link's read-only live stream. */
export function registerPublicLiveRoute(app: Hono<AppEnv>, { db }: AppDeps, hub: LiveHub, options: LiveRouteOptions): void {
  app.get(toHonoPath(publicLiveStreamPath), async (c) => {
    const token = c.req.param('token') ?? '';
    const match = await findSharedMatch(db, token);
    if (!match) throw new ApiError('NOTFOUND_SHARE_LINK');
    const lastEventId = lastEventIdOf(c);
    const sides = { homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId };
    // The link is still on (a link turned off and on again has a new token: this one stays dead).
    const mayWatch = async () => (await findShare(db, token))?.matchId === match.id;
    return answerWithStream(c, {
      hub, db, matchId: match.id, userId: null, lastEventId, mayWatch, frameBytes: (frame) => publicFrameBytes(frame, sides),
      heartbeatMs: options.heartbeatMs, recheckMs: options.recheckMs, maxWaitingBytes: options.maxBufferedBytes,
    }, options);
  });
}

const robots = { name: 'X-Robots-Tag', value: 'noindex' };

/**
 * The headers of every answer under /open-api/v1/live/ (mount it before the routes, so refusals get
 * them too): no search engine indexes a link, and no cache keeps a snapshot or a refusal (the
 * stream's own `Cache-Control: no-cache` stays). Node's response gets the robots header up front, as
 * the security headers do, since the stream writes its headers itself.
 */
export function publicLinkHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse && !outgoing.headersSent) outgoing.setHeader(robots.name, robots.value);
    await next();
    // The stream answered on node's response itself: its headers are gone (c.res is the adapter's marker).
    if (outgoing instanceof ServerResponse && outgoing.headersSent) return;
    const missing: [string, string][] = [[robots.name, robots.value], ['Cache-Control', 'no-store']];
    const toSet = missing.filter(([name]) => !c.res.headers.has(name));
    if (toSet.length === 0) return;
    try {
      for (const [name, value] of toSet) c.res.headers.set(name, value);
    } catch {
      // The headers of a Response made by fetch() are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of toSet) c.res.headers.set(name, value);
    }
  };
}
