/** A passed-on link itself (a match's scoreboard link, the vest card's), beside its copy and share buttons (link-buttons.tsx). */
import * as css from './link-text.css.ts';

/** Shown whole and selectable on its own: where the clipboard is refused, a long press copies it. */
export function LinkText({ url, label }: { url: string; label: string }) {
  return (
    <p className={css.linkText} aria-label={label}>
      {url}
    </p>
  );
}
