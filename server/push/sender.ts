/**
 * The Web Push sender (decision 058): the PushNotifier that reaches people's devices
 * through their browsers' push services. The protocol is the `web-push` library's — the VAPID
 * signature (RFC 8292) and the payload's aes128gcm encryption to each device's keys (RFC 8291); this
 * module reads the subscriptions, sends the requests itself with node's http client (the library's own
 * sender speaks https only, and the tests' stand-in push service runs on http://127.0.0.1) over
 * keep-alive connections, a bounded number at a time, and keeps the subscription table honest: a push service that answers 404 or 410 says the
 * device unsubscribed, so its row goes. Anything else that fails is logged and left for next time;
 * sending never throws to the caller.
 */
import http from 'node:http';
import https from 'node:https';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushMessage } from '#contract/notifications.ts';
import type { VapidDetails } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { pushSends } from '../metrics/registry.ts';
import type { PushNotifier, PushOptions, PushOutcome } from './notifier.ts';
import { endpointRefusal, guardedLookup, type PushEndpointPolicy, type ResolveHost, resolveWithDns } from './push-services.ts';
import { logger } from '../observability/log.ts';

export interface WebPushNotifierOptions {
  db: Db;
  /** The application server's key pair and contact (config.vapid, resolved by server/push/vapid-keys.ts). */
  vapid: VapidDetails;
  /** Where pushes may go (config.pushEndpoints): checked again at every send, the name resolved as the connection opens (decision 069). */
  endpoints: PushEndpointPolicy;
  /** How a push service's name is resolved (node's resolver by default). */
  resolveHost?: ResolveHost;
  /** Requests in flight at once, over all devices of one call (default 32). */
  concurrency?: number;
  /** How long one push service may take to answer (default 10 s); then the device counts as not reached. */
  timeoutMs?: number;
  /** Where failures are told, with the error where there is one (default the server's logger, at warn, the error with its cause). */
  log?: (line: string, error?: unknown) => void;
}

/** Requests in flight at once: enough to keep a push service's connections busy, few enough for a small server. */
export const defaultPushConcurrency = 32;
export const defaultPushTimeoutMs = 10_000;

/** A VAPID JWT lives 12 hours (the longest RFC 8292 allows is 24); one is signed per push service and reused until an hour before it ends. */
const vapidLifetimeSeconds = 12 * 60 * 60;
const vapidRenewBeforeSeconds = 60 * 60;

/** RFC 8030 Topic: at most 32 base64url characters; a newer message with the same topic replaces one still waiting at the push service. */
const topicPattern = /^[A-Za-z0-9_-]{1,32}$/;

interface Subscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Attempt = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

/** The address without its path: a push endpoint's path is the device's credential, not for the log. */
const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an invalid endpoint';
  }
};

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The PushNotifier that sends with web-push (what `npm start` uses; tests point it at a stand-in push service). */
export function createWebPushNotifier({
  db,
  vapid,
  endpoints,
  resolveHost = resolveWithDns,
  concurrency = defaultPushConcurrency,
  timeoutMs = defaultPushTimeoutMs,
  log = (line, error) => logger.warn({ err: error }, line),
}: WebPushNotifierOptions): PushNotifier {
  const signed = new Map<string, { authorization: string; renewAt: number }>();

  /** The VAPID Authorization for one push service (its origin is the JWT's audience). */
  function authorizationFor(audience: string): string {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const cached = signed.get(audience);
    if (cached && nowSeconds < cached.renewAt) return cached.authorization;
    const expiresAt = nowSeconds + vapidLifetimeSeconds;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiresAt);
    signed.set(audience, { authorization: Authorization, renewAt: expiresAt - vapidRenewBeforeSeconds });
    return Authorization;
  }

  // Keep-alive connections, a lane's worth per push service: 200 devices at one service reuse a few
  // connections instead of opening 200 (node's http client: twice as fast here as fetch, measured).
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: concurrency }),
  };
  // Each new connection resolves the push service's name itself and refuses a private address: a
  // name that resolved to a public one at registration may not point into our network now.
  const lookup = guardedLookup(endpoints, resolveHost);

  /** POSTs one encrypted message; answers the push service's status. */
  function post(endpoint: URL, headers: Record<string, string | number>, body: Buffer): Promise<number> {
    const transport = endpoint.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const request = transport.request(
        endpoint,
        { method: 'POST', agent: agents[endpoint.protocol as 'http:' | 'https:'], lookup, headers: { ...headers, 'Content-Length': body.length } },
        (response) => {
          // The answer's body says nothing we act on; drain it so the connection goes back to the pool.
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('close', () => clearTimeout(timer));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function attempt(subscription: Subscription, payload: Buffer, headers: Record<string, string>): Promise<Attempt> {
    try {
      // A row written before the rules, or under other settings, is not posted to (decision 069).
      const refused = endpointRefusal(subscription.endpoint, endpoints);
      if (refused !== null) return { kind: 'failed', reason: `refused: ${refused}` };
      const endpoint = new URL(subscription.endpoint);
      const { cipherText } = webpush.encrypt(subscription.p256dh, subscription.auth, payload, 'aes128gcm');
      const status = await post(
        endpoint,
        {
          ...headers,
          Authorization: authorizationFor(endpoint.origin),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
        },
        cipherText,
      );
      if (status >= 200 && status < 300) return { kind: 'delivered' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return { kind: 'failed', reason: `HTTP ${status}` };
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  return {
    async sendToUsers(userIds: readonly number[], message: PushMessage, options: PushOptions): Promise<PushOutcome> {
      const people = [...new Set(userIds)];
      if (people.length === 0) return { reachedUserIds: [], devices: 0, delivered: 0, removed: 0 };
      let subscriptions: Subscription[];
      try {
        subscriptions = await db
          .select({
            id: pushSubscriptions.id,
            userId: pushSubscriptions.userId,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, people));
      } catch (error) {
        log(`push "${message.tag}": could not read the subscriptions: ${error instanceof Error ? error.message : String(error)}`, error);
        return { reachedUserIds: [], devices: 0, delivered: 0, removed: 0 };
      }

      const payload = Buffer.from(JSON.stringify(message));
      const headers: Record<string, string> = { TTL: String(Math.max(0, Math.floor(options.ttlSeconds))), Urgency: options.urgency };
      if (topicPattern.test(message.tag)) headers.Topic = message.tag;

      const reached = new Set<number>();
      const gone: number[] = [];
      const failures = new Map<string, number>();
      let delivered = 0;
      await eachLimited(subscriptions, concurrency, async (subscription) => {
        const result = await attempt(subscription, payload, headers);
        pushSends.inc({ outcome: result.kind === 'delivered' ? 'sent' : result.kind });
        if (result.kind === 'delivered') {
          delivered += 1;
          reached.add(subscription.userId);
        } else if (result.kind === 'gone') {
          gone.push(subscription.id);
        } else {
          const key = `${originOf(subscription.endpoint)}: ${result.reason}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      });

      let removed = 0;
      if (gone.length > 0) {
        try {
          removed = (await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)).returning({ id: pushSubscriptions.id })).length;
        } catch (error) {
          log(
            `push "${message.tag}": could not delete ${gone.length} subscriptions gone at their push service: ` +
              `${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      // One line per kind of failure, not one per device: a push service that is down fails them all alike.
      for (const [what, n] of failures) log(`push "${message.tag}": ${n} of ${subscriptions.length} devices not reached (${what}); their subscriptions stay`);
      return { reachedUserIds: [...reached].sort((a, b) => a - b), devices: subscriptions.length, delivered, removed };
    },
  };
}
