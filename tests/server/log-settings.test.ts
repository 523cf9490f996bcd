/**
 * LOG_LEVEL and the format (decision 096): JSON in production and under Vitest, pino-pretty in
 * development; info by default, warn under Vitest; a level that does not exist stops the start with
 * a message naming the variable.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { logSettings } from '#server/observability/log.ts';

describe('the log settings', () => {
  it.each([
    [{ NODE_ENV: 'production' }, { level: 'info', pretty: false }],
    [
      { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      { level: 'warn', pretty: false },
    ],
    [{}, { level: 'info', pretty: true }],
    [
      { NODE_ENV: 'development', LOG_LEVEL: 'debug' },
      { level: 'debug', pretty: true },
    ],
    [{ NODE_ENV: 'test' }, { level: 'warn', pretty: false }],
    [
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { level: 'silent', pretty: false },
    ],
  ])('%j → %j', (env, settings) => {
    expect(logSettings(env)).toEqual(settings);
  });

  it('loadConfig takes a known level and refuses an unknown one, naming LOG_LEVEL', () => {
    expect(loadConfig({ LOG_LEVEL: 'error' }).logLevel).toBe('error');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
