import { style } from '@vanilla-extract/css';
import { field as fieldColumn, fieldFrame } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const field = style([fieldColumn, { minWidth: 0 }]);
export const group = style([
  fieldFrame,
  {
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, color: vars.color.disabledText },
    },
  },
]);
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space[3],
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  outline: 'none',
});
export const unit = style({ paddingInlineEnd: vars.space[3], color: vars.color.textMuted, fontSize: vars.font.size.sm });
