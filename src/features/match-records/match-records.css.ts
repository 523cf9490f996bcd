/** The match records screen: the season summary, the requests to answer, the filters, the table and its side panel. */
import { style, styleVariants } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { barTrack, card, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';
import { scoreFigure, scoreLine, scoreSide } from '#src/styles/score.css.ts';

export const page = pageColumn({ gap: 5 });
export const subHeading = text({ size: 'md', weight: 'bold' });
/** Quiet words, also inside a heading (a count): the regular weight. */
export const muted = text({ size: 'sm', tone: 'muted', weight: 'regular' });
export const empty = style([text({ tone: 'muted' }), { padding: vars.space[8], textAlign: 'center' }]);

// ---- summary and requests: framed cards ---------------------------------------------------------
export const summary = style([stack({ gap: 3 }), card({ edge: 'line', pad: 4, padFromMd: 5 })]);
export const strip = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
export const stat = style([stack({ gap: 1 }), tile(), { minWidth: 0 }]);
export const statLabel = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const statBody = style([stack({ gap: 2 }), { margin: 0 }]);
export const statValueSmall = text({ size: 'md', weight: 'bold' });
export const resultBar = style([barTrack, { display: 'flex' }]);
export const resultBarPart = styleVariants({
  WIN: { backgroundColor: vars.color.pitchStrong },
  DRAW: { backgroundColor: vars.color.borderStrong },
  LOSE: { backgroundColor: vars.color.danger },
});
export const goalBars = stack({ gap: 1 });
const goalBar = style({ display: 'block', height: vars.space[2], borderRadius: vars.radius.full, minInlineSize: vars.space[1] });
export const goalFor = style([goalBar, { backgroundColor: vars.color.pitch }]);
export const goalAgainst = style([goalBar, { backgroundColor: vars.color.primary }]);
export const chips = style([bareList, row({ gap: 1, wrap: true })]);

// ---- filters ------------------------------------------------------------------------------------
// A column on phones; one line from lg on, the fields' boxes on a common base line.
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [media.lg]: { flexDirection: 'row', alignItems: 'flex-end' } },
});
export const searchCell = style({ flex: 2, minWidth: 0 });
export const filterButtons = style([row({ gap: 2, align: 'center', wrap: true }), { flex: 3 }]);
export const sortPicker = style({ width: '100%', '@media': { [media.md]: { width: `calc(${vars.space[16]} * 3)` } } });

// ---- table cells --------------------------------------------------------------------------------
export const dateCell = style([stack(), { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const teamCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], whiteSpace: 'nowrap' });
export const resultCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
export const score = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });
/** A match's title and, for the owner's unanswered request, its mark below (decision 029). */
export const titleCell = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[1] });

// ---- side panel ---------------------------------------------------------------------------------
export const panelTitle = text({ size: 'lg', weight: 'bold' });
export const panelSection = stack({ gap: 2 });
export const scoreHeader = scoreLine({ surface: 'pitch' });
export const scoreTeam = scoreSide;
export const scoreTeamName = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const scoreBig = scoreFigure();
export const goalColumns = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] });
export const goalList = style([bareList, stack({ gap: 1 }), text({ size: 'sm' })]);
export const goalItem = row({ gap: 1, align: 'center', wrap: true });
export const minute = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold, color: vars.color.pitchStrong });
export const ownGoal = style([text({ size: 'xs', weight: 'semibold' }), { color: vars.color.dangerHover }]);
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0 });

// ---- match requests (decision 029) --------------------------------------------------------------
export const requestList = style([
  bareList,
  { display: 'grid', gap: vars.space[3], '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);
export const requestItem = style([stack({ gap: 3 }), tile(), { minWidth: 0 }]);
export const requestTitle = style([text({ size: 'md', weight: 'bold' }), { margin: 0, overflowWrap: 'anywhere' }]);
export const requestFrom = style([row({ gap: 2, align: 'center' }), { minWidth: 0 }]);
export const requestFacts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0 });
export const requestButtons = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] });

// ---- the records table as cards -----------------------------------------------------------------
// The seven columns need about 48rem; below it, one card per match (src/components/ui/table-cards.css.ts):
// the title and the score on line one, the rest wrapping. The sort picker above does what the sort
// chips do.
const recordsCards = tableAsCards('records-table');
export const tableFrame = recordsCards.frame;
recordsCards.cards('td', { gap: 0 });
recordsCards.cards('td[data-card="end"]', { fontSize: vars.font.size.md });
