/**
 * How an export reaches the person (src/lib/exports.ts, decision 084), from real user agents: a blob
 * download where the browser saves it, the server's link in in-app browsers (and any app's WebView on
 * an iPhone), the link to copy in NAVER's browser, which shows a CSV as text.
 */
import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '#src/lib/environment/environment.ts';
import { absoluteLink, exportWay } from '#src/lib/exports.ts';

/** A browser tab of `userAgent` with everything a browser tab has (an in-app browser's gaps are the user agent's to tell). */
const environmentOf = (userAgent: string) =>
  detectEnvironment({
    userAgent,
    standalone: false,
    maxTouchPoints: /iPhone|iPad/.test(userAgent) ? 5 : 0,
    hasServiceWorker: true,
    hasPushManager: true,
    hasNotification: true,
  });

const agents = {
  kakaoAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
    ' (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410200',
  kakaoIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.5',
  naverAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
    ' (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.3)',
  naverIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like' +
    ' Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.3; 15PRO)',
  band:
    'Mozilla/5.0 (Linux; Android 12; SM-A536N Build/SP1A.210812.016; wv) AppleWebKit/537.36' +
    ' (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 BAND/13.0.1 (phone;Android 12;SM-A536N)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like' +
    ' Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1; ko_KR; ko; scale=3.00; 1179x2556; 530247435)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like' +
    ' Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/433.0.0.32.107;FBBV/547513536;FBDV/iPhone14,5;' +
    'FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBCR/;FBID/phone;FBLC/ko_KR;FBOP/80]',
  lineIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.17.0',
  otherIosWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};

describe('the way an export arrives', () => {
  it.each([
    ['kakaoAndroid', 'link'],
    ['kakaoIos', 'link'],
    ['naverAndroid', 'copyLink'],
    ['naverIos', 'copyLink'],
    ['band', 'link'],
    ['instagramIos', 'link'],
    ['facebookIos', 'link'],
    ['lineIos', 'link'],
    ['otherIosWebView', 'link'],
    ['iosSafari', 'blob'],
    ['iosChrome', 'blob'],
    ['androidChrome', 'blob'],
    ['samsungInternet', 'blob'],
    ['desktopChrome', 'blob'],
    ['macSafari', 'blob'],
  ] as const)('%s: %s', (agent, way) => {
    expect(exportWay(environmentOf(agents[agent]))).toBe(way);
  });

  it('copies the link absolute, on the page’s origin', () => {
    expect(absoluteLink('/open-api/v1/exports/abc.def', 'https://pitchside.example.kr/teams/1/dues')).toBe(
      'https://pitchside.example.kr/open-api/v1/exports/abc.def',
    );
  });
});
