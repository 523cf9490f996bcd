import { style } from '@vanilla-extract/css';
import { fieldFrame } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const box = style([fieldFrame, { selectors: { '&:focus-within': focusRing, '[data-invalid] &': { borderColor: vars.color.danger } } }]);
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  border: 'none',
  background: 'transparent',
  outline: 'none',
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const empty = style({ padding: vars.space[3], color: vars.color.textMuted, fontSize: vars.font.size.sm });
