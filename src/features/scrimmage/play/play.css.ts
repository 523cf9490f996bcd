import { style } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert, card, tile } from '#src/styles/surfaces.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const page = pageColumn({ gap: 4 });
export const panel = style([stack({ gap: 3 }), card({ pad: 4, padFromMd: 6 })]);

/** Home | score | away: each side's badge centred over its half. */
export const scoreRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[2],
  justifyItems: 'center',
});
export const score = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.heavy,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const clock = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const line = row({ gap: 2, align: 'center', wrap: true });
export const nextBox = style([stack({ gap: 2 }), tile({ pad: 3 })]);
export const timeUp = style([alert(), { fontWeight: vars.font.weight.bold }]);

/** Buttons a thumb reaches: full width on a phone, two to a line. */
export const controls = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))' });

/** The two playing sides' players: one column on a phone, side by side from a tablet. */
export const sides = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const sideCard = style([stack({ gap: 2 }), card({ pad: 3, edge: 'line' })]);
export const playerGrid = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))' });
export const offLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const choices = style({ display: 'grid', gap: vars.space[2] });

export const log = style([stack({ gap: 2 }), { listStyle: 'none', margin: 0, padding: 0 }]);
export const logItem = style([row({ gap: 2, align: 'center', justify: 'between' }), tile({ pad: 2 })]);

const playerCards = tableAsCards('scrimmage-players', '40rem');
export const playersFrame = playerCards.frame;
playerCards.cards('tbody tr', { rowGap: vars.space[1] });
const sideCards = tableAsCards('scrimmage-sides', '36rem');
export const sidesFrame = sideCards.frame;
export const nameCell = row({ gap: 2, align: 'center' });
