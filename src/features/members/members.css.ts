/** The members screen: the summary, the filters, the table (cards on a phone), the detail panel and the edit dialog. */
import { style, styleVariants } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert, card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 5 });

/** 멤버 초대 / 게스트 선수 추가 (admins): at the end of the line, wrapping on a narrow phone. */
export const adminActions = row({ gap: 2, justify: 'end', wrap: true });

export const sectionHeading = text({ size: 'lg', weight: 'bold' });
export const subHeading = text({ size: 'md', weight: 'bold' });
export const muted = text({ size: 'sm', tone: 'muted' });
export const empty = style([text({ tone: 'muted' }), { padding: vars.space[8], textAlign: 'center' }]);

// ---- summary --------------------------------------------------------------------------------
export const summary = style([
  card({ edge: 'line', pad: 4, padFromMd: 5 }),
  {
    display: 'grid',
    gap: vars.space[4],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', gap: vars.space[6] } },
  },
]);
export const summaryHead = stack({ gap: 3 });
export const figures = style([row({ gap: 6 }), { margin: 0 }]);
export const bars = style([stack({ gap: 2 }), { margin: 0 }]);
export const barsCaption = text({ size: 'sm', weight: 'semibold' });
export const barList = style([bareList, stack({ gap: 1 })]);
export const barItem = style([
  text({ size: 'sm' }),
  { display: 'grid', gridTemplateColumns: `${vars.space[12]} minmax(0, 1fr) ${vars.space[10]}`, alignItems: 'center', gap: vars.space[2] },
]);
export const barTrack = style({ height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
const barFillBase = style({ height: '100%', borderRadius: vars.radius.full });
export const barFill = styleVariants({
  pitch: [barFillBase, { backgroundColor: vars.color.pitch }],
  blue: [barFillBase, { backgroundColor: vars.color.primary }],
});
export const barCount = style([text({ tone: 'muted' }), { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

// ---- filters --------------------------------------------------------------------------------
export const filters = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' } },
});
export const searchCell = style({ gridColumn: '1 / -1', '@media': { [media.lg]: { gridColumn: 'auto' } } });

// ---- table cells ----------------------------------------------------------------------------
export const nameCell = row({ gap: 2, align: 'center' });
export const crown = style({ color: vars.color.pitchStrong, width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0 });
export const number = style({ fontVariantNumeric: 'tabular-nums' });

// ---- the table as cards ---------------------------------------------------------------------
// The ten columns need about 48rem; below it, one card per member (src/components/ui/table-cards.css.ts):
// # · name · back number on line one, the rest wrapping.
const membersCards = tableAsCards('members-table');
export const tableFrame = membersCards.frame;
membersCards.cards('tbody tr', { rowGap: vars.space[1] });

// ---- detail panel ---------------------------------------------------------------------------
export const profile = row({ gap: 4, align: 'center' });
export const profileText = style([stack({ gap: 2 }), { minWidth: 0 }]);
export const profileName = style([row({ gap: 2, align: 'center' }), text({ size: 'xl', weight: 'bold' })]);
export const tags = row({ gap: 1, wrap: true });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3], margin: 0 });
export const panelActions = row({ gap: 2 });

// ---- edit dialog ----------------------------------------------------------------------------
export const formGrid = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const full = style({ gridColumn: '1 / -1' });
export const formError = style([alert({ tone: 'danger' }), text({ size: 'sm' })]);

/** A 최근 경기 cell of two lines (the opponent over the date, the score over the result): three columns fit a phone. */
export const matchCell = stack({ gap: 1, align: 'start' });
