import { style } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { meterTrack } from '#src/styles/meter.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 5 });

/** The season, the position and the file: one line on a desktop, wrapping on a phone. */
export const toolbar = style([row({ gap: 3, wrap: true, align: 'end' }), { justifyContent: 'space-between' }]);
export const filters = row({ gap: 3, wrap: true, align: 'end' });
export const download = stack({ gap: 1, align: 'start' });
export const seasonField = style({ minInlineSize: '9rem' });

/** The viewer's four figures: two by two on a phone, one line from a tablet up. */
export const myFacts = style({ display: 'grid', gap: vars.space[3], margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))' });

/** Three leaderboards side by side where they fit, one under the other on a phone. */
export const boards = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const board = stack({ gap: 2 });
export const boardList = style([stack({ gap: 2 }), bareList]);
export const boardItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space[6]} minmax(0, 1fr) auto`,
  gridTemplateAreas: '"rank name value" ". bar bar"',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  alignItems: 'baseline',
});
export const rank = style({ gridArea: 'rank', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const boardName = style({ gridArea: 'name', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const boardValue = style({ gridArea: 'value', fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const barTrack = style([meterTrack, { gridArea: 'bar' }]);

const seasonCards = tableAsCards('season-table', '56rem');
export const tableFrame = seasonCards.frame;
/** A cell's column name, shown inside the card only (the table has its header for that). */
export const cardLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  marginInlineEnd: vars.space[1],
  '@container': { [seasonCards.asCards]: { display: 'inline' } },
});
seasonCards.cards('tbody tr', { rowGap: vars.space[1] });
export const nameCell = row({ gap: 2, align: 'center' });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const empty = style({ padding: vars.space[4], color: vars.color.textMuted });
