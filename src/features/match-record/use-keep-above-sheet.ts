/**
 * On a phone the selected player's actions show in the sheet at the bottom of the screen
 * (match-record.css.ts `sheet`), which may land over the very player just tapped. When a player is
 * selected and the sheet covers them, the page scrolls just enough to show them above it. Only while
 * the sheet is stuck to the screen (a phone's width); from a tablet on it is `display: contents` and
 * nothing moves.
 *
 * Not `scroll-padding`: it would also apply to every focus and scrollIntoView inside the sticky sheet
 * itself, and the browser would scroll the sheet's own place into view on each tab.
 */
import { useEffect, type RefObject } from 'react';

export function useKeepAboveSheet(selectedId: number | null, pageRef: RefObject<HTMLElement | null>, sheetRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const sheet = sheetRef.current;
    if (selectedId === null || !sheet) return;
    // Measured in the next frame, where the browser lays the page out anyway: measured in the tap's
    // own task it would force a layout of the page there, and the frame would lay it out again (decision 103).
    const frame = requestAnimationFrame(() => {
      const style = getComputedStyle(sheet);
      if (style.position !== 'sticky' || style.display === 'contents') return;
      // The selected player's button, on the pitch or the bench (both mark it pressed).
      const tapped = pageRef.current?.querySelector('ul [aria-pressed="true"]');
      if (!tapped) return;
      const gap = parseFloat(style.paddingTop) || 0;
      const covered = tapped.getBoundingClientRect().bottom + gap - sheet.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedId, pageRef, sheetRef]);
}
