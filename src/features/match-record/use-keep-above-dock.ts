/**
 * On a phone the selected player's actions dock at the bottom of the screen (match-record.css.ts
 * `dock`), which may land over the very player just tapped. When a player is selected and the sheet
 * covers them, the page scrolls just enough to show them above it. Only while the sheet is stuck to
 * the screen (position: sticky, i.e. below a tablet's width); elsewhere nothing moves.
 *
 * Not `scroll-padding`: it would also apply to every focus and scrollIntoView inside the sticky sheet
 * itself, and the browser would scroll the sheet's own place into view on each tab.
 */
import { useEffect, type RefObject } from 'react';

export function useKeepAboveDock(
  selectedId: number | null, pageRef: RefObject<HTMLElement | null>, dockRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dock = dockRef.current;
    if (selectedId === null || !dock || getComputedStyle(dock).position !== 'sticky') return;
    // The selected player's button, on the pitch or the bench (both mark it pressed).
    const tapped = pageRef.current?.querySelector('ul [aria-pressed="true"]');
    if (!tapped) return;
    const gap = parseFloat(getComputedStyle(dock).paddingTop) || 0;
    const covered = tapped.getBoundingClientRect().bottom + gap - dock.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered });
  }, [selectedId, pageRef, dockRef]);
}
