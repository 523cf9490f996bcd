import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const page = style({ width: '100%', maxWidth: vars.size.dialogWide, marginInline: 'auto' });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const error = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerHover,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
