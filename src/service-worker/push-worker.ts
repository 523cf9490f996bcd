/**
 * The service worker's push handlers (decision 059), built into `/push-sw.js` and loaded by the
 * generated worker with `importScripts` (scripts/build/push-worker.ts, decision 059), so Workbox's
 * precache and offline reads stay as they were.
 *
 * - `push`: shows the message (contract/notifications.ts's PushMessage) as a notification.
 * - `notificationclick`: closes it and opens its page: a window already showing it comes forward;
 *   otherwise an open window of the app is asked to go there through its router (src/app/core-route.tsx
 *   answers), falling back to a plain navigation, and with no window a new one opens.
 *
 * The decisions are the pure functions of push-notifications.ts; this file only wires them to the
 * worker's events. Its own types are written here: TypeScript's worker library cannot sit beside
 * the DOM library the app is checked with.
 */
import { appPath, clickPlan, notificationFor, pushData, type WindowInfo } from './push-notifications.ts';
import { openRequestType, type OpenRequest } from './open-request.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  id: string;
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** How long an open window has to say it routed itself before it is navigated the plain way. */
const routedWithinMs = 1500;

worker.addEventListener('push', (event) => {
  const data = event.data ? pushData(() => event.data!.text()) : null;
  const { title, options } = notificationFor(data, Date.now());
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(open(appPath(url)));
});

/** Opens `path` (a path of the app) in the window the plan chooses. */
async function open(path: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const infos: WindowInfo[] = windows.map(({ id, url: at, focused, visibilityState }) => ({ id, url: at, focused, visibilityState }));
  const plan = clickPlan(infos, path, worker.location.origin);
  if (plan.kind === 'open') {
    await worker.clients.openWindow(plan.url);
    return;
  }
  const client = windows.find((w) => w.id === plan.clientId)!;
  // Bringing a window forward is allowed only in answer to a real tap; a refusal changes nothing else.
  await client.focus().catch(() => undefined);
  if (plan.kind === 'focus') return;
  if (await routed(client, path)) return;
  const navigated = await client.navigate(path).catch(() => null);
  if (!navigated) await worker.clients.openWindow(path);
}

/** Asks the window to route itself to `path`; true once it says it did. */
function routed(client: WindowClient, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), routedWithinMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const request: OpenRequest = { type: openRequestType, url: path };
    client.postMessage(request, [channel.port2]);
  });
}
