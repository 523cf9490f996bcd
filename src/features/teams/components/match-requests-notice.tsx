/**
 * On the team page, for the team's admins only: how many matches other teams registered against
 * this team wait for an answer (decision 029), with the way to the list where they are answered.
 * Plain members never ask (the endpoint is the admins'), and nothing shows while none wait.
 */
import { callout } from '#src/components/ui/callout.css.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { matchRequestsQuery } from '#src/lib/match-request-queries.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { useServices } from '#src/lib/services.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import * as css from './match-requests-notice.css.ts';

const m = matchRequestMessages;

export function MatchRequestsNotice({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const { isAdmin } = useViewer(teamId);
  const requests = useQuery({ ...matchRequestsQuery(http, teamId), enabled: isAdmin });
  const count = isAdmin ? (requests.data?.length ?? 0) : 0;
  if (count === 0) return null;
  return (
    <section className={callout({ tone: 'primary', inline: true })} aria-label={m.panelHeading}>
      <p className={css.text}>
        <BellRing aria-hidden className={iconSmall} />
        {m.notice(count)}
      </p>
      <ButtonLink href={`/teams/${teamId}/matches`} variant="primary" size="sm">
        {m.noticeLink}
      </ButtonLink>
    </section>
  );
}
