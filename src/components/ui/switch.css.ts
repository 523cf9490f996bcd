import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const switchRow = style([
  row({ gap: 3, align: 'center', justify: 'between' }),
  {
    minHeight: vars.size.control,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: { '[data-disabled] &': { color: vars.color.disabledText } },
});
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

/** 44 × 24: the track; the thumb travels its width less its own and the two gaps. */
const trackWidth = `calc(${vars.space[10]} + ${vars.space[1]})`;
const trackHeight = vars.space[6];
const thumbSize = vars.space[5];
const inset = `calc((${trackHeight} - ${thumbSize}) / 2)`;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '[data-selected] &': { backgroundColor: vars.color.primary },
    '[data-disabled] &': { backgroundColor: vars.color.disabledSurface, outline: `${vars.size.hairline} solid ${vars.color.border}` },
    '[data-disabled][data-selected] &': { backgroundColor: vars.color.primarySoft },
    // Read-only while it works or where it cannot (a blocked site): the focus stays, the look quietens.
    '[data-readonly] &': { opacity: 0.6 },
    '[data-focus-visible] &': focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[data-selected] &': { transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${inset}))` },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
