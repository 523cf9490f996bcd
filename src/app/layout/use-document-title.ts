import { useEffect } from 'react';
import { messages } from '#src/lib/messages.ts';

/** Sets the document title: "<page> · Pitchside". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === messages.app.name ? title : `${title} · ${messages.app.name}`;
  }, [title]);
}
