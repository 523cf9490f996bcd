/**
 * Where a match stands with the other team (decision 029), for those who may see it before an answer:
 * the registering team reads 상대 수락 대기 / 상대 팀이 거절함 with what it means; the invited team's
 * admins read that the request waits for them, with the way to answer it, or that they declined it.
 * Nothing once accepted.
 */
import { callout } from '#src/components/ui/callout.css.ts';
import type { Match } from '#contract/matches.ts';
import { ownerSide, type SideRoles } from '#machines/match.ownership.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { Hourglass, type LucideIcon, XCircle } from 'lucide-react';
import * as css from '../match-overview.css.ts';

const m = matchRequestMessages;

export function RequestStateNote({ match, roles }: { match: Match; roles: SideRoles | null }) {
  const state = match.requestState;
  if (state === 'ACCEPTED' || !roles) return null;
  const owner = ownerSide(match);
  const invitedRole = roles[owner === 'home' ? 'away' : 'home'];
  const ofOwner = roles[owner] !== null;
  // The invited team's admins: the request is theirs to answer, or they declined it.
  if (!ofOwner && invitedRole === 'TEAM_ADMIN') {
    if (state === 'DECLINED') return <StateNote tone="red" Icon={XCircle} label={m.declinedByUs} text={m.declinedByUsNote} />;
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
  const pending = state === 'PENDING';
  return <StateNote tone={pending ? 'yellow' : 'red'} Icon={pending ? Hourglass : XCircle} label={m.states[state]} text={m.explain[state]} />;
}

/** The request's state as a tag, named for the region, with what it means. */
function StateNote({ tone, Icon, label, text }: { tone: 'yellow' | 'red'; Icon: LucideIcon; label: string; text: string }) {
  return (
    <section className={callout()} aria-label={label}>
      <Tag tone={tone}>
        <Icon aria-hidden className={iconSmall} />
        {label}
      </Tag>
      <p className={css.requestText}>{text}</p>
    </section>
  );
}
