/** /404, /error and /unauthorized (docs/product.md §2.1, §8). */
import { Button } from '#src/components/ui/button.tsx';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { useHomePath } from '#src/lib/current-team.ts';
import { messages } from '#src/lib/messages.ts';
import type { ReactNode } from 'react';

/** A status page: what happened, in a heading and a line, and the ways on. */
function StatusPage({ text, children }: { text: { heading: string; body: string }; children: ReactNode }) {
  return (
    <CenteredPage>
      <h1 className={css.heading}>{text.heading}</h1>
      <p className={css.lead}>{text.body}</p>
      <div className={css.actions}>{children}</div>
    </CenteredPage>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage text={messages.notFound}>
      <ButtonLink variant="primary" href="/">
        {messages.common.goHome}
      </ButtonLink>
    </StatusPage>
  );
}

/** Generic error page: retry reloads; home is the current team's page, or /teams/select. */
export function ErrorPage() {
  const home = useHomePath() ?? '/teams/select';
  return (
    <StatusPage text={messages.errorPage}>
      <Button variant="primary" onPress={() => window.location.reload()}>
        {messages.common.retry}
      </Button>
      <ButtonLink href={home}>{messages.common.goHome}</ButtonLink>
    </StatusPage>
  );
}

export function UnauthorizedPage() {
  const home = useHomePath() ?? '/teams/select';
  return (
    <StatusPage text={messages.unauthorized}>
      <ButtonLink variant="primary" href={home}>
        {messages.common.goHome}
      </ButtonLink>
    </StatusPage>
  );
}
