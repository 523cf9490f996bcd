/** The team page's 최근 자체전: one line per side (swatch, name, record), then the viewer's own line. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';
import { tile } from '#src/styles/surfaces.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const sides = style([bareList, stack({ gap: 2 })]);
export const side = style([row({ gap: 2, align: 'center', wrap: true }), text({ size: 'sm' })]);
export const sideName = text({ weight: 'semibold' });
export const mine = style([text({ size: 'sm', weight: 'bold' }), tile({ pad: 3 }), { margin: 0 }]);
export const muted = style([text({ size: 'sm', tone: 'muted' }), { margin: 0 }]);
