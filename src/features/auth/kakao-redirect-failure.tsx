/**
 * The way back from the provider when it failed: the reason in words a person can act on, the
 * server's answer below it, and the way back to /login. Its own chunk, loaded only on a failure:
 * the error catalogue and the envelope's formatting live in chunks the sign-in's way to the team
 * page never needs (on a phone network they were a third of what the way back downloaded).
 */
import { errorCodes } from '#contract/error-codes.ts';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import * as local from './auth-pages.css.ts';

/** What went wrong: the tab's stored state did not match, the provider sent no code, or the exchange failed. */
export type SignInFailure = { reason: 'stateMismatch' } | { reason: 'missingCode'; providerError?: string } | { reason: 'exchange'; error: unknown };

/** The refusals a person can act on get their own words; anything else is a plain failure (with the details below it). */
export function failureMessage(failure: SignInFailure): string {
  const m = messages.kakaoRedirect;
  if (failure.reason !== 'exchange') return m[failure.reason];
  const { error } = failure;
  if (!(error instanceof HttpError)) return m.failed;
  if (error.code === errorCodes.INVALID_LOGIN_STATE.code) return m.stateMismatch;
  if (error.status === 429) return m.tooManyAttempts;
  return m.failed;
}

function failureDetails(failure: SignInFailure): string | undefined {
  if (failure.reason === 'exchange') return errorJson(failure.error);
  if (failure.reason === 'missingCode') return failure.providerError;
  return undefined;
}

export function KakaoRedirectFailure({ failure }: { failure: SignInFailure }) {
  const details = failureDetails(failure);
  return (
    <CenteredPage>
      <h1 className={css.heading}>{messages.titles.login}</h1>
      <p className={local.error} role="alert">
        {failureMessage(failure)}
      </p>
      {details ? <p className={local.details}>{details}</p> : null}
      <div className={css.actions}>
        <ButtonLink variant="primary" href="/login">
          {messages.kakaoRedirect.backToLogin}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}
