/**
 * Passing a link on from a screen (invite links, the calendar feed, a match's public scoreboard):
 * a copy button and, where the browser has a share sheet, a share button, each saying in a toast how
 * it went. The words are the screen's: each link is a different thing to the person.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#src/components/ui/button.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { canShare, copyText, openShareSheet } from '#src/lib/share-sheet.ts';

type LinkButtonProps = Omit<ButtonProps, 'onPress' | 'children'> & { children: ReactNode };

/** Copies `text`; the toast says `copied`, or `failed` where the browser refuses the clipboard. */
export function CopyLinkButton({ text, copied, failed, ...button }: LinkButtonProps & { text: string; copied: string; failed: string }) {
  return <Button {...button} onPress={async () => ((await copyText(text)) ? toast.success(copied) : toast.error(failed))} />;
}

/** Opens the share sheet (nothing where the browser has none); closing it unchosen is no failure. */
export function ShareSheetButton({ data, failed, ...button }: LinkButtonProps & { data: () => ShareData; failed: string }) {
  if (!canShare()) return null;
  return <Button {...button} onPress={async () => (await openShareSheet(data())) === 'failed' && toast.error(failed)} />;
}
