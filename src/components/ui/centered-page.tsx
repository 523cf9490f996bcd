import type { ReactNode } from 'react';
// Inlined (a data: URL, 0.6 KB): on a phone network a request costs more than the bytes.
import logoUrl from '#src/assets/logo.svg?inline';
import { messages } from '#src/lib/messages.ts';
import * as css from './centered-page.css.ts';

/** A page of its own (no sidebar): the brand on top, a card with the content. */
export function CenteredPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={css.page}>
      <a className={css.brand} href="/">
        <img className={css.brandLogo} src={logoUrl} alt="" />
        <span>{messages.app.name}</span>
      </a>
      <main className={wide ? `${css.card} ${css.wide}` : css.card}>{children}</main>
    </div>
  );
}

export const centeredPageStyles = css;
