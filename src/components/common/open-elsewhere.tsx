/**
 * `다른 브라우저로 열기` where a feature cannot work in an in-app browser (decision 083): one line of why,
 * then KakaoTalk's or Android's way to the phone's browser, or the copied link with that app's steps.
 * Always this page's full address, so the browser opens where the person was.
 */
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { openElsewhere } from '#src/lib/environment/open-elsewhere.ts';
import { useEnvironment } from '#src/lib/environment/use-environment.ts';
import { environmentMessages } from '#src/lib/messages/environment.ts';
import * as css from './environment-notes.css.ts';

const m = environmentMessages.openElsewhere;

export function OpenElsewhere({ why }: { why: string }) {
  const way = openElsewhere(useEnvironment(), window.location.href);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={css.note}>
      <p className={css.line}>{why}</p>
      {way.kind === 'navigate' ? (
        <ButtonLink variant="primary" href={way.href}>
          {m.button}
        </ButtonLink>
      ) : (
        <Button variant="primary" onPress={() => void copyLink(way.url)}>
          {m.button}
        </Button>
      )}
      {way.kind === 'copy' ? (
        <div role="status">
          {copy === null ? null : (
            <>
              <p className={css.line}>{copy === 'copied' ? m.copied : m.copyFailed}</p>
              {copy === 'failed' ? <p className={css.url}>{way.url}</p> : null}
              <ol className={css.steps}>
                {(way.app ? m.steps[way.app] : []).map((step) => (
                  <li key={step}>{step}</li>
                ))}
                <li>{m.paste}</li>
              </ol>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
