/**
 * A dialog asking to confirm an action. Its code (./alert-dialog.tsx) is not part of a screen's first
 * load: React Aria's Dialog brings its menus, collections and focus scopes with it, about 15 KB
 * compressed that a phone on a mobile network would otherwise download, and its slower CPU run,
 * before it can paint the record screen or the match page (decision 046). A closed dialog
 * renders nothing until its code is here. The code is asked for in the render after the screen's
 * first paint, so it has arrived long before a finger reaches the button that opens the dialog; a
 * dialog opened sooner shows as soon as it arrives.
 */
import { Suspense } from 'react';
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
