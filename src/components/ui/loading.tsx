import { messages } from '#src/lib/messages.ts';
import * as css from './loading.css.ts';

/** A quiet loading state: a small spinner and a polite status text for screen readers. */
export function Loading({ fullScreen = false, label = messages.common.loading }: { fullScreen?: boolean; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={fullScreen ? `${css.wrap} ${css.fullScreen}` : css.wrap}>
      <span className={css.spinner} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
