/**
 * A member's status beside their name in every list (decision 091): 부상 ~6/30, 휴회 ~8/31, 명예 — what is
 * in force on the day the list is about (today, a match's or a session's day); nothing for 활동.
 */
import type { MemberStatusKind } from '#contract/enums.ts';
import type { MemberStatus } from '#contract/member-status.ts';
import { statusOn } from '#machines/member-status.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { memberStatusMessages as m } from '#src/lib/messages/member-status.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';

const tone = { ACTIVE: 'outline', INJURED: 'red', ON_LEAVE: 'yellow', HONORARY: 'blue' } as const satisfies Record<MemberStatusKind, string>;

/** The status in force on `day`, or nothing when the member is 활동 then. */
export function MemberStatusBadge({ status, day }: { status: MemberStatus; day: string }) {
  const kind = statusOn(status, day);
  return kind === 'ACTIVE' ? null : <StatusKindTag kind={kind} until={kind === 'HONORARY' ? null : status.until} />;
}

/** A kind already known for the day (`until`: the period's last day, when known). */
export function StatusKindTag({ kind, until = null }: { kind: MemberStatusKind; until?: string | null }) {
  return (
    <Tag tone={tone[kind]}>
      <span aria-hidden>{m.badge(kind, until)}</span>
      <span className={visuallyHidden}>{m.badgeSpoken(kind, until)}</span>
    </Tag>
  );
}
