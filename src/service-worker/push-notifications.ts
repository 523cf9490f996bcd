/**
 * The pure part of the service worker's push handlers (push-worker.ts): what a push message shows,
 * and which window a tap opens. No worker globals here, so Vitest runs it as is.
 */
import * as v from 'valibot';
import { PushMessage } from '#contract/notifications.ts';
import { pushWorkerMessages } from '#src/lib/messages/push-worker.ts';

/** The app's icon, a PNG the manifest names: Android draws no SVG in a notification. */
export const notificationIcon = '/icons/icon-192.png';

/** What `registration.showNotification` takes, with the fields the DOM typings of TypeScript lack. */
export interface NotificationPlan {
  title: string;
  options: NotificationOptions & { renotify?: boolean; timestamp?: number; data: { url: string } };
}

/**
 * A path of this app, or '/': a message's `url` is opened by a tap, so nothing but a same-origin
 * path (not `//host`, not `javascript:`) is taken from it.
 */
export function appPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  return url;
}

/**
 * The notification for a push's data (the JSON of contract/notifications.ts's PushMessage). A goal's
 * correction carries the goal's tag, so it replaces the goal's notification, and `renotify` makes the
 * phone sound again for it (a replaced notification is silent otherwise). Anything unreadable still
 * shows a notification: Chrome shows its own "updated in the background" one for a push that shows none.
 */
export function notificationFor(data: unknown, now: number): NotificationPlan {
  const parsed = v.safeParse(PushMessage, data);
  if (!parsed.success) {
    return {
      title: pushWorkerMessages.fallbackTitle,
      options: { body: pushWorkerMessages.fallbackBody, icon: notificationIcon, lang: 'ko', timestamp: now, data: { url: '/' } },
    };
  }
  const message = parsed.output;
  return {
    title: message.title,
    options: {
      body: message.body,
      tag: message.tag,
      renotify: message.kind === 'goal-cancelled',
      icon: notificationIcon,
      lang: 'ko',
      timestamp: now,
      data: { url: appPath(message.url) },
    },
  };
}

/** Reads a push's data as JSON; null when it has none or it is not JSON. */
export function pushData(text: () => string): unknown {
  try {
    return JSON.parse(text());
  } catch {
    return null;
  }
}

/** An open window of the app, as the worker's `clients.matchAll` sees it. */
export interface WindowInfo {
  id: string;
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/** What a tap does: bring forward a window already showing the page, route one there, or open one. */
export type ClickPlan = { kind: 'focus'; clientId: string } | { kind: 'route'; clientId: string } | { kind: 'open'; url: string };

/**
 * Which window a tap on a notification for `target` (a path) uses: one showing that page already
 * (focused first) is only brought forward; otherwise the focused window, else a visible one, else the
 * most recently listed one, is sent there; with no window of the app, a new one opens.
 */
export function clickPlan(windows: readonly WindowInfo[], target: string, origin: string): ClickPlan {
  const path = appPath(target);
  const wanted = new URL(path, origin);
  const ofApp = windows.filter((w) => new URL(w.url).origin === origin);
  const rank = (w: WindowInfo) => (w.focused ? 0 : w.visibilityState === 'visible' ? 1 : 2);
  const ranked = [...ofApp].sort((a, b) => rank(a) - rank(b));
  const showing = ranked.find((w) => {
    const at = new URL(w.url);
    return at.pathname === wanted.pathname && at.search === wanted.search;
  });
  if (showing) return { kind: 'focus', clientId: showing.id };
  const chosen = ranked[0];
  return chosen ? { kind: 'route', clientId: chosen.id } : { kind: 'open', url: path };
}
