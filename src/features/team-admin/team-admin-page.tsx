/**
 * `/teams/{teamId}/admin` (팀 관리, TEAM_ADMIN only; the route guard checks): invite codes, member
 * management, the schedule's reminder to members who have not answered (decision 058), and the
 * levels and pairs for fair 자체전 sides (decision 087).
 */
import type { PageProps } from '#src/lib/page-props.ts';
import { AdminMembersSection } from './components/admin-members-section.tsx';
import { InviteCodesSection } from './components/invite-codes-section.tsx';
import { ReminderSettingSection } from './components/reminder-setting-section.tsx';
import { ScrimmageLevelsSection } from './components/scrimmage-levels-section.tsx';
import { ScrimmagePairsSection } from './components/scrimmage-pairs-section.tsx';
import * as css from './team-admin.css.ts';

export function TeamAdminPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  return (
    <div className={css.page}>
      <InviteCodesSection teamId={teamId} />
      {/* Before the long member list, so a phone finds it without scrolling past every member. */}
      <ReminderSettingSection teamId={teamId} />
      <AdminMembersSection teamId={teamId} />
      {/* Fair sides for 자체전 (decision 087): after the members they rate. */}
      <ScrimmageLevelsSection teamId={teamId} />
      <ScrimmagePairsSection teamId={teamId} />
    </div>
  );
}
