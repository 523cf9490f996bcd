import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const sectionTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
