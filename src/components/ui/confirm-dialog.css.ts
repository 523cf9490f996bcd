import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const body = style({ color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
