/** The team choice page (team-select-page.tsx): the teams as cards, or the way to a first team. */
import { style } from '@vanilla-extract/css';
import { badge } from '#src/styles/chips.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 5 });
export const heading = text({ size: 'xl', weight: 'bold' });
export const lead = text({ tone: 'muted' });

export const grid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[3],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const teamCard = style([
  row({ gap: 3, align: 'center' }),
  card({ edge: 'line', pad: 4 }),
  {
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary },
      '&[data-pressed]': { backgroundColor: vars.color.primarySoft },
      '&[data-focus-visible]': focusRing,
    },
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
  },
]);

export const cardText = style([stack({ gap: 1 }), { minWidth: 0 }]);
export const cardName = style([truncate, text({ weight: 'bold' })]);
export const role = style([badge(), { alignSelf: 'flex-start' }]);

export const empty = style([stack({ gap: 3, align: 'start' }), card({ edge: 'dashed', pad: 6 })]);
export const actions = row({ gap: 2, wrap: true });
