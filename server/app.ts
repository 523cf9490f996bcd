/**
 * The API as a Hono app that does not listen (server/main.ts does; tests call `app.request`).
 * Under /api and /open-api every answer is the JSON envelope: unknown paths 404, wrong methods 405,
 * bodies over 1 MB 413, non-JSON bodies 415, malformed input 400 naming each field, an unreachable
 * database 503 (with Retry-After), unexpected failures 500 without details, and endpoint-table rows not built yet 501.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { endpoints } from '#contract/endpoints.ts';
import { createDevAuthProvider, type DevAuthProvider } from './auth/dev-provider.ts';
import { createKakaoProvider } from './auth/kakao-provider.ts';
import type { AuthProvider } from './auth/provider.ts';
import type { AuthRateLimits } from './auth/rate-limits.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import { assertSafeConfig, type Config, ConfigError } from './config.ts';
import type { Db } from './db/client.ts';
import { databaseFailureReason, isDatabaseUnavailable } from './db/errors.ts';
import { bearerAuth } from './http/bearer.ts';
import type { ScrimmageLiveMessage } from '#contract/scrimmage-extras.ts';
import { createLiveHub, type LiveHub } from './live/hub.ts';
import { type AppEnv, registerEndpoints } from './http/endpoint.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { resolveRoute } from './http/route-table.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerHealthRoutes } from './observability/health.ts';
import { type Logger, logger as processLogger } from './observability/log.ts';
import { requestLog } from './observability/request-log.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { measureRequests } from './metrics/http.ts';
import { localMetrics, type MetricsSource, registerMetricsRoute } from './metrics/serve-metrics.ts';
import { createMatchPushes, type MatchPushes } from './push/match-pushes.ts';
import type { PushNotifier } from './push/notifier.ts';
import { type ResolveHost, resolveWithDns } from './push/push-services.ts';
import { attendanceEndpoints } from './routes/attendance.ts';
import { calendarFeedEndpoints, loggablePath, registerCalendarFeedRoute } from './routes/calendar-feed.ts';
import { authEndpoints, registerAuthorizeRoute, registerSessionGuards } from './routes/auth.ts';
import type { AppDeps } from './routes/deps.ts';
import { registerDevAuthRoutes } from './routes/dev-auth.ts';
import { duesEndpoints } from './routes/dues.ts';
import { exportEndpoints, registerExportFileRoute } from './routes/exports.ts';
import { imageEndpoints, registerUploadsRoute } from './routes/images.ts';
import { inviteCodeEndpoints } from './routes/invite-codes.ts';
import { lineupEndpoints } from './routes/lineups.ts';
import { defaultLiveRouteOptions, isLiveStreamPath, type LiveRouteOptions, registerLiveRoute } from './routes/live.ts';
import { matchShareEndpoints, publicLinkHeaders, publicLivePrefix, registerPublicLiveRoute } from './routes/match-share.ts';
import { matchEndpoints } from './routes/matches.ts';
import { memberEndpoints } from './routes/members.ts';
import { memberStatusEndpoints } from './routes/member-status.ts';
import { noticeWriteEndpoints } from './routes/notice-writes.ts';
import { noticeEndpoints } from './routes/notices.ts';
import { presenceEndpoints } from './routes/presence.ts';
import { pushEndpoints } from './routes/push.ts';
import { scrimmageEndpoints } from './routes/scrimmages.ts';
import { recordingEndpoints } from './routes/recording.ts';
import { reminderEndpoints } from './routes/reminders.ts';
import { scrimmageExtraEndpoints } from './routes/scrimmage-extras.ts';
import { momEndpoints, momVoteOpenings } from './routes/mom.ts';
import { isScrimmageLiveStreamPath, registerScrimmageLiveRoute } from './routes/scrimmage-live.ts';
import { scrimmageLiveLog } from './scrimmage-live.ts';
import { scheduleEndpoints } from './routes/schedules.ts';
import { seasonStatsEndpoints } from './routes/season-stats.ts';
import { teamStatsEndpoints } from './routes/team-stats.ts';
import { teamEndpoints } from './routes/teams.ts';
import { userEndpoints } from './routes/users.ts';
import { withdrawEndpoints } from './routes/withdraw.ts';
import { scrimmageReads } from './scrimmages/reads.ts';
import type { FileStorage } from './storage.ts';
import { createDatabaseFileStorage } from './uploads/database-storage.ts';

export const maxJsonBodyBytes = 1024 * 1024;
/** What a 503 for an unreachable database asks the client to wait (the client's retry honours it). */
export const databaseRetryAfterSeconds = 2;

export interface AppOptions {
  db: Db;
  clock: Clock;
  /** The configuration; `jwtSecret` must be resolved (server/auth/jwt-secret.ts). */
  config: Config;
  /** The sign-in provider; by default the one AUTH_PROVIDER names (tests inject their own). */
  auth?: AuthProvider;
  /** Where uploaded images go; by default the database's `uploads` table (decision 098). */
  storage?: FileStorage;
  /** The live-stream hub; by default one listening on `db` (tests share one database between two hubs). */
  live?: LiveHub;
  /** Live stream tuning (defaults in server/routes/live.ts: heartbeat 15 s, access re-check 60 s, 1 MiB per slow viewer). */
  liveStream?: Partial<LiveRouteOptions>;
  /** The sign-in rate limits per client address (defaults: `configuredAuthRateLimits` of the config, server/auth/rate-limits.ts). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** How push notifications leave (server/push/sender.ts makes the web-push one); by default none leaves. */
  notifier?: PushNotifier;
  /**
   * What recording sets off (goals, corrections, kick-off … full time; server/push/match-pushes.ts); by
   * default one over `notifier`. Tests pass their own to wait for it (`idle()`).
   */
  matchPushes?: MatchPushes;
  /** How a push endpoint's host name is resolved when a device registers (node's resolver by default; tests answer their own). */
  resolveHost?: ResolveHost;
  /** The scrimmages' live hub (decision 080); by default one listening on `db`. */
  scrimmageLive?: LiveHub<ScrimmageLiveMessage>;
  /** Where the request lines and errors go (server/observability/log.ts); the process's logger by default (tests capture theirs). */
  logger?: Logger;
  /** What `GET /metrics` shows when config.metrics serves it here (decision 097): this process's figures by default, the cluster's in a worker. */
  metrics?: MetricsSource;
}

/** The notifier of an app given none: it reaches nobody. */
export const silentNotifier: PushNotifier = { sendToUsers: async () => ({ reachedUserIds: [], devices: 0, delivered: 0, removed: 0 }) };

/** The provider AUTH_PROVIDER names. */
export function createAuthProvider(config: Config, deps: { db: Db; clock: Clock }): AuthProvider {
  if (config.authProvider === 'kakao') return createKakaoProvider(config.kakao!);
  return createDevAuthProvider(deps);
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/open-api' || path.startsWith('/open-api/');

/**
 * Builds the app. Throws ConfigError for an unsafe configuration (the development sign-in in
 * production without ALLOW_DEV_AUTH=true) or a missing JWT secret.
 */
export function createApp({
  db,
  clock,
  config,
  auth,
  storage,
  live,
  liveStream,
  authRateLimits,
  notifier,
  matchPushes,
  resolveHost,
  scrimmageLive,
  logger = processLogger,
  metrics,
}: AppOptions): Hono<AppEnv> {
  assertSafeConfig(config);
  if (!config.jwtSecret) throw new ConfigError('createApp needs config.jwtSecret (resolveJwtSecret makes one for development).');
  const provider = auth ?? createAuthProvider(config, { db, clock });
  const tokens = createTokenService({ db, clock, secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });
  const deps: AppDeps = {
    db,
    clock,
    config,
    auth: provider,
    tokens,
    storage: storage ?? createDatabaseFileStorage(db),
    notifier: notifier ?? silentNotifier,
    resolveHost: resolveHost ?? resolveWithDns,
  };

  const hub = live ?? createLiveHub(db);
  const reads = scrimmageReads(db);
  const scrimmageHub = scrimmageLive ?? createLiveHub(db, scrimmageLiveLog);
  const pushes = matchPushes ?? createMatchPushes({ db, notifier: deps.notifier, clock });
  const momOpenings = momVoteOpenings(deps);
  const app = new Hono<AppEnv>();
  // Outermost, so its line has the final status of every answer, errors and 404s too (decision 096).
  app.use('*', requestLog(logger));
  // Outermost: the time of every answer, whatever the middlewares below do (decision 097).
  app.use('*', measureRequests());
  // First, so every answer gets them: the routes' and the static client's, errors and 404s too.
  app.use('*', securityHeaders({ trustProxy: config.trustProxy }));
  // A public link's answers, refusals included: noindex, and no cache keeps a snapshot (decision 057); a vest card's too (080).
  app.use(`${publicLivePrefix}*`, publicLinkHeaders());
  app.use('/open-api/v1/vest-cards/*', publicLinkHeaders());
  app.use('/open-api/v1/mom-cards/*', publicLinkHeaders());

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.error, error.fields, error.headers, error.detail);
    if (error instanceof HTTPException && error.status === 413) return errorResponse(c, 'PAYLOAD_TOO_LARGE');
    if (error instanceof HTTPException && error.status < 500) return errorResponse(c, 'BAD_REQUEST');
    // The database could not be reached: nothing was done, a retry may work (decision 024).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ reqId: c.get('requestId') }, `${c.req.method} ${loggablePath(c.req.path)}: database unavailable (${databaseFailureReason(error)})`);
      return errorResponse(c, 'DATABASE_UNAVAILABLE', null, { 'Retry-After': String(databaseRetryAfterSeconds) });
    }
    // The details go to the log only; the answer says nothing about our insides.
    logger.error({ err: error, reqId: c.get('requestId') }, `${c.req.method} ${loggablePath(c.req.path)} failed`);
    return errorResponse(c, 'UNKNOWN_ERROR');
  });

  app.notFound((c) => (isApiPath(c.req.path) ? errorResponse(c, 'NOT_FOUND') : c.text('Not Found', 404)));

  // API answers over 1 KB are gzipped for a browser that accepts it (decision 042): a match's lineups
  // go from 9 KB to 1.7 KB, some 35 ms less of a 1.6 Mbit/s phone line on a cold visit. hono's
  // filter leaves the event stream alone (and node writes the live stream itself, past this); the
  // built client's files have compressed copies of their own (decision 023).
  const compressAnswer = compress();
  app.use('*', (c, next) => (isApiPath(c.req.path) || c.req.path === '/openapi.json' ? compressAnswer(c, next) : next()));

  // Tell an unknown path from a known path with the wrong method before auth or any route runs.
  app.use('*', async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    const resolution = resolveRoute(c.req.method, c.req.path);
    if (resolution.kind === 'unknown') throw new ApiError('NOT_FOUND');
    if (resolution.kind === 'wrong-method') throw new ApiError('METHOD_NOT_ALLOWED', null, { Allow: resolution.allow.join(', ') });
    return next();
  });

  const jsonLimit = bodyLimit({ maxSize: maxJsonBodyBytes, onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE') });
  app.use('*', (c, next) => {
    // Image uploads carry their own, larger limit (checked by the upload route).
    if (!isApiPath(c.req.path) || c.req.path === endpoints.uploadImage.path) return next();
    return jsonLimit(c, next);
  });

  // The live stream checks its own token: EventSource cannot send headers, so it may come as a query parameter.
  const bearer = bearerAuth(tokens, db);
  app.use('/api/*', (c, next) => (isLiveStreamPath(c.req.path) || isScrimmageLiveStreamPath(c.req.path) ? next() : bearer(c, next)));

  registerAuthorizeRoute(app, deps);
  registerSessionGuards(app, deps, authRateLimits);
  registerEndpoints(
    app,
    [
      ...authEndpoints(deps),
      ...userEndpoints(deps),
      ...withdrawEndpoints(deps),
      ...teamEndpoints(deps),
      ...inviteCodeEndpoints(deps),
      ...memberEndpoints(deps),
      ...teamStatsEndpoints(deps),
      ...seasonStatsEndpoints(deps),
      ...noticeEndpoints(deps),
      ...noticeWriteEndpoints(deps),
      ...scheduleEndpoints(deps),
      ...attendanceEndpoints(deps),
      ...reminderEndpoints(deps),
      ...duesEndpoints(deps),
      ...calendarFeedEndpoints(deps),
      ...exportEndpoints(deps),
      ...imageEndpoints(deps),
      ...pushEndpoints(deps),
      ...matchEndpoints(deps),
      ...matchShareEndpoints(deps),
      ...lineupEndpoints(deps, hub),
      ...recordingEndpoints(deps, hub, pushes, momOpenings),
      ...scrimmageEndpoints(deps, momOpenings),
      ...scrimmageExtraEndpoints(deps, reads),
      ...memberStatusEndpoints(deps),
      ...presenceEndpoints(deps),
      ...momEndpoints(deps),
    ],
    { checkResponses: config.checkResponses },
  );
  registerUploadsRoute(app, deps);

  // The live streams are no rows of the table (they are not JSON) but known paths all the same.
  const streamOptions = { ...defaultLiveRouteOptions, ...liveStream };
  registerLiveRoute(app, deps, hub, streamOptions);
  registerPublicLiveRoute(app, deps, hub, streamOptions);
  registerScrimmageLiveRoute(app, deps, scrimmageHub, streamOptions);
  // The calendar feed answers iCalendar, not JSON; its token is its only credential.
  registerCalendarFeedRoute(app, deps);
  // So does an export link (text/csv); its signed token is its only credential.
  registerExportFileRoute(app, deps);

  if (provider.name === 'dev' && 'issueCode' in provider) registerDevAuthRoutes(app, deps, provider as DevAuthProvider, authRateLimits?.devSignIn);

  registerHealthRoutes(app, { db, hubs: [hub, scrimmageHub] });
  registerMetricsRoute(app, config.metrics, metrics ?? localMetrics);

  const openApi = buildOpenApiDocument();
  app.get('/openapi.json', (c) => c.json(openApi));

  return app;
}
