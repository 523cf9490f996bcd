import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const text = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, fontWeight: vars.font.weight.bold });
