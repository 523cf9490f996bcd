/**
 * Member management for admins: a compact list of every member; 수정 opens a dialog for role,
 * back number and position (applied at once, rolled back if the server refuses), 내보내기 removes
 * after a confirmation. The last admin cannot be demoted or removed (409, code 5007): its Korean
 * message is the error toast.
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { MemberStatusBadge } from '#src/components/common/member-status-badge.tsx';
import { positions, teamRoles, type Position, type TeamRole } from '#contract/enums.ts';
import type { TeamMember, TeamMemberUpdateRequest } from '#contract/teams.ts';
import { MemberPhoto, PositionTag, RoleTag, BackNumberField } from '#src/components/common/member-bits.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Select, type SelectOption } from '#src/components/ui/select.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { membersMessages } from '#src/lib/messages/members.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, Pencil, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { adminUpdateMemberMutation, removeMemberMutation } from '../api/admin-members.ts';
import * as css from '../team-admin.css.ts';
import { AdminSection } from './admin-section.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';

const t = teamAdminMessages;
const NONE = 'NONE';
const roleOptions: SelectOption[] = teamRoles.map((r) => ({ value: r, label: messages.roles[r] }));
const positionOptions: SelectOption[] = [{ value: NONE, label: t.noneOption }, ...positions.map((p) => ({ value: p, label: p }))];

/** A refusal with the server's own Korean message (409 last admin) reads as that message; anything else as the JSON of docs/product.md §8. */
function failureText(action: string, error: unknown): string {
  if (error instanceof HttpError && error.status === 409) return error.message;
  return messages.toast.failure(action, errorJson(error));
}

function EditForm({ member, onSave, onCancel }: { member: TeamMember; onSave: (body: TeamMemberUpdateRequest) => void; onCancel: () => void }) {
  const [role, setRole] = useState<TeamRole>(member.teamRole);
  const [backNumber, setBackNumber] = useState(member.backNumber ?? NaN);
  const [position, setPosition] = useState<string>(member.position ?? NONE);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      teamRole: role,
      backNumber: Number.isNaN(backNumber) ? null : backNumber,
      position: position === NONE ? null : (position as Position),
    });
  };
  return (
    <Form onSubmit={onSubmit}>
      <Select label={t.role} options={roleOptions} value={role} onChange={(v) => v && setRole(v as TeamRole)} />
      <BackNumberField label={t.backNumber} value={backNumber} onChange={setBackNumber} />
      <Select label={t.position} options={positionOptions} value={position} onChange={(v) => setPosition(v ?? NONE)} />
      <FormButtons cancelLabel={t.cancel} onCancel={onCancel} submitLabel={t.save} />
    </Form>
  );
}

function MemberItem({ member, isMe, onEdit, onRemove }: { member: TeamMember; isMe: boolean; onEdit: () => void; onRemove: () => void }) {
  return (
    <li className={css.item}>
      <div className={css.itemRow}>
        <MemberPhoto name={member.name} src={member.profileImg} />
        <div className={css.itemMain}>
          <span className={css.itemRow}>
            <span className={css.name}>{member.name}</span>
            {member.teamRole === 'TEAM_ADMIN' ? <Crown aria-hidden className={iconSmall} /> : null}
            {isMe ? <span className={css.muted}>({t.me})</span> : null}
          </span>
          <span className={css.itemRow}>
            <RoleTag member={member} />
            {member.backNumber !== null ? <Tag tone="neutral">{membersMessages.backNumber(member.backNumber)}</Tag> : null}
            {member.position ? <PositionTag position={member.position} /> : null}
            <MemberStatusBadge status={member.status} day={seoulDate(Date.now())} />
          </span>
        </div>
      </div>
      <div className={css.actions}>
        <Button size="sm" variant="secondary" aria-label={t.editLabel(member.name)} onPress={onEdit}>
          <Pencil aria-hidden className={iconSmall} />
          {t.edit}
        </Button>
        <Button size="sm" variant="ghost" aria-label={t.removeLabel(member.name)} onPress={onRemove}>
          <UserMinus aria-hidden className={iconSmall} />
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

export function AdminMembersSection({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const queryClient = useQueryClient();
  const roster = useQuery(memberRosterQuery(http, teamId));
  const update = useMutation(adminUpdateMemberMutation(http, queryClient, teamId, userId));
  const remove = useMutation(removeMemberMutation(http, queryClient, teamId, userId));
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const removal = useConfirm<TeamMember>();

  const save = (member: TeamMember, body: TeamMemberUpdateRequest) => {
    setEditing(null);
    update.mutate(
      { userId: member.userId, body },
      {
        onSuccess: () => toast.success(t.saved),
        onError: (error) => toast.error(failureText(t.saveFailed, error)),
      },
    );
  };

  const confirmRemove = () => {
    if (!removal.about) return;
    const member = removal.about;
    remove.mutate(member.userId, {
      onSuccess: () => toast.success(t.removed(member.name)),
      onError: (error) => toast.error(failureText(t.removeFailed, error)),
      onSettled: () => removal.close(),
    });
  };

  return (
    <AdminSection title={t.membersHeading} lead={t.membersLead}>
      <QueryState query={roster} failed={t.membersFailed}>
        {(members) => (
          <ul className={css.list} aria-label={t.membersLabel}>
            {members.map((member) => (
              <MemberItem
                key={member.userId}
                member={member}
                isMe={member.userId === userId}
                onEdit={() => setEditing(member)}
                onRemove={() => removal.ask(member)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <AppDialog title={editing ? t.editLabel(editing.name) : t.edit} isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {(close) => (editing ? <EditForm member={editing} onSave={(body) => save(editing, body)} onCancel={close} /> : null)}
      </AppDialog>
      <ConfirmDialog title={t.removeTitle} {...removal.dialogProps} confirmLabel={t.remove} onConfirm={confirmRemove} destructive isPending={remove.isPending}>
        {removal.about ? t.removeBody(removal.about.name) : null}
      </ConfirmDialog>
    </AdminSection>
  );
}
