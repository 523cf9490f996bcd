/** The lineup editor: the steps, the board (pool, pitch, starters and bench), the guest form and the summary. */
// `row` is this screen's own (a player's line); the layout recipe is flexRow here.
import { style } from '@vanilla-extract/css';
import { pageColumn, row as flexRow, stack, twoColumns } from '#src/styles/layout.css.ts';
import { card, tile } from '#src/styles/surfaces.css.ts';
import { badge } from '#src/styles/chips.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, media, safeArea, vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 4 });
export const header = stack({ gap: 1 });
export const heading = text({ size: 'xl', weight: 'bold' });
export const matchTitle = text({ size: 'sm', tone: 'muted' });

export const stepper = style([bareList, flexRow({ gap: 2, wrap: true })]);
export const step = style([
  flexRow({ gap: 2, align: 'center' }),
  {
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    selectors: {
      '&[data-current]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: vars.font.weight.semibold },
      '&[data-done]': { color: vars.color.success },
    },
  },
]);
/** A small number on a sunken chip: a step's, a player's. */
const numberChip = style([
  flexRow({ inline: true, align: 'center', justify: 'center' }),
  { height: vars.space[6], backgroundColor: vars.color.surfaceSunken, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xs },
]);
export const stepNumber = style([numberChip, { width: vars.space[6], borderRadius: vars.radius.full }]);

export const sideEditor = stack({ gap: 3 });
export const teamLine = flexRow({ gap: 3, align: 'baseline', wrap: true });
export const teamName = text({ size: 'lg', weight: 'bold' });
export const count = text({ size: 'sm', tone: 'muted', weight: 'medium' });
export const note = style([
  flexRow({ gap: 3, align: 'center', wrap: true }),
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.lineupNeutral,
    color: vars.color.textOnLight,
    fontSize: vars.font.size.sm,
  },
]);
export const toolbar = flexRow({ gap: 3, align: 'center', wrap: true });
export const formationGroup = flexRow({ gap: 1, align: 'center', wrap: true });
export const toolbarLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, marginInlineEnd: vars.space[1] });
export const liveRegion = style({ minHeight: vars.space[5], fontSize: vars.font.size.sm, color: vars.color.text, fontWeight: vars.font.weight.medium });

/** Phone: the pitch, the list switch, then one list. Wide: pool | pitch | starters and bench. */
export const board = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"pitch" "switch" "pool" "side"',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${vars.size.pitchMax}) minmax(0, 1fr)`,
      gridTemplateAreas: '"pool pitch side"',
      alignItems: 'start',
    },
  },
});
export const pitchArea = style({ gridArea: 'pitch' });
export const viewSwitch = style({ gridArea: 'switch', '@media': { [media.lg]: { display: 'none' } } });
export const poolArea = style({ gridArea: 'pool', minWidth: 0 });
export const sideArea = style([stack({ gap: 4 }), { gridArea: 'side', minWidth: 0 }]);

export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&[data-active]': { display: 'flex' } },
  '@media': { [media.lg]: { display: 'flex' } },
});
export const panelHeading = style([flexRow({ gap: 2, align: 'baseline' }), { fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }]);
export const subHeading = text({ size: 'sm', weight: 'semibold', tone: 'muted' });
export const footnote = text({ size: 'xs', tone: 'muted' });
export const empty = style([text({ size: 'sm', tone: 'muted' }), { paddingBlock: vars.space[2] }]);
export const list = style([bareList, stack({ gap: 1 })]);
export const row = style([
  flexRow({ gap: 1, align: 'center' }),
  { borderRadius: vars.radius.md, selectors: { '&[data-selected]': { backgroundColor: vars.color.primarySoft } } },
]);
const playerBase = {
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
} as const;
const playerLine = flexRow({ gap: 2, align: 'center' });
export const playerStatic = style([playerLine, playerBase]);
export const playerButton = style([
  playerLine,
  {
    ...playerBase,
    border: `${vars.size.hairline} solid transparent`,
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&[aria-pressed="true"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
      '&[data-dragging]': { opacity: 0.5 },
      '&:focus-visible': focusRing,
    },
  },
]);
export const number = style([numberChip, { minWidth: vars.space[8], borderRadius: vars.radius.sm }]);
export const name = style([truncate, { flex: 1, minWidth: 0 }]);
export const positionTag = style([text({ size: 'xs', weight: 'semibold' }), { color: vars.color.pitchStrong }]);

export const placeButton = style({
  minHeight: vars.size.control,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-valid]': { borderColor: vars.color.primary, color: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&:focus-visible': focusRing,
  },
});

export const cell = style([
  flexRow({ align: 'center', justify: 'center' }),
  {
    position: 'relative',
    zIndex: 1,
    minWidth: 0,
    minHeight: 0,
    padding: 0,
    border: `${vars.size.hairline} dashed transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.onPitch,
    cursor: 'default',
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&:hover': { borderColor: vars.color.pitchLine },
      '&[data-valid]': { backgroundColor: vars.color.pitchTarget, borderColor: vars.color.onPitch },
      '&[data-drop-target]': { backgroundColor: vars.color.pitchTarget, borderColor: vars.color.onPitch, borderStyle: 'solid' },
      '&[data-selected]': { borderColor: vars.color.cardYellow, borderStyle: 'solid', borderWidth: vars.size.focusWidth },
      '&[data-dragging]': { opacity: 0.5 },
      '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.onPitch}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
    },
  },
]);
export const cellDot = style({
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.pitchLine,
  opacity: 0.6,
});
export const marker = style([stack({ gap: 0, align: 'center' }), { minWidth: 0, maxWidth: '100%' }]);
export { markerDisc } from '#src/components/ui/pitch.css.ts';
export const markerName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.onPitch,
  lineHeight: vars.font.lineHeight.tight,
});
export const markerPosition = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.pitchStrong,
  color: vars.color.onPitch,
  fontWeight: vars.font.weight.bold,
});

/**
 * The bottom of a side being set, kept on screen while the page scrolls: the selection, an error, 저장
 * and 다음으로. On a phone the board is about 2,100 px tall; the buttons stay where the thumb is.
 */
export const dock = style([
  stack({ gap: 2 }),
  {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    marginInline: `calc(-1 * ${vars.space[2]})`,
    paddingInline: vars.space[2],
    paddingBlockStart: vars.space[2],
    paddingBlockEnd: `calc(${vars.space[2]} + ${safeArea.bottom})`,
    backgroundColor: vars.color.surface,
    borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  },
]);
export const selectionBar = style([
  flexRow({ gap: 2, align: 'center', justify: 'between' }),
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.toastInfo,
    color: vars.color.textOnDark,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size.sm,
  },
]);
export const error = text({ size: 'sm', tone: 'danger', weight: 'medium' });
export const actions = flexRow({ gap: 2, justify: 'end', wrap: true });

export const guestForm = style([stack({ gap: 2 }), tile()]);
export const guestHeading = text({ size: 'sm', weight: 'bold' });
export const guestFields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space[2] });

export const summary = stack({ gap: 4 });
export const summarySides = twoColumns({ from: 'md', ratio: 'even', gap: 4 });
export const summarySide = style([stack({ gap: 2, align: 'start' }), card({ edge: 'line', pad: 4 })]);
export const summaryList = style([text({ size: 'sm' }), { margin: 0, paddingInlineStart: vars.space[5] }]);

// ---- fair playing time (decision 056) ----------------------------------------------------------
export const fairnessBar = style([stack({ gap: 2 }), card({ edge: 'line', pad: 3 })]);
export const fairnessControls = flexRow({ gap: 3, align: 'center', wrap: true });
export const fairnessHeading = text({ size: 'sm', weight: 'bold' });
/** The three periods share a phone's row; on a wide screen they stop at a period's width. */
export const periodChoice = style({ flex: '1 1 18rem', maxInlineSize: '24rem', whiteSpace: 'nowrap' });
export const poolOrder = style({ marginBlockEnd: vars.space[1] });
export const fairnessStatusLine = flexRow({ gap: 2, align: 'center', wrap: true });
export const fairnessStatus = style([text({ size: 'xs', tone: 'muted' }), { margin: 0 }]);
export const playingTime = flexRow({ gap: 1, align: 'center' });
export const minutes = style([
  text({ size: 'xs', tone: 'muted', weight: 'medium' }),
  { fontVariantNumeric: 'tabular-nums', minWidth: '3.5em', textAlign: 'end' },
]);
export const answerChip = {
  ATTEND: badge({ tone: 'green' }),
  UNDECIDED: badge({ tone: 'blue' }),
  ABSENT: badge({ tone: 'red' }),
};
export const suggestion = stack({ gap: 3 });
export const suggestionList = style([bareList, stack({ gap: 1 })]);
export const suggestionRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space[8]} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const suggestionPosition = text({ size: 'xs', weight: 'bold' });
export const suggestionNote = text({ size: 'xs', tone: 'muted' });
