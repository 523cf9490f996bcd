/**
 * 자체전 실력 등급 (decision 087): every member with a level choice (미정, 1–5), saved per change and
 * shown at once; the side balancer reads them. The admins' alone: the section says so, and no
 * member-facing answer carries a level (decision 080).
 */
import { MemberPhoto } from '#src/components/common/member-bits.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { memberLevelsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setMemberLevelMutation } from '../api/scrimmage-levels.ts';
import * as css from '../team-admin.css.ts';
import { AdminSection } from './admin-section.tsx';

const t = teamAdminMessages.levels;
const UNSET = 'unset';
const levelOptions = [{ id: UNSET, label: t.unset }, ...[1, 2, 3, 4, 5].map((n) => ({ id: String(n), label: String(n) }))];

export function ScrimmageLevelsSection({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const roster = useQuery(memberRosterQuery(http, teamId));
  const levels = useQuery(memberLevelsQuery(http, teamId));
  const save = useMutation(setMemberLevelMutation(http, queryClient, teamId));

  const choose = (userId: number, id: string) =>
    save.mutate(
      { userId, level: id === UNSET ? null : Number(id) },
      { onError: (error) => toast.error(messages.toast.failure(t.saveFailed, errorJson(error))) },
    );

  return (
    <AdminSection title={t.heading} lead={t.lead}>
      <p className={css.notice}>{t.private}</p>
      <QueryState query={levels} failed={t.loadFailed}>
        {(saved) => (
          <QueryState query={roster} failed={t.loadFailed}>
            {(members) =>
              members.length === 0 ? (
                <p className={css.muted}>{t.empty}</p>
              ) : (
                <ul className={css.list} aria-label={t.listLabel}>
                  {members.map((member) => {
                    const level = saved.find((l) => l.userId === member.userId)?.level ?? null;
                    return (
                      <li key={member.userId} className={css.item}>
                        <span className={css.itemRow}>
                          <MemberPhoto name={member.name} src={member.profileImg} />
                          <span className={css.name}>{member.name}</span>
                        </span>
                        <SegmentedControl
                          label={t.choiceLabel(member.name)}
                          options={levelOptions}
                          value={level === null ? UNSET : String(level)}
                          onChange={(id) => choose(member.userId, id)}
                        />
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryState>
        )}
      </QueryState>
      <p className={css.muted}>{t.unsetHint}</p>
    </AdminSection>
  );
}
