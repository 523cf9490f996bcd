import { style } from '@vanilla-extract/css';
import { fieldBox, field as fieldColumn, fieldLabel } from '#src/styles/field.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const label = style([fieldLabel, { display: 'inline-flex', alignItems: 'center', gap: vars.space[2] }]);
export const current = style({
  width: vars.space[4],
  height: vars.space[4],
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
});
export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], outline: 'none' });
export const swatchItem = style({
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  border: `${vars.size.focusWidth} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border },
    '&[data-selected]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
export const swatch = style({
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.borderStrong}`,
});
export const field = style([fieldColumn, { maxWidth: '12rem' }]);
/** The label of the typed-in colour, quieter than the group's. */
export const customLabel = text({ size: 'xs', tone: 'muted', weight: 'medium' });
export const input = style([fieldBox, { fontVariantNumeric: 'tabular-nums', textTransform: 'uppercase' }]);
