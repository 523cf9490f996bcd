import { style } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const page = pageColumn({ gap: 5 });

/** The season, the position and the file: one line on a desktop, wrapping on a phone. */
export const toolbar = row({ gap: 3, wrap: true, align: 'end', justify: 'between' });
export const filters = row({ gap: 3, wrap: true, align: 'end' });
export const download = stack({ gap: 1, align: 'start' });
export const seasonField = style({ minInlineSize: '9rem' });

/** The viewer's four figures: two by two on a phone, one line from a tablet up. */
export const myFacts = style({ display: 'grid', gap: vars.space[3], margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))' });

/** Three leaderboards side by side where they fit, one under the other on a phone. */
export const boards = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
const seasonCards = tableAsCards('season-table', '56rem');
export const tableFrame = seasonCards.frame;
seasonCards.cards('tbody tr', { rowGap: vars.space[1] });
export const nameCell = row({ gap: 2, align: 'center' });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const empty = style({ padding: vars.space[4], color: vars.color.textMuted });
