import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

/**
 * Phone: one column, one team at a time (the switch) — its pitch, then the selected player, then its
 * counters. Tablet: both pitches side by side. Desktop: home | centre | away, the pitches above the counters.
 */
export const page = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "switch" "pitch" "center" "counters" "side"',
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
const onPhone = (phone: string, wide: string) => ({ gridArea: phone, '@media': { [media.md]: { gridArea: wide } } });
export const area = styleVariants({
  top: { gridArea: 'top' },
  switch: { gridArea: 'switch' },
  center: { gridArea: 'center' },
  side: { gridArea: 'side' },
  homePitch: onPhone('pitch', 'homePitch'),
  awayPitch: onPhone('pitch', 'awayPitch'),
  homeCounters: onPhone('counters', 'homeCounters'),
  awayCounters: onPhone('counters', 'awayCounters'),
});
/** A team's part shows on a phone only when its team is switched on; from a tablet on always. */
export const teamPart = style({
  selectors: { '&:not([data-shown])': { display: 'none' } },
  '@media': { [media.md]: { selectors: { '&:not([data-shown])': { display: 'flex' } } } },
});
export const sideSwitch = style({ '@media': { [media.md]: { display: 'none' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const subHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const note = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken, fontSize: vars.font.size.sm });
export const error = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover });

// ---- top: score, clock, status ------------------------------------------------------------------
export const top = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });
export const scoreBoard = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: vars.space[2] });
export const scoreTeam = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[1], textAlign: 'center', minWidth: 0 });
export const scoreTeamName = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const scoreBig = style({ margin: 0, fontSize: vars.font.size.display, fontWeight: vars.font.weight.heavy, lineHeight: vars.font.lineHeight.tight, fontVariantNumeric: 'tabular-nums' });
export const clockRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'center', gap: vars.space[2] });
export const clock = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });
export const added = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });
export const period = style({ fontWeight: vars.font.weight.bold, color: vars.color.pitchStrong });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'center' });
/** The clock's disclosure of rarely wanted, destructive steps: below a divider, at the far end from the main button. */
export const clockMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[2],
  marginTop: vars.space[2],
  paddingTop: vars.space[2],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const clockMorePanel = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space[2] });
/** A destructive action that does not shout: outlined in the danger colour (the recipe's own look when disabled). */
export const dangerOutline = style({
  selectors: {
    '&:not([data-disabled])': { backgroundColor: vars.color.surface, borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.dangerSoft },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover },
  },
});
export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.sm, minHeight: vars.space[6] });

// ---- counters -----------------------------------------------------------------------------------
export const counters = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
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
export const counterLabel = style({ gridColumn: '1 / -1', fontSize: vars.font.size.xs, color: vars.color.textMuted, textAlign: 'center' });
export const counterValue = style({ textAlign: 'center', fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

// ---- players ------------------------------------------------------------------------------------
export const benchList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
export const player = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
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
});
export const playerNumber = style({ fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });

// ---- selected player ------------------------------------------------------------------------------
export const selectedHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' });
export const selectedName = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const exchangeBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });
// One grid for both rows (subgrid), so the two players line up whatever the labels' widths.
export const exchangeList = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space[2], rowGap: vars.space[4], margin: 0 });
export const exchangeRow = style({ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', margin: 0 });
export const exchangeTerm = style({ fontWeight: vars.font.weight.heavy });

// ---- log and memo ---------------------------------------------------------------------------------
export const log = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '18rem',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
export const logRow = style({ display: 'grid', gridTemplateColumns: '3.5rem minmax(0, 1fr) minmax(0, 1fr) auto', gap: vars.space[2], padding: vars.space[1], fontSize: vars.font.size.sm, borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
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

// ---- the phone's dock -------------------------------------------------------------------------------
/**
 * Below a tablet's width the selected player's actions would sit under the pitch, a screen below the
 * tapped player. While a player is selected (data-docked) this area sticks to the bottom of the
 * screen as a sheet: the pitch stays in view above it, the team counters, log and memo follow in the
 * page. Scrolled past its own place it simply rests there. From a tablet on it is an ordinary column.
 */
export const dock = style({
  selectors: {
    '&[data-docked]': {
      position: 'sticky',
      bottom: 0,
      zIndex: `calc(${vars.z.backdrop} - 1)`,
      marginInline: `calc(-1 * ${vars.space[2]})`,
      padding: vars.space[2],
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      backgroundColor: vars.color.surfaceSunken,
      boxShadow: vars.shadow.lg,
    },
  },
  '@media': {
    [media.md]: {
      selectors: {
        '&[data-docked]': {
          position: 'static', marginInline: 0, padding: 0,
          backgroundColor: 'transparent', boxShadow: 'none', borderRadius: 0,
        },
      },
    },
  },
});
/** In the sheet the player's five counters take three columns: two rows instead of three. */
export const playerCounters = style({
  selectors: { [`${dock}[data-docked] &`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  '@media': { [media.md]: { selectors: { [`${dock}[data-docked] &`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } } },
});

// ---- undo bar -------------------------------------------------------------------------------------
export const undoBar = style({
  position: 'fixed',
  insetInline: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.z.toast,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.lg,
  maxWidth: vars.size.dialog,
  marginInline: 'auto',
});
globalStyle(`${undoBar} > span`, { fontSize: vars.font.size.sm });
/** In the phone's sheet the toast floats just above it, so the buttons under the thumb never move. */
globalStyle(`${dock}[data-docked] ${undoBar}`, {
  position: 'absolute',
  insetInline: vars.space[2],
  bottom: `calc(100% + ${vars.space[2]})`,
  '@media': { [media.md]: { position: 'fixed', insetInline: vars.space[4], bottom: vars.space[4] } },
});
/** An event's name and, for a row the other side's admin recorded, its mark (decision 029). */
export const logEvent = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space[1] });
/** Why the clock's next step is not offered (the other team has not accepted the match). */
export const clockRefusal = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
