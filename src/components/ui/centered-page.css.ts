import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[6],
  minHeight: '100dvh',
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceMuted,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text,
  fontWeight: vars.font.weight.heavy,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const brandLogo = style({ width: vars.space[10], height: vars.space[10] });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: vars.size.dialog,
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space[8] } },
});

export const wide = style({ maxWidth: vars.size.contentMax });

export const heading = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
