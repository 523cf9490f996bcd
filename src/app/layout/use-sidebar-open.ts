/**
 * The sidebar's open state (spec §2, domain-facts §5.11): open by default when the window is at
 * least 1740 px wide; re-evaluated 100 ms after the last resize. A resize that does not cross the
 * threshold leaves the person's own choice alone (phones fire resize when the address bar moves).
 *
 * Below the `md` breakpoint (a phone) the sidebar is a drawer over the page, out of sight while
 * closed. Its content is built from the first opening on, not with the first screen: the menu, the
 * team header and their tooltips were a third of the team page's elements, rendered and laid out
 * before a phone could paint the page (issue #15, decision 040). Once built it stays, so closing
 * can slide it away and a second opening costs nothing.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { constants } from '#src/lib/constants.ts';
import { media } from '#src/styles/theme.css.ts';

export function isWideWindow(width: number): boolean {
  return width >= constants.layout.sidebarOpenMinWidthPx;
}

/**
 * Whether the sidebar is a drawer here (the window is narrower than `md`). A window that cannot
 * answer media queries (jsdom) counts as wide: the sidebar beside the page, its content built.
 */
export function isDrawerWindow(win: Window = window): boolean {
  return win.matchMedia?.(media.md).matches === false;
}

function useIsDrawer(win: Window): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = win.matchMedia?.(media.md);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, [win]);
  return useSyncExternalStore(subscribe, () => isDrawerWindow(win));
}

export function useSidebarOpen(win: Window = window) {
  const [open, setOpen] = useState(() => isWideWindow(win.innerWidth));
  const wide = useRef(isWideWindow(win.innerWidth));
  const isDrawer = useIsDrawer(win);
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const nowWide = isWideWindow(win.innerWidth);
        if (nowWide !== wide.current) {
          wide.current = nowWide;
          setOpen(nowWide);
        }
      }, constants.layout.resizeDebounceMs);
    };
    win.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      win.removeEventListener('resize', onResize);
    };
  }, [win]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  /** A drawer closes when the person follows one of its links; a sidebar beside the page stays. */
  const closeIfDrawer = useCallback(() => {
    if (isDrawerWindow(win)) setOpen(false);
  }, [win]);
  return { open, setOpen, toggle, closeIfDrawer, isWide: wide.current, contentBuilt: openedOnce || !isDrawer };
}
