import { style } from '@vanilla-extract/css';
import { fieldButton, fieldFrame } from '#src/styles/field.css.ts';
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
export const button = style([fieldButton, { color: vars.color.textMuted }]);
export const empty = style({ padding: vars.space[3], color: vars.color.textMuted, fontSize: vars.font.size.sm });
