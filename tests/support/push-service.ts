/**
 * A stand-in Web Push service for tests and benches without the internet (decision 058):
 * a node HTTP server on a loopback port that plays a browser's push service AND the device behind it.
 *
 *   const service = await startPushService();
 *   const phone = service.device();              // a P-256 key pair + 16-byte auth secret of its own
 *   // PUT /api/v1/push/subscriptions with phone.subscription (endpoint http://127.0.0.1:PORT/push/<id>)
 *   const [receipt] = await service.waitForReceipts(1, { device: phone });
 *   receipt.message.title                        // the decrypted PushMessage
 *
 * Every request is checked as a push service would before it is accepted: POST to a known device's
 * endpoint; `Authorization: vapid t=<JWT>, k=<public key>` with the JWT signed ES256 by that key, its
 * `aud` this service's origin, `exp` in the future and at most 24 hours away, `sub` a mailto: or https:
 * URL (RFC 8292); a `TTL` header (whole seconds), an `Urgency` header of RFC 8030's four and
 * `Content-Encoding: aes128gcm`; then the body is DECRYPTED with the device's private key and auth
 * secret (RFC 8291, by `http_ece`, the library web-push itself encrypts with) and must be JSON.
 * A request that fails a check is answered 400/401/403 and listed in `rejections`, never as a receipt.
 * `answerWith(device, 404 | 410 | 500 …)` makes the service answer that instead of accepting (a
 * device gone, a service down); `answerWith(device, null)` accepts again.
 *
 * Plain node (no vitest): Playwright specs and `npm run bench` use it too.
 */
import { createECDH, createPublicKey, type ECDH, type KeyObject, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** What the server's sender puts in a push (contract/notifications.ts PushMessage), as decrypted. */
export interface DecodedPushMessage {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  [key: string]: unknown;
}

/** A device subscribed at this service: what `PUT /api/v1/push/subscriptions` takes, and its secrets. */
export interface StandInDevice {
  id: string;
  endpoint: string;
  /** The browser's `PushSubscription.toJSON()` for this device (send it as the PUT body). */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A push the service accepted and the device decrypted. */
export interface PushReceipt {
  deviceId: string;
  endpoint: string;
  message: DecodedPushMessage;
  /** The TTL header (seconds), the Urgency header, the Topic header (null when absent). */
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The VAPID claims and key the request was signed with. */
  vapid: { publicKey: string; subject: string; audience: string; expiresAt: number };
  /** When it arrived: `performance.timeOrigin + performance.now()` (comparable across processes of one machine). */
  receivedAt: number;
}

/** A request the service refused (a broken signature, a missing header, a body it could not decrypt …). */
export interface PushRejection {
  deviceId: string | null;
  status: number;
  reason: string;
}

export interface PushServiceOptions {
  host?: string;
  /** 0 (default): a free port. */
  port?: number;
  /** When given, a push signed with any other VAPID key is refused (403). */
  vapidPublicKey?: string;
}

export interface StandInPushService {
  /** `http://127.0.0.1:PORT`: the audience a VAPID JWT for this service must name. */
  origin: string;
  port: number;
  /** Subscribes a new device (an endpoint of this service with a fresh key pair and auth secret). */
  device(): StandInDevice;
  /** From now on answer pushes to this device with `status` (404/410: gone; 500: down) instead of accepting; null accepts again. */
  answerWith(device: StandInDevice | string, status: number | null): void;
  /** Every push accepted so far (optionally only one device's), in arrival order. */
  receipts(device?: StandInDevice | string): PushReceipt[];
  /** Requests that reached a device's endpoint, accepted or not (optionally only one device's). */
  attempts(device?: StandInDevice | string): number;
  /** Requests refused for what they were (not for `answerWith`). */
  rejections(): PushRejection[];
  /**
   * Resolves with the receipts once there are at least `count` (of `device`, when given); rejects
   * after `timeoutMs` (default 5 s) naming what did arrive and what was refused.
   */
  waitForReceipts(count: number, options?: { device?: StandInDevice | string; timeoutMs?: number }): Promise<PushReceipt[]>;
  /** Forgets receipts, attempts and rejections (the devices stay subscribed). */
  clear(): void;
  close(): Promise<void>;
}

interface DeviceState {
  device: StandInDevice;
  ecdh: ECDH;
  auth: string;
  status: number | null;
  attempts: number;
}

const urgencies = new Set(['very-low', 'low', 'normal', 'high']);
const b64url = (bytes: Buffer) => bytes.toString('base64url');
const now = () => performance.timeOrigin + performance.now();

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The public key of a VAPID `k=` parameter as a key node can verify with (cached: one per server). */
function vapidKeyObject(cache: Map<string, KeyObject>, k: string): KeyObject {
  const cached = cache.get(k);
  if (cached) return cached;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Refusal(401, `VAPID k= is not an uncompressed P-256 public key (${raw.length} bytes)`);
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  cache.set(k, key);
  return key;
}

/** Checks `Authorization: vapid t=…, k=…` (RFC 8292) and answers its claims. */
function checkVapid(header: string | undefined, origin: string, expected: string | undefined, keys: Map<string, KeyObject>): PushReceipt['vapid'] {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)\s*$/.exec(header ?? '');
  if (!match) throw new Refusal(401, `no VAPID Authorization header (got ${JSON.stringify(header ?? null)})`);
  const [, token, k] = match;
  if (expected && k !== expected) throw new Refusal(403, 'signed with another VAPID key than the expected one');
  const parts = token.split('.');
  if (parts.length !== 3) throw new Refusal(401, 'the VAPID token is no JWT');
  const [head, payload, signature] = parts;
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (header0.alg !== 'ES256') throw new Refusal(401, `the VAPID JWT is signed ${header0.alg}, not ES256`);
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: vapidKeyObject(keys, k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Refusal(403, 'the VAPID signature does not verify with k=');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Refusal(403, `the VAPID audience is ${claims.aud}, not ${origin}`);
  const nowSeconds = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600 + 60) {
    throw new Refusal(403, `the VAPID expiry ${claims.exp} is not within the next 24 hours`);
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(403, `the VAPID subject ${claims.sub} is no mailto: or https: URL`);
  return { publicKey: k, subject: claims.sub, audience: claims.aud, expiresAt: claims.exp };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the stand-in on a loopback port (a free one unless `port` is given). */
export async function startPushService(options: PushServiceOptions = {}): Promise<StandInPushService> {
  const host = options.host ?? '127.0.0.1';
  const devices = new Map<string, DeviceState>();
  const keyCache = new Map<string, KeyObject>();
  let receipts: PushReceipt[] = [];
  let rejections: PushRejection[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const idOf = (device: StandInDevice | string) => (typeof device === 'string' ? (device.startsWith('http') ? device.split('/').pop()! : device) : device.id);

  function accept(request: IncomingMessage, body: Buffer, state: DeviceState): PushReceipt {
    const vapid = checkVapid(request.headers.authorization, origin, options.vapidPublicKey, keyCache);
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader))
      throw new Refusal(400, `no TTL header of whole seconds (got ${JSON.stringify(ttlHeader ?? null)})`);
    const urgency = request.headers.urgency;
    if (typeof urgency !== 'string' || !urgencies.has(urgency))
      throw new Refusal(400, `no Urgency header of RFC 8030 (got ${JSON.stringify(urgency ?? null)})`);
    if (request.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(400, `Content-Encoding is ${JSON.stringify(request.headers['content-encoding'] ?? null)}, not aes128gcm`);
    let plain: Buffer;
    try {
      plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: state.ecdh, authSecret: state.auth });
    } catch (error) {
      throw new Refusal(400, `the body does not decrypt with the device's keys (RFC 8291): ${error instanceof Error ? error.message : String(error)}`);
    }
    let message: DecodedPushMessage;
    try {
      message = JSON.parse(plain.toString('utf8')) as DecodedPushMessage;
    } catch {
      throw new Refusal(400, 'the decrypted body is not JSON');
    }
    const topic = request.headers.topic;
    return {
      deviceId: state.device.id,
      endpoint: state.device.endpoint,
      message,
      ttl: Number(ttlHeader),
      urgency,
      topic: typeof topic === 'string' ? topic : null,
      vapid,
      receivedAt: now(),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(new URL(request.url ?? '/', origin).pathname)?.[1] ?? null;
    const state = id === null ? undefined : devices.get(id);
    const answer = (status: number, text = '') => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(text);
    };
    if (request.method !== 'POST' || !state) {
      rejections.push({
        deviceId: id,
        status: state ? 405 : 410,
        reason: state ? `${request.method} is not a push` : `no device subscribed at ${request.url}`,
      });
      return answer(state ? 405 : 410);
    }
    state.attempts += 1;
    try {
      const receipt = accept(request, body, state);
      if (state.status !== null) return answer(state.status, 'as told by the test');
      receipts.push(receipt);
      for (const wake of waiters) wake();
      // Push services answer 201 Created with the message's address.
      response.writeHead(201, { location: `${origin}/message/${receipts.length}` });
      response.end();
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(400, error instanceof Error ? error.message : String(error));
      rejections.push({ deviceId: state.device.id, status: refusal.status, reason: refusal.message });
      answer(refusal.status, refusal.message);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      rejections.push({ deviceId: null, status: 500, reason: String(error) });
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // Keep-alive connections stay open long enough for a sender's pool to reuse them.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  const selected = (device?: StandInDevice | string) => (device === undefined ? receipts : receipts.filter((r) => r.deviceId === idOf(device)));

  return {
    origin,
    port,
    device() {
      const id = randomBytes(9).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `${origin}/push/${id}`;
      const device: StandInDevice = { id, endpoint, subscription: { endpoint, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } } };
      devices.set(id, { device, ecdh, auth, status: null, attempts: 0 });
      return device;
    },
    answerWith(device, status) {
      const state = devices.get(idOf(device));
      if (!state) throw new Error(`no device ${idOf(device)} at this push service`);
      state.status = status;
    },
    receipts: (device) => [...selected(device)],
    attempts(device) {
      if (device === undefined) return [...devices.values()].reduce((sum, d) => sum + d.attempts, 0);
      return devices.get(idOf(device))?.attempts ?? 0;
    },
    rejections: () => [...rejections],
    waitForReceipts(count, { device, timeoutMs = 5_000 } = {}) {
      return new Promise<PushReceipt[]>((resolve, reject) => {
        const check = () => {
          const got = selected(device);
          if (got.length < count) return false;
          finish();
          resolve([...got]);
          return true;
        };
        const timer = setTimeout(() => {
          finish();
          const got = selected(device);
          reject(
            new Error(
              `push service: ${got.length} of ${count} pushes arrived in ${timeoutMs} ms` +
                `${got.length ? ` (${got.map((r) => JSON.stringify(r.message.title)).join(', ')})` : ''}` +
                `${rejections.length ? `; refused: ${rejections.map((r) => `${r.status} ${r.reason}`).join('; ')}` : ''}`,
            ),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => {
          check();
        };
        waiters.add(wake);
        check();
      });
    },
    clear() {
      receipts = [];
      rejections = [];
      for (const state of devices.values()) state.attempts = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of [...waiters]) wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
