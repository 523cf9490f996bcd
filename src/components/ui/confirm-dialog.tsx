/**
 * A dialog asking to confirm an action. Its code (./alert-dialog.tsx) is not part of a screen's first
 * load: React Aria's Dialog brings its menus, collections and focus scopes with it, about 15 KB
 * compressed that a phone on a mobile network would otherwise download, and its slower CPU run,
 * before it can paint the record screen or the match page (decision 046). A closed dialog
 * renders nothing until its code is here. The code is asked for in the render after the screen's
 * first paint, so it has arrived long before a finger reaches the button that opens the dialog; a
 * dialog opened sooner shows as soon as it arrives.
 */
import { Suspense, useState } from 'react';
import { useAfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import type { ConfirmDialogProps } from './alert-dialog.tsx';

const AlertDialog = lazyNamed<ConfirmDialogProps, typeof import('./alert-dialog.tsx')>(() => import('./alert-dialog.tsx'), 'AlertDialog');

/** An alert dialog asking to confirm an action; Cancel has the initial focus (the safe choice). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const afterFirstPaint = useAfterFirstPaint();
  if (!afterFirstPaint && !props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}

/**
 * What a confirm dialog asks about, and so whether it is open: `ask(about)` opens it (`ask()` for a
 * plain yes or no), closing forgets it, `close()` closes it from outside (a write settled). The
 * dialog takes `dialogProps` (`<ConfirmDialog {...removing.dialogProps} …>`); a dialog whose open
 * state is its parent's passes `isOpen` and `onOpenChange` itself.
 */
export function useConfirm<T = true>() {
  const [about, setAbout] = useState<T | null>(null);
  const close = () => setAbout(null);
  return {
    /** What the open dialog asks about (null while closed). */
    about,
    ask: ((subject?: T) => setAbout(subject ?? (true as T))) as [T] extends [true] ? () => void : (about: T) => void,
    close,
    dialogProps: { isOpen: about !== null, onOpenChange: (open: boolean) => (open ? undefined : close()) },
  };
}
