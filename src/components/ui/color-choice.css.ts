import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
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
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], maxWidth: '12rem' });
export const fieldLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
export const input = style({
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
  textTransform: 'uppercase',
  outline: 'none',
  selectors: { '&[data-focused]': focusRing, '&[data-invalid]': { borderColor: vars.color.danger } },
});
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger, fontWeight: vars.font.weight.medium });
