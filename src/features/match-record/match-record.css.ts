/** The record screen (match-record-page.tsx) and its panels: the score and clock, the pitches, counters, log and memo. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { card as cardSurface } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';
import { scoreLine, scoreSide } from '#src/styles/score.css.ts';

/**
 * Phone: one column, one team at a time — its pitch, then the sheet stuck to the bottom of the screen
 * (the team switch, the selected player or the team counters), then the log and memo. Tablet: both
 * pitches side by side. Desktop: home | centre | away, the pitches above the counters.
 */
export const page = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "pitch" "sheet" "side"',
  paddingBottom: vars.space[16],
  '@media': {
    // A tablet: both pitches side by side, the selected player below them, then both counters.
    [media.md]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridTemplateAreas: '"top top" "homePitch awayPitch" "center center" "homeCounters awayCounters" "side side"',
      alignItems: 'start',
    },
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr)',
      // The pitches span two rows, so the log follows the selected player at once instead of waiting
      // below the pitches' height.
      gridTemplateAreas: '"top top top" "homePitch center awayPitch" "homePitch side awayPitch" "homeCounters side awayCounters"',
      gridTemplateRows: 'auto auto 1fr auto',
      alignItems: 'start',
    },
  },
});
/** From a tablet on: the part's own place in the page's grid (on a phone the sheet's parts just stack). */
const wide = (area: string) => ({ '@media': { [media.md]: { gridArea: area } } });
export const area = styleVariants({
  top: { gridArea: 'top' },
  center: wide('center'),
  side: { gridArea: 'side' },
  homePitch: { gridArea: 'pitch', ...wide('homePitch') },
  awayPitch: { gridArea: 'pitch', ...wide('awayPitch') },
  homeCounters: wide('homeCounters'),
  awayCounters: wide('awayCounters'),
});
/** A team's pitch shows on a phone only when its team is switched on; from a tablet on always. */
export const teamPart = style({
  selectors: { '&:not([data-shown])': { display: 'none' } },
  '@media': { [media.md]: { selectors: { '&:not([data-shown])': { display: 'flex' } } } },
});

/**
 * The phone's sheet. Below a tablet's width the selected player's actions would sit under the pitch, a
 * screen below the tapped player, and the team counters further still: the sheet sticks to the bottom
 * of the screen (scrolled past its own place it simply rests there) and holds one of them at a time
 * (data-open: 'player' or 'team'; neither: only its bar). From a tablet on it is `display: contents`:
 * its parts are grid items of the page in their own areas, and the bar hides.
 */
export const sheet = style({
  gridArea: 'sheet',
  position: 'sticky',
  bottom: 0,
  zIndex: `calc(${vars.z.backdrop} - 1)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[2]})`,
  padding: vars.space[2],
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.lg,
  // What changes in it (a counter, the shown panel) lays out inside it: the page around is not laid out
  // again for a tap (decision 103). Not paint: the undo toast is drawn above its box.
  contain: 'layout style',
  '@media': { [media.md]: { display: 'contents' } },
});
/**
 * The sheet's buttons (the counters' − and +, 팀 기록, 교체) change colour at once, with no transition:
 * a tap, or a selection that enables a counter or closes 팀 기록, then runs no animation frames and sends
 * no transition events through React beside its own frame (decisions 103, 105).
 */
globalStyle(`${sheet} button`, { transition: 'none' });
export const sheetBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  '@media': { [media.md]: { display: 'none' } },
});
export const sheetSwitch = style({ flex: 1, minWidth: 0 });
/** 팀 기록 while the counters are open: pressed-looking, like the chosen team beside it. */
export const sheetToggle = style({
  selectors: { '&[aria-expanded="true"]': { backgroundColor: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.primary } },
});
/**
 * What the phone's sheet does not show right now (the player panel while 팀 기록 is open, the counters
 * while a player is, the other team's counters) stays laid out, out of sight: `content-visibility:
 * hidden` skips its contents' style, layout and paint and keeps them, so a selection or 팀 기록 that
 * swaps the two shows boxes already made instead of taking one out of the layout tree and building the
 * other (70 elements styled and 88 boxes laid out again in the tap's frame; decision 105). Its own box
 * folds away: no padding or border, no paint, and a negative margin takes back the gap before it. Its
 * `visibility: hidden` keeps the part itself (the panel's region) out of the accessibility tree; its
 * children say `visible` of their own (below the parts), so the change stops at them: inherited, it
 * styled every element inside again at each swap (73 for a selection, 95 for 팀 기록; decision 109).
 * Skipped contents are out of the accessibility tree and `checkVisibility()` as they are. A browser
 * without `content-visibility` (Safari before 18) takes the part out as before.
 */
const phone = 'screen and (max-width: 767.98px)';
/** Out of sight, kept laid out (see above); `gap` is the gap before it in its stack. */
const folded = (gap: string) =>
  ({ contentVisibility: 'hidden', visibility: 'hidden', paddingBlock: 0, borderBlockWidth: 0, marginBlockStart: `calc(-1 * ${gap})` }) as const;
const outOfSheet = (when: string, gap: string) =>
  ({
    '@media': { [phone]: { selectors: { [when]: folded(gap) } } },
    '@supports': { 'not (content-visibility: hidden)': { '@media': { [phone]: { selectors: { [when]: { display: 'none' } } } } } },
  }) as const;
/** On a phone a team's counters show in the sheet when it is open on them, for the shown team. */
export const teamCounters = style({
  // A counter's change, or the part's showing, is laid out and painted inside it (decision 103).
  contain: 'content',
  ...outOfSheet(`${sheet}:not([data-open="team"]) &, &:not([data-shown])`, vars.space[2]),
});
/** On a phone the empty player panel (nobody selected) stays out of the sheet; from a tablet on it says "선수를 선택해주세요". */
export const playerPanel = style({
  contain: 'content',
  ...outOfSheet(`${sheet}:not([data-open="player"]) &`, vars.space[4]),
});
export const column = style([stack({ gap: 4 }), { minWidth: 0 }]);
/**
 * The selected player's head and counters; kept built, hidden, while none is selected (player-panel.tsx),
 * and kept laid out too: a selection after 팀 기록 or a team's + (which let the player go) shows the
 * boxes it had instead of laying out the head and five counters again, 88 boxes, in the tap's frame.
 */
export const playerBody = style([
  stack({ gap: 3 }),
  {
    selectors: { '&[hidden]': folded(vars.space[3]) },
    '@supports': { 'not (content-visibility: hidden)': { selectors: { '&[hidden]': { display: 'none' } } } },
  },
]);
/** The folding parts' children keep their own `visibility`: a swap styles the part, not all inside it (above). */
globalStyle(`${teamCounters} > *, ${playerPanel} > *, ${playerBody} > *`, { visibility: 'visible' });

/**
 * A panel of the screen. Each paints as a layer of its own (`isolation`): a tap that changes one
 * panel has Chrome record that panel's paint again and reuse the others' as they were, instead of
 * walking the whole page's (a quarter to a third of the tap's paint time; decision 109).
 */
export const card = style([stack({ gap: 3 }), cardSurface({ pad: 4 }), { minWidth: 0, isolation: 'isolate' }]);
/**
 * The log's card: below the first screen on a phone, so the browser skips its style, layout and paint
 * until it is scrolled near (a tap's new row costs the tap's frames nothing there; decision 103). Its
 * last drawn height holds its place meanwhile, its box (18rem of rows and the heading) before that.
 */
export const logCard = style([card, { contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' }]);
export const heading = text({ size: 'md', weight: 'bold' });
export const subHeading = text({ size: 'sm', weight: 'bold', tone: 'muted' });
export const muted = text({ size: 'sm', tone: 'muted' });
export const note = style([
  text({ size: 'sm' }),
  { margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken },
]);

// ---- top: score, clock, status ------------------------------------------------------------------
export const top = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const scoreBoard = scoreLine({ surface: 'none' });
export const scoreTeam = scoreSide;
export const scoreTeamName = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const scoreBig = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const clockRow = row({ gap: 2, align: 'baseline', justify: 'center' });
export const clock = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });
export const added = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });
export const period = style({ fontWeight: vars.font.weight.bold, color: vars.color.pitchStrong });
export const buttons = row({ gap: 2, justify: 'center', wrap: true });
/** The clock's disclosure of rarely wanted, destructive steps: below a divider, at the far end from the main button. */
export const clockMore = style([
  stack({ gap: 2, align: 'end' }),
  { marginTop: vars.space[2], paddingTop: vars.space[2], borderTop: `${vars.size.hairline} solid ${vars.color.border}` },
]);
export const clockMorePanel = row({ gap: 2, align: 'center', justify: 'end', wrap: true });
/** A destructive action that does not shout: outlined in the danger colour (the recipe's own look when disabled). */
export const dangerOutline = style({
  selectors: {
    '&:not([data-disabled])': { backgroundColor: vars.color.surface, borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.dangerSoft },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover },
  },
});
export const status = style([row({ gap: 2, align: 'center', wrap: true }), text({ size: 'sm' }), { minHeight: vars.space[6] }]);

// ---- counters -----------------------------------------------------------------------------------
export const counters = style([bareList, { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] }]);
export const counter = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateRows: 'auto auto',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
export const counterLabel = style([text({ size: 'xs', tone: 'muted' }), { gridColumn: '1 / -1', textAlign: 'center' }]);
export const counterValue = style({ textAlign: 'center', fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
/**
 * A counter's − and +, drawn by the button's own pseudo-elements: a box with one border each, where an
 * icon was an SVG root with its paths and a transform of its own, to build, style, lay out and paint
 * in every tap that shows or moves a counter (26 for the player's and the shown team's; decision 110). A border keeps its colour
 * in forced-colours mode; both follow the button's text colour (the disabled look too).
 */
const glyphLength = 12;
const glyphStroke = 2;
const glyphBar = { content: '""', flexShrink: 0 } as const;
const horizontalBar = { ...glyphBar, width: `${glyphLength}px`, borderTop: `${glyphStroke}px solid currentColor` } as const;
export const minusGlyph = style({ gap: 0, '::before': horizontalBar });
// The upright bar steps back over the middle of the flat one, and as far forward again after it: the
// glyph is as wide as the flat bar, centred in the button.
const uprightBack = (glyphLength + glyphStroke) / 2;
export const plusGlyph = style({
  gap: 0,
  '::before': horizontalBar,
  '::after': {
    ...glyphBar,
    height: `${glyphLength}px`,
    borderLeft: `${glyphStroke}px solid currentColor`,
    marginInline: `-${uprightBack}px ${uprightBack - glyphStroke}px`,
  },
});

// ---- players ------------------------------------------------------------------------------------
export const benchList = style([bareList, row({ gap: 2, wrap: true })]);
export const player = style([
  row({ inline: true, gap: 1, align: 'center' }),
  {
    minHeight: vars.size.control,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-pressed="true"]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
      '&[data-dragging]': { opacity: 0.5 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText, backgroundColor: vars.color.disabledSurface },
    },
  },
]);
export const playerNumber = style({ fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });

// ---- selected player ------------------------------------------------------------------------------
export const selectedHead = row({ gap: 2, align: 'center', justify: 'between', wrap: true });
export const selectedName = text({ size: 'lg', weight: 'bold' });
export const exchangeBox = style([stack({ gap: 2 }), { padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken }]);
// One grid for both rows (subgrid), so the two players line up whatever the labels' widths.
export const exchangeList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[2],
  rowGap: vars.space[4],
  margin: 0,
});
export const exchangeRow = style({ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', margin: 0 });
export const exchangeTerm = style({ fontWeight: vars.font.weight.heavy });

// ---- log and memo ---------------------------------------------------------------------------------
export const log = style([
  bareList,
  stack({ gap: 1 }),
  { maxHeight: '18rem', overflowY: 'auto', outline: 'none', selectors: { '&:focus-visible': focusRing } },
]);
export const logRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space[2],
  padding: vars.space[1],
  fontSize: vars.font.size.sm,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const logMinute = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const memo = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  font: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { backgroundColor: vars.color.disabledSurface } },
});
export const memoLabel = style({ fontWeight: vars.font.weight.bold });

/** In the sheet the counters take three columns: the player's five in two rows, the team's eight in three. */
export const sheetCounters = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// ---- undo bar -------------------------------------------------------------------------------------
export const undoBar = style([
  row({ gap: 3, align: 'center', justify: 'between' }),
  {
    position: 'fixed',
    insetInline: vars.space[4],
    bottom: vars.space[4],
    zIndex: vars.z.toast,
    padding: vars.space[3],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.text,
    color: vars.color.surface,
    boxShadow: vars.shadow.lg,
    maxWidth: vars.size.dialog,
    marginInline: 'auto',
  },
]);
globalStyle(`${undoBar} > span`, { fontSize: vars.font.size.sm });
/** On a phone the toast floats just above the sheet, so the buttons under the thumb never move. */
globalStyle(`${sheet} ${undoBar}`, {
  position: 'absolute',
  insetInline: vars.space[2],
  bottom: `calc(100% + ${vars.space[2]})`,
  '@media': { [media.md]: { position: 'fixed', insetInline: vars.space[4], bottom: vars.space[4] } },
});
/** An event's name and, for a row the other side's admin recorded, its mark (decision 029). */
export const logEvent = row({ inline: true, wrap: true, gap: 1, align: 'center', justify: 'end' });
/** Why the clock's next step is not offered (the other team has not accepted the match). */
export const clockRefusal = text({ size: 'sm', tone: 'muted', weight: 'semibold' });
