import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  color: vars.color.text,
});

export const footnote = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
