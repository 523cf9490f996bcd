/**
 * How an exported CSV file reaches the person (decision 084). The page builds the file itself and
 * saves it as a blob (src/lib/csv.ts) wherever that works. In-app browsers (KakaoTalk, NAVER, BAND,
 * Instagram, Facebook, LINE, and any app's WebView on an iPhone) drop a blob download without a word,
 * so there the page asks the server for a signed link to the same file and navigates to it: the app
 * hands a real URL to its own downloader. NAVER's browser shows a CSV link as text instead of saving
 * it, so there the page says how to get the file and offers the link to copy.
 *
 * Where a blob download works is the environment's to say (src/lib/environment/, decision 083).
 */
import type { Environment } from './environment/environment.ts';

export type ExportWay = 'blob' | 'link' | 'copyLink';

/** How the browser of `environment` gets an exported file. */
export function exportWay(environment: Environment): ExportWay {
  if (environment.can.blobDownload) return 'blob';
  return environment.kind === 'NAVER' ? 'copyLink' : 'link';
}

/** The link as the person can paste it elsewhere: absolute, on the app's origin. */
export const absoluteLink = (url: string, base: string) => new URL(url, base).href;
