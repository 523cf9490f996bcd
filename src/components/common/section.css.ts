/** A page's section: a card with its heading on top, and what stands beside the heading at the line's end. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const section = style([stack({ gap: 4 }), card({ pad: 4, padFromMd: 6 }), { minWidth: 0 }]);
export const header = row({ gap: 3, align: 'center', justify: 'between' });
export const heading = text({ size: 'lg', weight: 'bold' });
