/**
 * Small pieces every list of members shares (the members table and panel, the admin's member list): the
 * photo, the position tag, the role tag, the back number's input.
 */
import type { Position, TeamRole } from '#contract/enums.ts';
import { NumberField, type NumberFieldProps } from '#src/components/ui/number-field.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { memberRoleLabel } from '#src/lib/messages.ts';
import { membersMessages } from '#src/lib/messages/members.ts';
import * as css from './member-bits.css.ts';

const positionTone = { FW: 'red', MF: 'green', DF: 'blue', GK: 'yellow' } as const satisfies Record<Position, string>;

export function PositionTag({ position }: { position: Position | null }) {
  if (!position) return <span>{membersMessages.none}</span>;
  return <Tag tone={positionTone[position]}>{position}</Tag>;
}

/** The role, or 게스트 for a guest player (a USER who never signs in is no 일반 멤버). */
export function RoleTag({ member }: { member: { teamRole: TeamRole; isGuest: boolean } }) {
  const tone = member.isGuest ? 'blue' : member.teamRole === 'TEAM_ADMIN' ? 'solid' : 'outline';
  return <Tag tone={tone}>{memberRoleLabel(member)}</Tag>;
}

/** The member's photo, or their first letter on a soft circle (decorative next to the name). */
export function MemberPhoto({ name, src, large = false, decorative = true }: { name: string; src: string | null; large?: boolean; decorative?: boolean }) {
  const cls = large ? css.avatarLarge : css.avatar;
  if (src) return <img className={cls} src={src} alt={decorative ? '' : membersMessages.photoAlt(name)} loading="lazy" />;
  return (
    <span className={cls} aria-hidden>
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}

/** A back number's input: a whole number from 0 to 99 (the contract's range for 등번호). */
export function BackNumberField(props: Omit<NumberFieldProps, 'minValue' | 'maxValue' | 'whole' | 'formatOptions'>) {
  return <NumberField {...props} minValue={0} maxValue={99} whole />;
}
