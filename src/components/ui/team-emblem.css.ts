import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.team,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

/** Square marks (team header, team cards, the profile) keep the logo's corners; round ones sit beside names in lists. */
export const square = styleVariants({
  md: { borderRadius: vars.radius.md, border: 'none', fontSize: vars.font.size.lg },
  xl: { borderRadius: vars.radius.lg, border: 'none' },
});

export const emblem = styleVariants({
  sm: [base, { width: vars.space[6], height: vars.space[6], fontSize: vars.font.size.xs }],
  md: [base, { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.font.size.md }],
  lg: [base, { width: vars.space[16], height: vars.space[16], fontSize: vars.font.size.xxl }],
  xl: [base, { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.xxl }],
});
