/**
 * Where a match stands with the other team (decision 029), for those who may see it before an answer:
 * the registering team reads 상대 수락 대기 / 상대 팀이 거절함 with what it means; the invited team's
 * admins read that the request waits for them, with the way to answer it. Nothing once accepted.
 */
import { callout } from '#src/components/ui/callout.css.ts';
import type { Match } from '#contract/matches.ts';
import { ownerSide, type SideRoles } from '#machines/match.ownership.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { Hourglass, XCircle } from 'lucide-react';
import * as css from '../match-overview.css.ts';

const m = matchRequestMessages;

export function RequestStateNote({ match, roles }: { match: Match; roles: SideRoles | null }) {
  const state = match.requestState;
  if (state === 'ACCEPTED' || !roles) return null;
  const owner = ownerSide(match);
  const invitedRole = roles[owner === 'home' ? 'away' : 'home'];
  const ofOwner = roles[owner] !== null;
  // The invited team's admins: the request is theirs to answer (a declined one is simply none of theirs).
  if (!ofOwner && invitedRole === 'TEAM_ADMIN') {
    if (state !== 'PENDING') return null;
    const invitedTeamId = owner === 'home' ? match.awayTeamId : match.homeTeamId;
    return (
      <section className={callout()} aria-label={m.panelHeading}>
        <p className={css.requestText}>{m.invitedNote}</p>
        <ButtonLink href={`/teams/${invitedTeamId}/matches`} variant="primary" size="sm">
          {m.answerWhere}
        </ButtonLink>
      </section>
    );
  }
  if (!ofOwner) return null;
  const Icon = state === 'PENDING' ? Hourglass : XCircle;
  return (
    <section className={callout()} aria-label={m.states[state]}>
      <Tag tone={state === 'PENDING' ? 'yellow' : 'red'}>
        <Icon aria-hidden className={iconSmall} />
        {m.states[state]}
      </Tag>
      <p className={css.requestText}>{m.explain[state]}</p>
    </section>
  );
}
