/**
 * The VAPID key pair that signs every Web Push request (RFC 8292, decision 058): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set (required in production). In development without them, a pair is made
 * once and kept in DATA_DIR/vapid-keys.json (mode 0600), as the JWT secret is: browsers subscribe with
 * the public key, and a new pair after a restart would silence every device subscribed before it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { type Config, isVapidPair, type VapidDetails } from '../config.ts';

/** The file under DATA_DIR that keeps a development pair. */
export const vapidKeysFile = 'vapid-keys.json';

/** A new pair (base64url, no padding, as the browser's `applicationServerKey` takes the public one). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

function readKept(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string' && isVapidPair(kept.publicKey, kept.privateKey)) {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  } catch {
    // Not made yet (or unreadable): made below.
  }
  return null;
}

/**
 * The configured pair, else the one kept in DATA_DIR (made on first use). main.ts calls it once per
 * process; the cluster primary calls it before forking and hands the pair to its workers, so every
 * process of a host signs with the same key.
 */
export function resolveVapidKeys(config: Config): VapidDetails {
  if (config.vapid) return config.vapid;
  const file = join(config.dataDir, vapidKeysFile);
  const pair =
    readKept(file) ??
    (() => {
      const made = generateVapidKeys();
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600 });
      return made;
    })();
  return { ...pair, subject: config.vapidSubject };
}

/** The environment that gives a forked worker the primary's pair (server/runtime/primary.ts). */
export function vapidEnvironment(vapid: VapidDetails): Record<string, string> {
  return { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject };
}
