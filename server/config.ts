/**
 * The server's configuration, read once from the environment and validated, so a wrong value stops
 * the process at start with a message that names the variable instead of failing later.
 */
import { createECDH } from 'node:crypto';
import * as v from 'valibot';
import { defaultKeepFinishedMs, defaultSweepEveryMs } from './live/trim.ts';
import { defaultRenderBudgetMs } from './render/page-render.ts';
import { type LogLevel, logLevels, logSettings } from './observability/log.ts';
import { browserPushServices, type PushEndpointPolicy } from './push/push-services.ts';

const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

export interface KakaoConfig {
  clientId: string;
  clientSecret: string;
  /** A redirect URI registered with Kakao; allowed in addition to the app's own. */
  redirectUri: string | null;
  authBaseUrl: string;
  apiBaseUrl: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  staticDir: string;
  authProvider: 'dev' | 'kakao';
  allowDevAuth: boolean;
  kakao: KakaoConfig | null;
  /** null only before main.ts resolves a development secret (server/auth/jwt-secret.ts). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  /** The origin the server is reached at from outside (behind a proxy); else each request's own origin. */
  publicUrl: string | null;
  /**
   * Further origins (APP_ORIGINS) whose /login/kakao-redirect may receive sign-in codes and whose pages
   * may call sign-in, renew and logout (decision 030; e.g. a separately hosted client).
   */
  appOrigins: string[];
  /** Check every answer's data against the contract before sending it (tests turn this on). */
  checkResponses: boolean;
  /** App processes serving the port (server/runtime/primary.ts): 2 by default with DATABASE_URL, always 1 with PGlite. */
  workers: number;
  /** Seed the demo teams and people into an empty database on first start (default: outside production). */
  seedDemoData: boolean;
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY; 0 = none). Only then are
   * X-Forwarded-For (the client's address, for rate limits) and X-Forwarded-Proto (https → Secure
   * cookies) believed: without a proxy, any client could write them.
   */
  trustProxy: number;
  /**
   * Sign-ins a minute per client address (SIGN_IN_RATE_LIMIT; renewals may be four times as many);
   * null keeps the defaults of server/auth/rate-limits.ts. The e2e server raises it: its whole suite
   * signs in from one loopback address.
   */
  signInRateLimit: number | null;
  /**
   * How long a document request's first screen may take to read and render before the plain shell
   * goes out instead (RENDER_BUDGET_MS, server/render/page-render.ts, decision 104). The e2e server
   * raises it: its counted guards must not depend on how busy the machine is.
   */
  renderBudgetMs: number;
  /**
   * The live logs' trim (server/live/trim.ts, decisions 017, 090): how long a FINISHED match or 자체전
   * keeps its whole log after its last message (LIVE_LOG_KEEP_FINISHED_SECONDS, a day by default), and how often the
   * sweep runs (LIVE_LOG_SWEEP_SECONDS, ten minutes). The browser paths of the live stream trim at once
   * to show a viewer the `reset` (e2e/paths.spec.ts).
   */
  liveLog: { keepFinishedMs: number; everyMs: number };
  /**
   * The VAPID key pair of Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; required in production) with
   * its subject; null only before main.ts resolves a development pair (server/push/vapid-keys.ts).
   */
  vapid: VapidDetails | null;
  /** VAPID_SUBJECT, else PUBLIC_URL when it is https, else a placeholder (development only). */
  vapidSubject: string;
  /**
   * Where a device's notifications may be posted (server/push/push-services.ts, decision 069), in
   * every environment: the browsers' push services by default (PUSH_SERVICE_HOSTS, comma-separated;
   * a leading dot takes every host under it; `*` any host), https, public addresses only.
   * TEST_PUSH_SERVICE_ON_LOOPBACK=true lets the tests' stand-in on the loopback pass; refused in production.
   */
  pushEndpoints: PushEndpointPolicy;
  /** LOG_LEVEL (server/observability/log.ts, decision 096): info by default, warn under Vitest; the logger reads it itself at start. */
  logLevel: LogLevel;
  /** Where `GET /metrics` is served (decision 097; server/metrics/): off unless a token or a port is set. */
  metrics: MetricsConfig;
}

/**
 * `GET /metrics` (decision 097): with `token` (METRICS_TOKEN) it asks `Authorization: Bearer <token>`;
 * with `port` (METRICS_PORT, on `host`: METRICS_HOST, else HOST) it is served there only, not on the
 * app's port. Neither: no /metrics anywhere.
 */
export interface MetricsConfig {
  token: string | null;
  port: number | null;
  host: string;
}

/** The subject of a development server's pushes when nothing better is known (push services want a contact; production must set one). */
export const placeholderVapidSubject = 'mailto:pitchside@example.com';

/**
 * What signs Web Push requests (RFC 8292, decision 058): the application server's P-256 key pair
 * (base64url: the public key 65 bytes uncompressed, the private key 32 bytes) and the contact the
 * push services may write to (a `mailto:` or `https:` URL).
 */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A configuration problem; main.ts prints its message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const text = v.pipe(v.string(), v.trim());
const optionalText = v.optional(
  v.pipe(
    text,
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
const httpUrl = v.pipe(text, v.url('must be a URL'), v.regex(/^https?:\/\//, 'must start with http:// or https://'));
const integer = (min: number, max: number) =>
  v.pipe(
    text,
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
/** Base64url (as `npx web-push generate-vapid-keys` prints) of exactly `bytes` bytes. */
function base64urlBytes(bytes: number, what: string) {
  return v.pipe(
    text,
    v.regex(/^[A-Za-z0-9_-]+$/, `must be base64url without padding (${what})`),
    v.check((s) => Buffer.from(s, 'base64url').length === bytes, `must be ${bytes} bytes in base64url (${what})`),
  );
}

/** Whether the public key is the one of the private key (a pair from two different runs signs pushes no browser accepts). */
export function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

const flag = v.pipe(
  text,
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((s) => s === 'true' || s === '1'),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(nodeEnvs, `must be one of ${nodeEnvs.join(', ')}`), 'development'),
  PORT: v.optional(integer(0, 65535), '3000'),
  HOST: v.optional(text, '127.0.0.1'),
  DATA_DIR: v.optional(text, './.data'),
  DATABASE_URL: v.optional(v.union([v.literal(''), v.pipe(text, v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))])),
  STATIC_DIR: v.optional(text, './dist'),
  AUTH_PROVIDER: v.optional(v.picklist(['dev', 'kakao'], 'must be dev or kakao'), 'dev'),
  ALLOW_DEV_AUTH: v.optional(flag, 'false'),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_REDIRECT_URI: v.optional(v.union([v.literal(''), httpUrl])),
  KAKAO_AUTH_BASE_URL: v.optional(httpUrl, 'https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: v.optional(httpUrl, 'https://kapi.kakao.com'),
  JWT_SECRET: v.optional(v.union([v.literal(''), v.pipe(text, v.minLength(32, 'must be at least 32 characters'))])),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(integer(10, 86_400), '600'),
  PUBLIC_URL: v.optional(v.union([v.literal(''), httpUrl])),
  TRUST_PROXY: v.optional(
    v.pipe(
      text,
      v.toLowerCase(),
      v.transform((s) => (s === 'true' ? '1' : s === 'false' ? '0' : s)),
      integer(0, 10),
    ),
    '0',
  ),
  APP_ORIGINS: v.optional(
    v.pipe(
      text,
      v.transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
      v.array(httpUrl),
    ),
    '',
  ),
  WORKERS: v.optional(v.union([v.literal(''), integer(1, 64)])),
  SIGN_IN_RATE_LIMIT: v.optional(v.union([v.literal(''), integer(1, 100_000)])),
  RENDER_BUDGET_MS: v.optional(integer(1, 60_000), String(defaultRenderBudgetMs)),
  SEED_DEMO_DATA: v.optional(v.union([v.literal(''), flag])),
  LIVE_LOG_KEEP_FINISHED_SECONDS: v.optional(integer(0, 365 * 86_400), String(defaultKeepFinishedMs / 1000)),
  LIVE_LOG_SWEEP_SECONDS: v.optional(integer(1, 86_400), String(defaultSweepEveryMs / 1000)),
  VAPID_PUBLIC_KEY: v.optional(v.union([v.literal(''), base64urlBytes(65, 'a P-256 public key')])),
  VAPID_PRIVATE_KEY: v.optional(v.union([v.literal(''), base64urlBytes(32, 'a P-256 private key')])),
  PUSH_SERVICE_HOSTS: v.optional(
    v.pipe(
      text,
      v.transform((s) =>
        s
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
  ),
  TEST_PUSH_SERVICE_ON_LOOPBACK: v.optional(flag, 'false'),
  LOG_LEVEL: v.optional(v.union([v.literal(''), v.picklist(logLevels)], `must be one of ${logLevels.join(', ')}`)),
  METRICS_TOKEN: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        text,
        v.minLength(16, 'must be at least 16 characters'),
        v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent as a bearer token)'),
      ),
    ]),
  ),
  METRICS_PORT: v.optional(v.union([v.literal(''), integer(1, 65535)], 'must be a port number, 1 to 65535')),
  METRICS_HOST: optionalText,
  VAPID_SUBJECT: v.optional(
    v.union([v.literal(''), v.pipe(text, v.regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https: URL'))]),
  ),
});

/**
 * Reads the configuration from environment variables (see docs/configuration.md for the list).
 * Throws ConfigError naming every bad variable, and refuses unsafe combinations: the development
 * sign-in in production without ALLOW_DEV_AUTH=true, production without JWT_SECRET or the VAPID keys
 * and subject, Kakao without its keys.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((k) => env[k] !== undefined)
      .map((k) => [k, env[k]]),
  );
  const parsed = v.safeParse(EnvSchema, known);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  const vapidProblem =
    !e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY
      ? 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all'
      : e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)
        ? 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY'
        : null;
  if (vapidProblem) throw new ConfigError(`Invalid configuration:\n  VAPID_PUBLIC_KEY: ${vapidProblem}`);
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  const vapidSubject = e.VAPID_SUBJECT || (publicUrl?.startsWith('https://') ? publicUrl : placeholderVapidSubject);
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || null,
    staticDir: e.STATIC_DIR,
    authProvider: e.AUTH_PROVIDER,
    allowDevAuth: e.ALLOW_DEV_AUTH,
    kakao:
      e.AUTH_PROVIDER === 'kakao' || e.KAKAO_CLIENT_ID
        ? {
            clientId: e.KAKAO_CLIENT_ID ?? '',
            clientSecret: e.KAKAO_CLIENT_SECRET ?? '',
            redirectUri: e.KAKAO_REDIRECT_URI || null,
            authBaseUrl: e.KAKAO_AUTH_BASE_URL.replace(/\/+$/, ''),
            apiBaseUrl: e.KAKAO_API_BASE_URL.replace(/\/+$/, ''),
          }
        : null,
    jwtSecret: e.JWT_SECRET || null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    publicUrl,
    appOrigins: e.APP_ORIGINS.map((o) => new URL(o).origin),
    checkResponses: false,
    // PGlite lives inside one process (decision 027): more processes need a PostgreSQL server.
    workers: e.WORKERS === undefined || e.WORKERS === '' ? (e.DATABASE_URL ? 2 : 1) : e.WORKERS,
    // Demo people sign in through the development page only; a real deployment starts empty.
    seedDemoData: e.SEED_DEMO_DATA === undefined || e.SEED_DEMO_DATA === '' ? e.NODE_ENV !== 'production' : e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT === undefined || e.SIGN_IN_RATE_LIMIT === '' ? null : e.SIGN_IN_RATE_LIMIT,
    renderBudgetMs: e.RENDER_BUDGET_MS,
    // Named as startLiveLogSweep takes them.
    liveLog: { keepFinishedMs: e.LIVE_LOG_KEEP_FINISHED_SECONDS * 1000, everyMs: e.LIVE_LOG_SWEEP_SECONDS * 1000 },
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: vapidSubject } : null,
    vapidSubject,
    pushEndpoints: {
      allowedHosts: e.PUSH_SERVICE_HOSTS?.length ? (e.PUSH_SERVICE_HOSTS.includes('*') ? null : e.PUSH_SERVICE_HOSTS) : browserPushServices,
      loopbackStandIn: e.TEST_PUSH_SERVICE_ON_LOOPBACK,
    },
    logLevel: logSettings(env).level,
    metrics: {
      token: e.METRICS_TOKEN || null,
      port: e.METRICS_PORT === undefined || e.METRICS_PORT === '' ? null : e.METRICS_PORT,
      host: e.METRICS_HOST ?? e.HOST,
    },
  };
  if (e.METRICS_HOST && config.metrics.port === null) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_HOST: is used only with METRICS_PORT (the port /metrics is served on apart from the app); set both or neither.',
    );
  }
  assertSafeConfig(config);
  return config;
}

/** The rules loadConfig enforces, also checked by createApp for configurations built by hand. */
export function assertSafeConfig(config: Config): void {
  if (config.authProvider === 'dev' && config.nodeEnv === 'production' && !config.allowDevAuth) {
    throw new ConfigError(
      'AUTH_PROVIDER=dev (the development sign-in, the default) lets anyone sign in as anyone and is refused when NODE_ENV=production. ' +
        'Set AUTH_PROVIDER=kakao with KAKAO_CLIENT_ID and KAKAO_CLIENT_SECRET, or ALLOW_DEV_AUTH=true for a demo.',
    );
  }
  if (config.authProvider === 'kakao' && (!config.kakao?.clientId || !config.kakao.clientSecret)) {
    throw new ConfigError('AUTH_PROVIDER=kakao needs KAKAO_CLIENT_ID and KAKAO_CLIENT_SECRET.');
  }
  if (config.workers > 1 && !config.databaseUrl) {
    throw new ConfigError(
      `WORKERS=${config.workers} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Use WORKERS=1 or a PostgreSQL server.`,
    );
  }
  if (config.nodeEnv === 'production' && !config.jwtSecret) {
    throw new ConfigError('NODE_ENV=production needs JWT_SECRET (at least 32 characters), so access tokens survive restarts and cannot be forged.');
  }
  // As the JWT secret: a pair made by one host and lost with its disk would leave every browser
  // subscribed to a key nobody holds any more (their push services refuse other keys' pushes).
  if (config.nodeEnv === 'production' && !config.vapid) {
    throw new ConfigError(
      'NODE_ENV=production needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (make a pair once with `npx web-push generate-vapid-keys`), ' +
        'the same on every host, so push notifications keep reaching the browsers that subscribed with them.',
    );
  }
  if (config.nodeEnv === 'production' && config.pushEndpoints.loopbackStandIn) {
    throw new ConfigError(
      'TEST_PUSH_SERVICE_ON_LOOPBACK is for tests only and is refused when NODE_ENV=production: it lets the server post to addresses on this host.',
    );
  }
  if (config.metrics.port !== null && config.metrics.port === config.port) {
    throw new ConfigError(
      `METRICS_PORT=${config.metrics.port} is the app's PORT: /metrics on its own port needs another one ` +
        "(or leave METRICS_PORT out and set METRICS_TOKEN to serve it on the app's port).",
    );
  }
  if (config.nodeEnv === 'production' && config.vapidSubject === placeholderVapidSubject) {
    throw new ConfigError(
      'NODE_ENV=production needs VAPID_SUBJECT (mailto:you@example.org or an https: URL; PUBLIC_URL serves when it is https): push services write ' +
        'to it when something is wrong.',
    );
  }
}
