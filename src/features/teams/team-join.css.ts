import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const team = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], minWidth: 0 });
export const teamText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const teamName = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
