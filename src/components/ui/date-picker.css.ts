import { style } from '@vanilla-extract/css';
import { fieldButton, fieldFrame } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { listPopover } from './list-popover.css.ts';

export const group = style([
  fieldFrame,
  { paddingInlineStart: vars.space[3], selectors: { '&[data-focus-within]': focusRing, '[data-invalid] &': { borderColor: vars.color.danger } } },
]);
export const input = style({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0, fontVariantNumeric: 'tabular-nums' });
export const segment = style({
  paddingInline: vars.space[0],
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: vars.space[1] },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  },
});
export const button = style([
  fieldButton,
  { borderRadius: vars.radius.md, color: vars.color.text, selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } } },
]);
export const popover = listPopover({ width: 'content' });
export const dialog = style({ padding: vars.space[3], outline: 'none' });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], marginBottom: vars.space[2] });
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.font.weight.bold },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.disabledText, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&[data-focus-visible]': focusRing,
  },
});
