/**
 * The way out of an in-app browser to the phone's own (decision 083): KakaoTalk opens a link in the
 * default browser through its own scheme; on Android, another app's browser hands an intent to
 * Chrome; everywhere else the link is copied and the app's own steps are shown. Pure.
 */
import { inAppKindOf, type Environment, type InAppKind } from './environment.ts';

export type WayOut =
  /** Go to `href` (KakaoTalk's scheme, Android's intent): the phone opens its browser. */
  | { kind: 'navigate'; href: string }
  /** Copy `url` and show the steps of `app` (the one to show when unknown: null). */
  | { kind: 'copy'; url: string; app: InAppKind | null };

/**
 * `url` must be absolute, with its path, query and hash: KakaoTalk's openExternal lands on the home
 * page when given less (docs/decisions/083-where-links-open.md).
 */
export function openElsewhere(env: Environment, url: string): WayOut {
  if (env.kind === 'KAKAOTALK') return { kind: 'navigate', href: `kakaotalk://web/openExternal?url=${encodeURIComponent(url)}` };
  if (env.os === 'ANDROID' && env.inApp) {
    const target = new URL(url);
    // Host, path and query; not the hash: Chrome reads the intent's parameters after the first '#'.
    const scheme = target.protocol.replace(':', '');
    return { kind: 'navigate', href: `intent://${target.host}${target.pathname}${target.search}#Intent;scheme=${scheme};package=com.android.chrome;end` };
  }
  return { kind: 'copy', url, app: inAppKindOf(env) };
}
