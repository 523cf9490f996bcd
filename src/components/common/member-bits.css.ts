/** MemberPhoto (member-bits.tsx): a photo, or the first letter on a soft circle. */
import { style } from '@vanilla-extract/css';
import { row } from '#src/styles/layout.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const avatar = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    width: vars.space[8],
    height: vars.space[8],
    flexShrink: 0,
    borderRadius: vars.radius.full,
    objectFit: 'cover',
    backgroundColor: vars.color.pitchSoft,
    color: vars.color.pitchStrong,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.sm,
  },
]);
export const avatarLarge = style([avatar, { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.xxl }]);
