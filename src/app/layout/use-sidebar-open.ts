/**
 * The sidebar's open state (spec §2, domain-facts §5.11): open by default when the window is at
 * least 1740 px wide; re-evaluated 100 ms after the last resize. A resize that does not cross the
 * threshold leaves the person's own choice alone (phones fire resize when the address bar moves).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { constants } from '#src/lib/constants.ts';

export function isWideWindow(width: number): boolean {
  return width >= constants.layout.sidebarOpenMinWidthPx;
}

export function useSidebarOpen(win: Window = window) {
  const [open, setOpen] = useState(() => isWideWindow(win.innerWidth));
  const wide = useRef(isWideWindow(win.innerWidth));

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
  return { open, setOpen, toggle, isWide: wide.current };
}
