/** The MOM vote's panel: a card of stacked parts on a phone; the three picks side by side from md. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { alert, card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const section = style([stack({ gap: 3 }), card({ pad: 4, padFromMd: 5 }), { minWidth: 0 }]);
/** The ballot: the card's own stack, no second card inside it. */
export const form = stack({ gap: 3 });
export const muted = text({ size: 'sm', tone: 'muted' });
export const picks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const actions = row({ gap: 2, wrap: true, align: 'center' });
export const note = style([alert({ tone: 'info', pad: 3 }), text({ size: 'sm' })]);
export const names = style([bareList, row({ gap: 2, wrap: true })]);
export const subheading = text({ size: 'md', weight: 'bold' });
export const winner = text({ size: 'lg', weight: 'bold' });
export const table = style([bareList, stack({ gap: 1 })]);
export const tableRow = style([row({ gap: 2, justify: 'between' }), text({ size: 'sm' })]);
