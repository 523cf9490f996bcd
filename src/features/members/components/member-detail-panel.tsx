/**
 * The detail panel of `selectedMemberId`: a sheet on phones, a side panel from md up. The member
 * comes from the table's page when it is there, otherwise from the whole roster (a shared link).
 */
import type { TeamMember } from '#contract/teams.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Drawer } from '#src/components/ui/drawer.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { memberRoleLabel, teamDisplayName } from '#src/lib/messages.ts';
import { membersMessages } from '#src/lib/messages/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { Activity, Pencil } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { everyMemberQuery, memberMatchesQuery } from '#src/lib/queries/members.ts';
import { ageFrom, formatDate } from '../member-format.ts';
import * as css from '../members.css.ts';
import { MemberEditDialog } from './member-edit-dialog.tsx';
import { MemberStatusDialog } from './member-status-dialog.tsx';
import { MemberStatusBadge } from '#src/components/common/member-status-badge.tsx';
import { seoulDate } from '#contract/seoul-time.ts';
import { memberStatusMessages } from '#src/lib/messages/member-status.ts';
import { MemberSeason } from './member-season.tsx';
import { MemberMomSeason } from './member-mom-season.tsx';
import { MemberScrimmageSeason } from './member-scrimmage-season.tsx';
import { MemberAttendance } from './member-attendance.tsx';
import { MemberPhoto, PositionTag, RoleTag } from '#src/components/common/member-bits.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Fact } from '#src/components/common/fact.tsx';
import { MiniCell, MiniTable } from '#src/components/common/mini-table.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';

const m = membersMessages;
const d = m.detail;
const matchesPerPage = 5;
const statusText = memberStatusMessages.dialog;

function MemberMatches({ teamId, userId }: { teamId: number; userId: number }) {
  const { http } = useServices();
  const [page, setPage] = useState(1);
  const matches = useQuery(memberMatchesQuery(http, teamId, userId, page - 1, matchesPerPage));
  const headingId = useId();
  const cols = d.matchColumns;
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {d.matches}
      </h3>
      <QueryState query={matches} failed={d.matchesFailed}>
        {(data) =>
          data.content.length === 0 ? (
            <p className={css.muted}>{d.matchesEmpty}</p>
          ) : (
            <>
              <MiniTable columns={[cols.match, cols.result, cols.record]} labelledBy={headingId} scrollLabelledBy={headingId} busy={matches.isPlaceholderData}>
                {data.content.map((row) => (
                  <tr key={row.matchId}>
                    <MiniCell rowHeader wrap="normal">
                      <span className={css.matchCell}>
                        <span>{teamDisplayName({ name: row.opponentTeamName, isTemp: row.opponentIsTemp })}</span>
                        <span className={css.muted}>{formatDate(row.matchDate)}</span>
                      </span>
                    </MiniCell>
                    <MiniCell>
                      <span className={css.matchCell}>
                        <span>{`${row.teamScore} : ${row.opponentScore}`}</span>
                        <Tag tone={row.result === 'WIN' ? 'green' : row.result === 'LOSE' ? 'red' : 'neutral'}>{m.results[row.result]}</Tag>
                      </span>
                    </MiniCell>
                    <MiniCell wrap="normal">
                      {row.appeared ? d.record(row.goals, row.assists, row.yellowCards, row.redCards) : <span className={css.muted}>{d.notPlayed}</span>}
                    </MiniCell>
                  </tr>
                ))}
              </MiniTable>
              <Pagination page={page} pageCount={Math.ceil(data.totalElements / matchesPerPage)} onChange={setPage} labels={d.matchPages} siblings={0} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function MemberDetails({
  teamId,
  member,
  canEdit,
  canEditRole,
  viewerId,
}: {
  teamId: number;
  member: TeamMember;
  canEdit: boolean;
  canEditRole: boolean;
  viewerId: number | null;
}) {
  const [editing, setEditing] = useState(false);
  const [settingStatus, setSettingStatus] = useState(false);
  // A member sets their own 부상/휴회; an admin anyone's status (decision 091).
  const statusSelf = !canEditRole && member.userId === viewerId;
  return (
    <>
      <div className={css.profile}>
        <MemberPhoto name={member.name} src={member.profileImg} large decorative={false} />
        <div className={css.profileText}>
          <h3 className={css.profileName}>
            {member.name}
            {member.userId === viewerId ? <span className={css.muted}>({m.me})</span> : null}
          </h3>
          <div className={css.tags}>
            <RoleTag member={member} />
            <PositionTag position={member.position} />
            {member.backNumber !== null ? <Tag tone="neutral">{m.backNumber(member.backNumber)}</Tag> : null}
            <MemberStatusBadge status={member.status} day={seoulDate(Date.now())} />
          </div>
        </div>
      </div>
      {canEdit ? (
        <div className={css.panelActions}>
          <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
            <Pencil aria-hidden className={iconSmall} />
            {d.edit}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => setSettingStatus(true)}>
            <Activity aria-hidden className={iconSmall} />
            {statusSelf ? statusText.openMine : statusText.open}
          </Button>
        </div>
      ) : null}
      <dl className={css.facts}>
        <Fact label={d.role}>{memberRoleLabel(member)}</Fact>
        <Fact label={d.backNumber}>{member.backNumber ?? m.none}</Fact>
        <Fact label={d.position}>{member.position ?? m.none}</Fact>
        <Fact label={d.foot}>{member.foot ? m.foot[member.foot] : m.none}</Fact>
        <Fact label={d.birthYear}>{member.birthYear === null ? m.none : d.birthYearValue(member.birthYear, ageFrom(member.birthYear))}</Fact>
        <Fact label={d.height}>{member.height === null ? m.none : m.cm(member.height)}</Fact>
        <Fact label={d.weight}>{member.weight === null ? m.none : m.kg(member.weight)}</Fact>
        <Fact label={d.joinedAt}>{formatDate(member.joinedAt)}</Fact>
      </dl>
      <MemberSeason teamId={teamId} userId={member.userId} />
      <MemberScrimmageSeason teamId={teamId} userId={member.userId} />
      <MemberAttendance teamId={teamId} userId={member.userId} />
      <MemberMomSeason teamId={teamId} userId={member.userId} />
      <MemberMatches teamId={teamId} userId={member.userId} />
      {canEdit ? (
        <MemberEditDialog teamId={teamId} member={member} canEditRole={canEditRole} viewerId={viewerId} isOpen={editing} onOpenChange={setEditing} />
      ) : null}
      {canEdit && settingStatus ? <MemberStatusDialog teamId={teamId} member={member} self={statusSelf} isOpen onOpenChange={setSettingStatus} /> : null}
    </>
  );
}

export interface MemberDetailPanelProps {
  teamId: number;
  memberId: number | undefined;
  /** The rows of the table's current page. */
  pageMembers: TeamMember[] | undefined;
  viewerId: number | null;
  viewerIsAdmin: boolean;
  onClose: () => void;
}

export function MemberDetailPanel({ teamId, memberId, pageMembers, viewerId, viewerIsAdmin, onClose }: MemberDetailPanelProps) {
  const { http } = useServices();
  const isOpen = memberId !== undefined;
  const fromPage = pageMembers?.find((p) => p.userId === memberId);
  const everyone = useQuery({ ...everyMemberQuery(http, teamId), enabled: isOpen && pageMembers !== undefined && !fromPage });
  const member = fromPage ?? everyone.data?.find((p) => p.userId === memberId);

  let content: ReactNode;
  if (member) {
    const canEdit = viewerIsAdmin || member.userId === viewerId;
    content = <MemberDetails key={member.userId} teamId={teamId} member={member} canEdit={canEdit} canEditRole={viewerIsAdmin} viewerId={viewerId} />;
  } else if (pageMembers === undefined || everyone.isPending) content = <Loading />;
  else content = <p className={css.muted}>{d.notFound}</p>;

  return (
    <Drawer title={d.title} closeLabel={d.close} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {content}
    </Drawer>
  );
}
