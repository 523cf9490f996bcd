/**
 * Asks before unsaved work is lost: while `isDirty`, an in-app navigation (a link, Back, Forward)
 * opens a confirmation dialog (through the router's guard, navigation-guard.ts), and a reload or a
 * closed tab gets the browser's own `beforeunload` prompt. The page renders the returned `dialog`
 * and calls `release()` right before it navigates away on purpose (after a save).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { messages } from './messages.ts';
import { clearNavigationBlocker, setNavigationBlocker } from './navigation-guard.ts';

interface PendingNavigation {
  proceed: () => void;
  stay: () => void;
}

export function useUnsavedChanges(isDirty: boolean): { dialog: ReactNode; release: () => void } {
  const [path] = useLocation();
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!isDirty || released.current) return;
    const remove = setNavigationBlocker({ path, request: (proceed, stay) => setPending({ proceed, stay }) });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, path]);

  const m = messages.unsavedChanges;
  const dialog = (
    <ConfirmDialog
      title={m.title}
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (open || !pending) return;
        pending.stay();
        setPending(null);
      }}
      confirmLabel={m.leave}
      cancelLabel={m.stay}
      onConfirm={() => {
        const go = pending;
        setPending(null);
        released.current = true;
        go?.proceed();
      }}
      destructive
    >
      <p>{m.body}</p>
    </ConfirmDialog>
  );

  return {
    dialog,
    release: () => {
      released.current = true;
      clearNavigationBlocker();
    },
  };
}
