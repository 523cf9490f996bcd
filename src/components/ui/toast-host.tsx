/**
 * Mounts the toast region lazily: its code loads with the first toast, not with every page
 * (the /login page stays light). Once loaded it stays mounted.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from './toast-queue.ts';

const ToastRegion = lazy(() => import('./toast.tsx').then((m) => ({ default: m.ToastRegion })));

export function ToastHost() {
  const [needed, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
