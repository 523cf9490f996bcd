import { useEffect } from 'react';
import { messages } from '#src/lib/messages.ts';

/** A page's document title: "<page> · Pitchside" (the server's render puts the same in its document). */
export function documentTitle(title: string): string {
  return title === messages.app.name ? title : `${title} · ${messages.app.name}`;
}

/** Sets the document title (`documentTitle`). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
