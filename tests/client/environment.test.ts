/**
 * Where the app runs (src/lib/environment/environment.ts), from real user agents: which browser or
 * app's browser, and what can work there; the way out of each (open-elsewhere.ts).
 */
import { describe, expect, it } from 'vitest';
import { canDownloadBlobs, detectEnvironment, type BrowserFacts, type Environment } from '#src/lib/environment/environment.ts';
import { openElsewhere } from '#src/lib/environment/open-elsewhere.ts';

const ua = {
  kakaoIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.5',
  kakaoAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36;KAKAOTALK 2410420',
  naverIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.10; 15PRO)',
  naverAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.2.5)',
  bandAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G991N Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 BAND/13.3.1 (ANDROID)',
  bandIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BAND/14.1.0',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram' +
    ' 307.0.1.19.118 (iPhone14,5; iOS 17_1; ko_KR; ko; scale=3.00; 1170x2532; 532277534)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.66 Mobile' +
    ' Safari/537.36 Instagram 306.0.0.35.109 Android (33/13; 480dpi; 1080x2115; samsung; SM-S911N; dm1q; qcom; ko_KR; 529083166)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' +
    ' [FBAN/FBIOS;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1.1;FBSS/3;FBID/phone;FBLC/ko_KR;FBOP/5;FBRV/0]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S908N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.33.113;]',
  lineIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.16.0',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Line/13.18.1/IAB',
  safari17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safari18: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  otherWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like' +
    ' Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;

/** A browser with everything (the in-app browsers that lack some are their own rows below). */
const facts = (userAgent: string, more: Partial<BrowserFacts> = {}): BrowserFacts => ({
  userAgent,
  standalone: false,
  maxTouchPoints: /iPhone|Android/.test(userAgent) ? 5 : 0,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ...more,
});

type Row = [name: string, facts: BrowserFacts, kind: Environment['kind'], os: Environment['os'], inApp: boolean, can: Environment['can']];
const none = { push: false, install: false, blobDownload: false, serviceWorker: false };
const full = { push: true, install: true, blobDownload: true, serviceWorker: true };
const kakaoLike = { hasPushManager: false, hasNotification: false };

const rows: Row[] = [
  ['KakaoTalk on iOS', facts(ua.kakaoIos, kakaoLike), 'KAKAOTALK', 'IOS', true, none],
  ['KakaoTalk on Android', facts(ua.kakaoAndroid, kakaoLike), 'KAKAOTALK', 'ANDROID', true, none],
  ['KakaoTalk on Android, features and all', facts(ua.kakaoAndroid), 'KAKAOTALK', 'ANDROID', true, none],
  ['NAVER on iOS', facts(ua.naverIos), 'NAVER', 'IOS', true, none],
  ['NAVER on Android', facts(ua.naverAndroid), 'NAVER', 'ANDROID', true, none],
  ['BAND on Android', facts(ua.bandAndroid), 'BAND', 'ANDROID', true, none],
  ['BAND on iOS', facts(ua.bandIos), 'BAND', 'IOS', true, none],
  ['Instagram on iOS', facts(ua.instagramIos), 'INSTAGRAM', 'IOS', true, none],
  ['Instagram on Android', facts(ua.instagramAndroid), 'INSTAGRAM', 'ANDROID', true, none],
  ['Facebook on iOS (FBAN)', facts(ua.facebookIos), 'FACEBOOK', 'IOS', true, none],
  ['Facebook on Android (FBAV)', facts(ua.facebookAndroid), 'FACEBOOK', 'ANDROID', true, none],
  ['LINE on iOS', facts(ua.lineIos), 'LINE', 'IOS', true, none],
  ['LINE on Android', facts(ua.lineAndroid), 'LINE', 'ANDROID', true, none],
  // Safari in a tab has no PushManager until added to the home screen.
  ['iOS Safari 17', facts(ua.safari17, { hasPushManager: false }), 'IOS_SAFARI', 'IOS', false, { ...full, push: false }],
  ['iOS Safari 18 showing the Push API', facts(ua.safari18), 'IOS_SAFARI', 'IOS', false, { ...full, push: false }],
  [
    'iPadOS Safari asking for desktop pages (Macintosh + touch)',
    facts(ua.macSafari, { maxTouchPoints: 5 }),
    'IOS_SAFARI',
    'IOS',
    false,
    { ...full, push: false },
  ],
  [
    'the home-screen app on iOS 18',
    facts(ua.safari18, { standalone: true }),
    'IOS_HOME_SCREEN',
    'IOS',
    false,
    { ...full, install: false, blobDownload: false },
  ],
  ['Chrome on iOS (CriOS: WebKit)', facts(ua.chromeIos, { hasPushManager: false }), 'IOS_OTHER', 'IOS', false, { ...full, push: false, install: false }],
  ['Android Chrome', facts(ua.chromeAndroid), 'ANDROID_CHROME', 'ANDROID', false, full],
  ['Android Chrome, installed', facts(ua.chromeAndroid, { standalone: true }), 'ANDROID_CHROME', 'ANDROID', false, { ...full, install: false }],
  ['Samsung Internet', facts(ua.samsung), 'SAMSUNG_INTERNET', 'ANDROID', false, full],
  ['Firefox on Android', facts(ua.firefoxAndroid), 'ANDROID_OTHER', 'ANDROID', false, { ...full, install: false }],
  ["an unknown app's Android WebView", facts(ua.otherWebView, kakaoLike), 'ANDROID_OTHER', 'ANDROID', true, none],
  ['desktop Chrome', facts(ua.chromeDesktop), 'DESKTOP', 'OTHER', false, full],
  ['desktop Firefox', facts(ua.firefoxDesktop), 'DESKTOP', 'OTHER', false, full],
  ['desktop Safari (Macintosh, no touch)', facts(ua.macSafari), 'DESKTOP', 'OTHER', false, full],
];

describe('detectEnvironment', () => {
  it.each(rows)('%s', (_name, input, kind, os, inApp, can) => {
    expect(detectEnvironment(input)).toEqual({ kind, os, inApp, can });
  });

  it('a CSV made in the page arrives only outside in-app browsers and the iOS home-screen app', () => {
    const downloads = rows.filter(([, input]) => canDownloadBlobs(detectEnvironment(input))).map(([, , kind]) => kind);
    expect(new Set(downloads)).toEqual(new Set(['IOS_SAFARI', 'IOS_OTHER', 'ANDROID_CHROME', 'SAMSUNG_INTERNET', 'ANDROID_OTHER', 'DESKTOP']));
  });
});

describe('openElsewhere', () => {
  const page = 'https://pitchside.example/teams/3/schedules?month=2026-12&day=2026-12-06#item-9';

  it("in KakaoTalk opens the page's full address, path, query and hash, through openExternal", () => {
    for (const agent of [ua.kakaoIos, ua.kakaoAndroid]) {
      expect(openElsewhere(detectEnvironment(facts(agent)), page)).toEqual({
        kind: 'navigate',
        href: 'kakaotalk://web/openExternal?url=https%3A%2F%2Fpitchside.example%2Fteams%2F3%2Fschedules%3Fmonth%3D2026-12%26day%3D2026-12-06%23item-9',
      });
    }
  });

  it.each([ua.naverAndroid, ua.bandAndroid, ua.instagramAndroid, ua.facebookAndroid, ua.lineAndroid, ua.otherWebView])(
    "in another app's Android browser hands the page's host, path and query to Chrome (%s)",
    (agent) => {
      expect(openElsewhere(detectEnvironment(facts(agent)), page)).toEqual({
        kind: 'navigate',
        href: 'intent://pitchside.example/teams/3/schedules?month=2026-12&day=2026-12-06#Intent;scheme=https;package=com.android.chrome;end',
      });
    },
  );

  it.each([
    [ua.naverIos, 'NAVER'],
    [ua.bandIos, 'BAND'],
    [ua.instagramIos, 'INSTAGRAM'],
    [ua.facebookIos, 'FACEBOOK'],
    [ua.lineIos, 'LINE'],
    [ua.safari18, null],
    [ua.chromeDesktop, null],
  ] as const)('on iOS and outside apps copies the link and names the app whose steps to show (%s)', (agent, app) => {
    expect(openElsewhere(detectEnvironment(facts(agent)), page)).toEqual({ kind: 'copy', url: page, app });
  });
});
