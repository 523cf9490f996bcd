/** /404, /error and /unauthorized (docs/product.md §2.1, §8). */
import { Button } from '#src/components/ui/button.tsx';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { useHomePath } from '#src/lib/current-team.ts';
import { messages } from '#src/lib/messages.ts';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <h1 className={css.heading}>{messages.notFound.heading}</h1>
      <p className={css.lead}>{messages.notFound.body}</p>
      <div className={css.actions}>
        <ButtonLink variant="primary" href="/">
          {messages.common.goHome}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}

/** Generic error page: retry reloads; home is the current team's page, or /teams/select. */
export function ErrorPage() {
  const home = useHomePath() ?? '/teams/select';
  return (
    <CenteredPage>
      <h1 className={css.heading}>{messages.errorPage.heading}</h1>
      <p className={css.lead}>{messages.errorPage.body}</p>
      <div className={css.actions}>
        <Button variant="primary" onPress={() => window.location.reload()}>
          {messages.common.retry}
        </Button>
        <ButtonLink href={home}>{messages.common.goHome}</ButtonLink>
      </div>
    </CenteredPage>
  );
}

export function UnauthorizedPage() {
  const home = useHomePath() ?? '/teams/select';
  return (
    <CenteredPage>
      <h1 className={css.heading}>{messages.unauthorized.heading}</h1>
      <p className={css.lead}>{messages.unauthorized.body}</p>
      <div className={css.actions}>
        <ButtonLink variant="primary" href={home}>
          {messages.common.goHome}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}
