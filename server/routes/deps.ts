/** What every route module is built from: created once per app by createApp. */
import type { AuthProvider } from '../auth/provider.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PushNotifier } from '../push/notifier.ts';
import type { ResolveHost } from '../push/push-services.ts';
import type { FileStorage } from '../storage.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  auth: AuthProvider;
  tokens: TokenService;
  storage: FileStorage;
  /** How push notifications leave (decision 058). */
  notifier: PushNotifier;
  /** How a push endpoint's host name is resolved when a device registers (decision 069). */
  resolveHost: ResolveHost;
}
