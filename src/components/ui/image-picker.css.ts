import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], flexWrap: 'wrap' });
export const preview = style({
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
export const round = style({ borderRadius: vars.radius.full });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const emptyIcon = style({ width: vars.space[8], height: vars.space[8] });
export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
