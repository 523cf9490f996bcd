/**
 * The public scoreboard link of a match (decision 057).
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
import { type MatchRow, refuseWith, requireMatchAdmin, requireMatchMember } from '../matches/access.ts';
import type { NamesShown } from '../matches/public-names.ts';
import {
  adminTeamsOf,
  findSharedMatch,
  findShareOf,
  keepShare,
  namesShownOn,
  publicSnapshot,
  shareExpired,
  shareExpiresAt,
  type ShareRow,
  turnShareOff,
  turnShareOn,
} from '../matches/share.ts';
import type { DbOrTx } from '../db/client.ts';
import type { AppDeps } from './deps.ts';
import { answerWithStream, lastEventIdOf, type LiveRouteOptions } from './live.ts';

/** The prefix of the public link's API paths. */
export const publicLivePrefix = '/open-api/v1/live/';
/** The client's page of a link (the address people share). */
const publicPagePath = '/live/{token}';

/** Where the server is reached from outside: PUBLIC_URL, else the request's own origin (as the calendar feed). */
export const publicOrigin = (c: Context, publicUrl: string | null) => publicUrl ?? new URL(c.req.url).origin;

/**
 * A link that is on, the match it opens, or the refusal the public page shows: 404 6043 for a token
 * that names no link, 410 6048 once the days after full time are over (decision 070).
 */
async function openShared(handle: DbOrTx, token: string, now: Date): Promise<{ match: MatchRow; share: ShareRow }> {
  const found = await findSharedMatch(handle, token);
  if (!found) throw new ApiError('NOTFOUND_SHARE_LINK');
  if (shareExpired(found.match, found.share, now)) throw new ApiError('SHARE_LINK_EXPIRED');
  return found;
}

export function matchShareEndpoints({ db, clock, config }: AppDeps): Implementation[] {
  const link = async (c: Context, handle: DbOrTx, match: MatchRow, share: ShareRow) => {
    const shown = await namesShownOn(handle, match);
    return {
      matchId: share.matchId,
      token: share.token,
      url: `${publicOrigin(c, config.publicUrl)}${fillPath(publicPagePath, { token: share.token })}`,
      createdAt: share.createdAt.toISOString(),
      keep: share.keep,
      expiresAt: shareExpiresAt(match, share)?.toISOString() ?? null,
      namesShown: { home: shown.HOME, away: shown.AWAY },
    };
  };

  return [
    implement('shareMatch', async (c, { params, userId }) =>
      db.transaction(async (tx) => {
        const access = await requireMatchAdmin(tx, userId, params.id);
        // The invited team's names and lineup go public only with its consent (decision 029).
        refuseWith(progressRefusal(access.match));
        // Asking for the link is the caller's team's consent to show its players' names on it (decision 070).
        const share = await turnShareOn(tx, params.id, userId, clock.now(), adminTeamsOf(access));
        return link(c, tx, access.match, share);
      }),
    ),

    // Members may pass on a link that is on (to family on the touchline); only admins turn it on or off.
    implement('getMatchShare', async (c, { params, userId }) => {
      const access = await requireMatchMember(db, userId, params.id);
      const share = await findShareOf(db, params.id);
      return { link: share ? await link(c, db, access.match, share) : null };
    }),

    implement('keepMatchShare', async (c, { params, body, userId }) =>
      db.transaction(async (tx) => {
        const access = await requireMatchAdmin(tx, userId, params.id);
        const share = await keepShare(tx, params.id, body.keep);
        if (!share) throw new ApiError('NOTFOUND_SHARE_LINK');
        return link(c, tx, access.match, share);
      }),
    ),

    implement('unshareMatch', async (_c, { params, userId }) => {
      await db.transaction(async (tx) => {
        await requireMatchAdmin(tx, userId, params.id);
        await turnShareOff(tx, params.id);
      });
      return null;
    }),

    implement('getPublicMatch', async (c, { params }) => {
      const { match } = await openShared(db, params.token, clock.now());
      const seq = await currentSeq(db, match.id);
      const snapshot = await publicSnapshot(db, match, seq, clock.now());
      c.header(livePositionHeader, String(seq));
      return snapshot;
    }),
  ];
}

/** `GET /open-api/v1/live/{token}/stream`: a public link's read-only live stream. */
export function registerPublicLiveRoute(app: Hono<AppEnv>, { db, clock }: AppDeps, hub: LiveHub, options: LiveRouteOptions): void {
  app.get(toHonoPath(publicLiveStreamPath), async (c) => {
    const token = c.req.param('token') ?? '';
    const { match } = await openShared(db, token, clock.now());
    const lastEventId = lastEventIdOf(c);
    const sides = { homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId };
    let shown: NamesShown = await namesShownOn(db, match);
    // The link is still on (a link turned off and on again has a new token: this one stays dead) and
    // not past its days after full time; whose names it shows is read again with it (decision 070).
    const mayWatch = async () => {
      const found = await findSharedMatch(db, token);
      if (found?.match.id !== match.id || shareExpired(found.match, found.share, clock.now())) return false;
      shown = await namesShownOn(db, match);
      return true;
    };
    return answerWithStream(
      c,
      {
        hub,
        matchId: match.id,
        userId: null,
        lastEventId,
        mayWatch,
        frameBytes: (frame) => publicFrameBytes(frame, sides, shown),
        heartbeatMs: options.heartbeatMs,
        recheckMs: options.recheckMs,
        maxWaitingBytes: options.maxBufferedBytes,
      },
      options,
    );
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
    const missing: [string, string][] = [
      [robots.name, robots.value],
      ['Cache-Control', 'no-store'],
    ];
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
