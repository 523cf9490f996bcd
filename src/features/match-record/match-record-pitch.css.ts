/** The record screen's players on the pitch (the drawing itself is src/components/ui/pitch) and its bench. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { markerDisc } from '#src/components/ui/pitch.css.ts';
import { pitchLabel } from '#src/styles/chips.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { player as chip } from './match-record.css.ts';

export const cell = style({ display: 'flex', minWidth: 0, minHeight: 0 });
export const unplaced = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.pitch,
});

/** A marker fills its cell, so the whole cell is the tap and drop target. */
export const player = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[0],
  minWidth: 0,
  minHeight: vars.size.control,
  padding: 0,
  border: `${vars.size.hairline} dashed transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onPitch,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.pitchLine },
    '&[data-drop-target]': { backgroundColor: vars.color.pitchTarget, borderColor: vars.color.onPitch, borderStyle: 'solid' },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.onPitch}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
  },
});
export const disc = style([
  markerDisc,
  {
    position: 'relative',
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      [`${player}[aria-pressed="true"] &`]: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        outline: `${vars.size.focusWidth} solid ${vars.color.cardYellow}`,
      },
    },
  },
]);
export const name = style([pitchLabel, { lineHeight: vars.font.lineHeight.tight }]);

const badge = { position: 'absolute', lineHeight: 1, pointerEvents: 'none' } as const;
export const goals = style({
  ...badge,
  top: `calc(-1 * ${vars.space[1]})`,
  left: `calc(-1 * ${vars.space[3]})`,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnLight,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  boxShadow: vars.shadow.sm,
});
export const cards = style({ ...badge, top: `calc(-1 * ${vars.space[1]})`, right: `calc(-1 * ${vars.space[1]})`, display: 'flex', gap: '2px' });
const cardShape = { display: 'block', width: '8px', height: '11px', borderRadius: '2px', boxShadow: vars.shadow.sm } as const;
export const card = styleVariants({
  yellow: { ...cardShape, backgroundColor: vars.color.cardYellow },
  red: { ...cardShape, backgroundColor: vars.color.danger },
});
export const subIn = style({
  ...badge,
  bottom: `calc(-1 * ${vars.space[1]})`,
  right: `calc(-1 * ${vars.space[2]})`,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  padding: '1px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onPitch,
});

// ---- bench ------------------------------------------------------------------------------------------
export const benchItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[0] });
/** A bench player who can no longer come on: still selectable (their counters), but greyed and dashed. */
export const unavailable = style({ borderStyle: 'dashed', backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted });
export const reason = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
// On a selected (blue) chip the muted grey would not read: the reason takes the chip's text colour.
globalStyle(`${chip}[aria-pressed="true"] ${reason}`, { color: 'inherit' });
