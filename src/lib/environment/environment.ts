/**
 * Where the app runs (docs/decisions/083-where-links-open.md): which browser or in-app browser, from
 * its user agent and what it has, and so what can work here. Pure: the table test
 * (tests/client/environment.test.ts) runs real user agents through it; `readBrowserFacts` reads the
 * real browser once for `useEnvironment`.
 */

export const environmentKinds = [
  'KAKAOTALK',
  'NAVER',
  'BAND',
  'INSTAGRAM',
  'FACEBOOK',
  'LINE',
  'IOS_SAFARI',
  'IOS_HOME_SCREEN',
  'IOS_OTHER',
  'ANDROID_CHROME',
  'SAMSUNG_INTERNET',
  'ANDROID_OTHER',
  'DESKTOP',
] as const;
export type EnvironmentKind = (typeof environmentKinds)[number];

/** The apps whose own browser a link opens in (each names itself in the user agent). */
export type InAppKind = Extract<EnvironmentKind, 'KAKAOTALK' | 'NAVER' | 'BAND' | 'INSTAGRAM' | 'FACEBOOK' | 'LINE'>;

/** What the browser says and has, read by {@link readBrowserFacts}. */
export interface BrowserFacts {
  userAgent: string;
  /** Opened from the home screen (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  /** An iPad's Safari asks for desktop pages and says "Macintosh": its touch screen tells it apart. */
  maxTouchPoints: number;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export interface Environment {
  kind: EnvironmentKind;
  os: 'IOS' | 'ANDROID' | 'OTHER';
  /** An app's own browser (a WebView): no push, no install, no generated downloads. */
  inApp: boolean;
  can: {
    /** Web push can be turned on here (iOS: only in the home-screen app). */
    push: boolean;
    /** This browser can add the app to the home screen or install it. */
    install: boolean;
    /** A file made in the page (a blob URL) arrives as a download. */
    blobDownload: boolean;
    serviceWorker: boolean;
  };
}

/** Order matters: an in-app browser's user agent also names the system browser it is built on. */
const inAppRules: readonly [InAppKind, RegExp][] = [
  ['KAKAOTALK', /KAKAOTALK/i],
  ['NAVER', /NAVER\(inapp/],
  ['BAND', /\bBAND\//],
  ['INSTAGRAM', /\bInstagram\b/],
  ['FACEBOOK', /FBAN\/|FBAV\/|FB_IAB\//],
  ['LINE', /\bLine\//],
];

export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function browserKind(facts: BrowserFacts, os: Environment['os']): EnvironmentKind {
  const ua = facts.userAgent;
  const app = inAppRules.find(([, rule]) => rule.test(ua));
  if (app) return app[0];
  if (os === 'IOS') {
    if (facts.standalone) return 'IOS_HOME_SCREEN';
    // Every iOS browser is WebKit; only Safari names no other browser (Chrome CriOS, Firefox FxiOS, Edge EdgiOS, Whale…).
    const safari = /Version\/[\d.]+.*Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Whale|DuckDuckGo|GSA\//.test(ua);
    return safari ? 'IOS_SAFARI' : 'IOS_OTHER';
  }
  if (os === 'ANDROID') {
    if (/SamsungBrowser\//.test(ua)) return 'SAMSUNG_INTERNET';
    // A WebView says "; wv)" and "Version/4.0"; other Chromium browsers name themselves after Chrome.
    const chrome = /Chrome\/[\d.]+ Mobile/.test(ua) && !/; wv\)|EdgA\/|OPR\/|Whale\/|YaBrowser\/|DuckDuckGo/.test(ua);
    return chrome ? 'ANDROID_CHROME' : 'ANDROID_OTHER';
  }
  return 'DESKTOP';
}

export function detectEnvironment(facts: BrowserFacts): Environment {
  const ua = facts.userAgent;
  const os = isIosDevice(ua, facts.maxTouchPoints) ? 'IOS' : /Android/.test(ua) ? 'ANDROID' : 'OTHER';
  const kind = browserKind(facts, os);
  // An unknown app's WebView is some app's browser too: it has what KakaoTalk's has. On Android it says
  // "; wv)"; on an iPhone it names no browser (every iOS browser app ends its agent with Safari/…).
  const unknownWebView = (kind === 'ANDROID_OTHER' && /; wv\)/.test(ua)) || (kind === 'IOS_OTHER' && !/Safari\//.test(ua));
  const inApp = inAppRules.some(([k]) => k === kind) || unknownWebView;
  const serviceWorker = facts.hasServiceWorker && !inApp;
  const pushApi = serviceWorker && facts.hasPushManager && facts.hasNotification;
  return {
    kind,
    os,
    inApp,
    can: {
      // iOS 16.4+ gives the Push API to the home-screen app only; a Safari tab that shows it still cannot subscribe.
      push: pushApi && (os !== 'IOS' || kind === 'IOS_HOME_SCREEN'),
      install: !inApp && !facts.standalone && (kind === 'IOS_SAFARI' || kind === 'ANDROID_CHROME' || kind === 'SAMSUNG_INTERNET' || kind === 'DESKTOP'),
      // iOS's home-screen app opens a blob in a viewer with no way back to the app.
      blobDownload: !inApp && kind !== 'IOS_HOME_SCREEN',
      serviceWorker,
    },
  };
}

/** The app whose browser this is, or null (not in an app's browser, or an unknown app's WebView). */
export function inAppKindOf(env: Environment): InAppKind | null {
  return inAppRules.find(([kind]) => kind === env.kind)?.[0] ?? null;
}

/** For the CSV exports: whether a file made in the page arrives here, or the server must serve it. */
export function canDownloadBlobs(env: Environment): boolean {
  return env.can.blobDownload;
}

/** The iPhone home-screen guide pays off only in iOS Safari, the one iOS browser that adds to the home screen for push. */
export function offersHomeScreenGuide(env: Environment): boolean {
  return env.kind === 'IOS_SAFARI';
}

/** The real browser's facts (not pure: reads `navigator` and `window`). */
export function readBrowserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    standalone: nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches),
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}
