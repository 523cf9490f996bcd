/**
 * How an exported CSV file reaches the person (decision 084). The page builds the file itself and
 * saves it as a blob (src/lib/csv.ts) wherever that works. In-app browsers (KakaoTalk, NAVER, BAND,
 * Instagram, Facebook, LINE, and any app's WebView on an iPhone) drop a blob download without a word,
 * so there the page asks the server for a signed link to the same file and navigates to it: the app
 * hands a real URL to its own downloader. NAVER's browser shows a CSV link as text instead of saving
 * it, so there the page says how to get the file and offers the link to copy.
 *
 * Until the environment detection of src/lib/environment/ lands, the user agent decides here; the
 * lead points `exportWay` at `detectEnvironment(...).can.blobDownload` at the merge.
 */

export type ExportWay = 'blob' | 'link' | 'copyLink';

/** The in-app browsers, by the names their user agents carry. */
const inAppBrowser = /KAKAOTALK|NAVER\(inapp|BAND\/|Instagram|FBAN|FBAV|\bLine\//i;
const naverApp = /NAVER\(inapp/i;
const iPhoneOrIPad = /\b(iPhone|iPad|iPod)\b/;
/** Every iOS browser app names itself (Safari, Chrome, Firefox, Edge…); a WebView inside another app does not. */
const iosBrowserApp = /Safari\/|CriOS\/|FxiOS\/|EdgiOS\//;

/** Whether a generated (blob) download works in the browser of `userAgent`. */
export function canDownloadBlob(userAgent: string): boolean {
  if (inAppBrowser.test(userAgent)) return false;
  return !(iPhoneOrIPad.test(userAgent) && !iosBrowserApp.test(userAgent));
}

/** How the browser of `userAgent` gets an exported file. */
export function exportWay(userAgent: string): ExportWay {
  if (canDownloadBlob(userAgent)) return 'blob';
  return naverApp.test(userAgent) ? 'copyLink' : 'link';
}

/** The link as the person can paste it elsewhere: absolute, on the app's origin. */
export const absoluteLink = (url: string, base: string) => new URL(url, base).href;
