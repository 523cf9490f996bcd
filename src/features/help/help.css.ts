import { style } from '@vanilla-extract/css';
import { pageColumn } from '#src/styles/layout.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const page = pageColumn({ gap: 4 });
/** Numbered steps, read in order; the numbers stay inside the card on a phone. */
export const steps = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'grid', gap: vars.space[2], lineHeight: 1.6 });
