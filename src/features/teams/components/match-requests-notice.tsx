/**
 * On the team page, for the team's admins only: how many matches other teams registered against
 * this team wait for an answer (decision 029), with the way to the list where they are answered.
 * The count comes with the person's teams (`pendingMatchRequests`, 0 for a plain member), which the
 * page has read already: the notice shows with the page, not a round trip after it (decision 047).
 * Nothing shows while none wait.
 */
import { callout } from '#src/components/ui/callout.css.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { teamProfileMessages } from '#src/lib/messages/team-profile.ts';
import { useViewer } from '#src/lib/use-viewer.ts';
import { BellRing } from 'lucide-react';
import * as css from './match-requests-notice.css.ts';

// Its texts sit with the team page's (team-profile.ts): match-requests.ts stays with the match screens.
const m = teamProfileMessages.requestsNotice;

export function MatchRequestsNotice({ teamId }: { teamId: number }) {
  const { membership, isAdmin } = useViewer(teamId);
  const count = isAdmin ? (membership?.pendingMatchRequests ?? 0) : 0;
  if (count === 0) return null;
  return (
    <section className={callout({ tone: 'primary', inline: true })} aria-label={m.heading}>
      <p className={css.message}>
        <BellRing aria-hidden className={iconSmall} />
        {m.text(count)}
      </p>
      <ButtonLink href={`/teams/${teamId}/matches`} variant="primary" size="sm">
        {m.link}
      </ButtonLink>
    </section>
  );
}
