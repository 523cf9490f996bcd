/**
 * Passing a link on, the one way the app does it (invite links, calendar feeds, a match's public
 * scoreboard): the clipboard everywhere, and on a phone the system's share sheet too.
 * The buttons that use it are src/components/common/link-buttons.tsx.
 */

/** Writes to the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser has a share sheet (feature-detected: desktop browsers mostly do not). */
export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Opens the share sheet. 'cancelled' when the person closed it without choosing (AbortError: no
 * failure to report), 'failed' when the browser refused.
 */
export async function openShareSheet(data: ShareData): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
