import { style, styleVariants } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });
export const sectionHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const subHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });
export const error = style({ padding: vars.space[4], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover });
export const empty = style({ padding: vars.space[8], textAlign: 'center', color: vars.color.textMuted });

// ---- summary --------------------------------------------------------------------------------
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space[5] } },
});
export const strip = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted, minWidth: 0 });
export const statLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const statValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.heavy, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const statBody = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const statValueSmall = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const stack = style({ display: 'flex', height: vars.space[2], borderRadius: vars.radius.full, overflow: 'hidden', backgroundColor: vars.color.surfaceSunken });
export const stackPart = styleVariants({
  WIN: { backgroundColor: vars.color.pitchStrong },
  DRAW: { backgroundColor: vars.color.borderStrong },
  LOSE: { backgroundColor: vars.color.danger },
});
export const goalBars = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
const goalBar = style({ display: 'block', height: vars.space[2], borderRadius: vars.radius.full, minInlineSize: vars.space[1] });
export const goalFor = style([goalBar, { backgroundColor: vars.color.pitch }]);
export const goalAgainst = style([goalBar, { backgroundColor: vars.color.primary }]);
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });
const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[6],
  height: vars.space[6],
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
export const resultChip = styleVariants({
  WIN: [chipBase, { backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch }],
  DRAW: [chipBase, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }],
  LOSE: [chipBase, { backgroundColor: vars.color.danger, color: vars.color.onDanger }],
});

// ---- filters and toolbar ----------------------------------------------------------------------
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], '@media': { [media.lg]: { flexDirection: 'row', alignItems: 'flex-end' } } });
export const searchCell = style({ flex: 2, minWidth: 0 });
export const filterButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center', flex: 3 });
export const listSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space[2] });
export const sortLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[2] });
export const sortPicker = style({ width: '100%', '@media': { [media.md]: { width: `calc(${vars.space[16]} * 3)` } } });

// ---- table cells ------------------------------------------------------------------------------
export const dateCell = style({ display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const teamCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], whiteSpace: 'nowrap' });
export const resultCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
export const score = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });

// ---- side panel -------------------------------------------------------------------------------
export const panelTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const panelSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const scoreHeader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.pitchSoft,
});
export const scoreTeam = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[1], textAlign: 'center', minWidth: 0 });
export const scoreTeamName = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const scoreBig = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const goalColumns = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] });
export const goalList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], fontSize: vars.font.size.sm });
export const goalItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[1] });
export const minute = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold, color: vars.color.pitchStrong });
export const ownGoal = style({ fontSize: vars.font.size.xs, color: vars.color.dangerHover, fontWeight: vars.font.weight.semibold });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });
export const matchScroller = style({ overflowX: 'auto' });
export const miniTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.bold, paddingBlock: vars.space[2] });
export const miniTh = style({ textAlign: 'start', padding: vars.space[2], color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const miniTd = style({ padding: vars.space[2], textAlign: 'start', fontWeight: vars.font.weight.regular, borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

// ---- match requests (decision 029) ------------------------------------------------------------
/** The requests panel is a card like the season summary. */
export const requests = summary;
export const requestList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const requestItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  minWidth: 0,
});
export const requestTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const requestFrom = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });
export const requestFacts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0 });
export const requestFact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const requestButtons = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] });
/** A match's title and, for the owner's unanswered request, its mark below (decision 029). */
export const titleCell = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[1] });

// ---- the records table as cards ---------------------------------------------------------------
// The seven columns need about 48rem; below it, one card per match (src/components/ui/table-cards.css.ts):
// the title and the score on line one, the rest wrapping. The sort picker above does what the sort
// chips do.
const recordsCards = tableAsCards('records-table');
export const tableFrame = recordsCards.frame;
recordsCards.cards('td', { gap: 0 });
recordsCards.cards('td[data-card="end"]', { fontSize: vars.font.size.md });
