import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space[1], flexWrap: 'wrap' });
export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], listStyle: 'none', margin: 0, padding: 0 });
export const gap = style({ paddingInline: vars.space[1], color: vars.color.textMuted });
export const pageButton = style({ minWidth: vars.space[8] });
