/**
 * The sidebar's open state (docs/product.md §2.4, docs/domain.md §5.11): open by default when the window is at
 * least 1740 px wide; re-evaluated 100 ms after the last resize. A resize that does not cross the
 * threshold leaves the person's own choice alone (phones fire resize when the address bar moves).
 *
 * Below the `md` breakpoint (a phone) the sidebar is a drawer over the page, out of sight while
 * closed: its content is built from the first opening on (src/lib/built-once-shown.tsx).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isBelowBreakpoint, useBuiltOnceShown } from '#src/lib/built-once-shown.tsx';
import { constants } from '#src/lib/constants.ts';
import { useServerFirstRender } from '#src/lib/first-render.ts';
import { media } from '#src/styles/theme.css.ts';

export function isWideWindow(width: number): boolean {
  return width >= constants.layout.sidebarOpenMinWidthPx;
}

export function useSidebarOpen(win: Window | undefined = globalThis.window) {
  // The server's render and its hydration assume a phone (src/lib/first-render.ts): closed.
  const serverFirst = useServerFirstRender();
  const [open, setOpen] = useState(() => !serverFirst && win !== undefined && isWideWindow(win.innerWidth));
  const wide = useRef(open);
  const contentBuilt = useBuiltOnceShown(open, media.md, win);

  useEffect(() => {
    if (!win) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const nowWide = isWideWindow(win.innerWidth);
      if (nowWide !== wide.current) {
        wide.current = nowWide;
        setOpen(nowWide);
      }
    };
    // After a hydrated first render, which assumed a phone.
    follow();
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(follow, constants.layout.resizeDebounceMs);
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
    if (win && isBelowBreakpoint(media.md, win)) setOpen(false);
  }, [win]);
  return { open, setOpen, toggle, closeIfDrawer, contentBuilt };
}
