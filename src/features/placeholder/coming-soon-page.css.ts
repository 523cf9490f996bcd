import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});
export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.text });
