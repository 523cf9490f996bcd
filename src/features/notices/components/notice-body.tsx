/**
 * A notice's body. The HTML comes from the server, which stores only what its allowlist let through
 * (server/notices/sanitize.ts: a few text blocks and marks, http/https/mailto links; no scripts,
 * handlers, styles, frames or media), so it is inserted as it is.
 */
import * as css from '../notices.css.ts';

export function NoticeBody({ html }: { html: string }) {
  return <div className={css.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
