/**
 * An admin's ways in for new people, on the members page: 멤버 초대 (the admin page's invite codes,
 * whose links they copy or share) and 게스트 선수 추가 (a person who never signs in). Only an admin of
 * this team sees them; the pages they lead to check again.
 */
import { UserPlus, UserRoundPlus } from 'lucide-react';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { membersMessages } from '#src/lib/messages/members.ts';
import * as css from '../members.css.ts';

const m = membersMessages;

export function MemberAdminActions({ teamId }: { teamId: number }) {
  return (
    <div className={css.adminActions} role="group" aria-label={m.adminActions}>
      <ButtonLink variant="primary" href={`/teams/${teamId}/admin`}>
        <UserPlus aria-hidden className={iconSmall} />
        {m.invite}
      </ButtonLink>
      <ButtonLink variant="secondary" href="/users/create">
        <UserRoundPlus aria-hidden className={iconSmall} />
        {m.addGuest}
      </ButtonLink>
    </div>
  );
}
