/**
 * The server's one logger (decision 096): pino, one JSON object a line in production, pino-pretty's
 * readable lines in development, LOG_LEVEL's level (warn under Vitest unless set). Every line names
 * the worker (null for a lone process or the primary). Known secret-bearing fields are censored by
 * pino's `redact`; the callers still never pass a query string, a raw body or a token-bearing path.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { currentWorker } from '../runtime/worker-slot.ts';

export type { Logger } from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const isLogLevel = (value: string | undefined): value is LogLevel => (logLevels as readonly string[]).includes(value ?? '');

/**
 * Fields that carry a credential or a person, wherever an object with them is logged (one level
 * deep and at the top): headers, sign-in codes and tokens, a device's push subscription, names and
 * phone numbers.
 */
const secretFields = [
  'token',
  'accessToken',
  'refreshToken',
  'code',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  'name',
  'phone',
  'password',
  'secret',
  'privateKey',
];
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
];

export interface LoggerOptions {
  level: LogLevel;
  /** pino-pretty's readable lines (development) instead of JSON. */
  pretty: boolean;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
  worker?: number | null;
}

export function createLogger({ level, pretty: readable, destination, worker = null }: LoggerOptions): Logger {
  const options = {
    level,
    base: { pid: process.pid, worker },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err },
  };
  // Synchronous in both cases: a line written just before process.exit (a failed start) is not lost.
  // Colours only on a terminal: a log file (the e2e servers', decision 096) stays plain text.
  if (readable)
    return pino(
      options,
      pretty({ sync: true, singleLine: true, colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l', destination }),
    );
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** LOG_LEVEL and the format as the environment asks (an invalid LOG_LEVEL is refused by loadConfig at start). */
export function logSettings(env: Record<string, string | undefined>): Pick<LoggerOptions, 'level' | 'pretty'> {
  return {
    level: isLogLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : env.NODE_ENV === 'test' ? 'warn' : 'info',
    pretty: env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test',
  };
}

/** The process's logger. */
export const logger: Logger = createLogger({ ...logSettings(process.env), worker: currentWorker() });
