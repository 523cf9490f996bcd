/**
 * The error fallback (docs/product.md §2.4, §8): a React error boundary whose layout shows a guest sidebar with
 * a login link and 'Something went wrong!' with a Show Error / Hide Error toggle. It uses no
 * server data and no session, so it renders whatever broke.
 */
import { Component, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
// Inlined (a data: URL, 0.6 KB): on a phone network a request costs more than the bytes.
import logoUrl from '#src/assets/logo.svg?inline';
import { Button } from '#src/components/ui/button.tsx';
import { icon } from '#src/components/ui/icon.css.ts';
import { ChunkLoadError } from '#src/lib/chunk-reload.ts';
import { messages } from '#src/lib/messages.ts';
import * as shell from './app-shell.css.ts';
import * as css from './error-fallback.css.ts';
import { useDocumentTitle } from './use-document-title.ts';
import * as side from './sidebar.css.ts';

/** The guest sidebar: the app's mark, 비회원, and only a login link (docs/product.md §2.4). Plain HTML: it must render whatever broke. */
function GuestSidebar() {
  return (
    <>
      <div className={side.header}>
        <img className={side.logo} src={logoUrl} alt="" />
        <div className={side.headerText}>
          <span className={side.teamName}>{messages.app.name}</span>
          <span className={side.meta}>
            <span className={side.roleBadge}>{messages.roles.guest}</span>
          </span>
        </div>
      </div>
      <nav className={side.nav} aria-label={messages.nav.label}>
        <ul className={side.list}>
          <li>
            <a className={side.item} href="/login">
              <LogIn aria-hidden className={icon} />
              <span>{messages.nav.login}</span>
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}

export function ErrorFallback({ error }: { error: unknown }) {
  // A page's code that did not arrive even after the reload: say so, and retry by reloading once more.
  const chunk = error instanceof ChunkLoadError;
  const m = chunk ? { ...messages.errorFallback, ...messages.chunkReload, reload: messages.chunkReload.retry } : messages.errorFallback;
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  useDocumentTitle(messages.titles.error);
  const text = error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}` : String(error);
  return (
    <div className={css.frame} data-sidebar-open="true">
      <aside className={css.guestSidebar} aria-label={messages.nav.sidebar}>
        <GuestSidebar />
      </aside>
      <div className={css.content}>
        <main className={shell.main}>
          <div className={css.body} role="alert">
            <h1 className={css.heading}>{m.heading}</h1>
            <p>{m.body}</p>
            <div className={css.actions}>
              <Button onPress={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={detailsId}>
                {shown ? m.hideError : m.showError}
              </Button>
              <Button variant="primary" onPress={() => window.location.reload()}>
                {m.reload}
              </Button>
            </div>
            {shown ? (
              <pre id={detailsId} className={css.details}>
                {text}
              </pre>
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A change (e.g. the location) clears a caught error. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey?: string;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, hasError: false };
    return null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // React already reports the error to the console; the app keeps no log of its own (docs/product.md §8).
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
