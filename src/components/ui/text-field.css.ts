import { style } from '@vanilla-extract/css';
import { fieldBox } from '#src/styles/field.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const input = style([fieldBox, { selectors: { '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, color: vars.color.disabledText } } }]);
export const textArea = style({
  paddingBlock: vars.space[2],
  resize: 'vertical',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: vars.font.lineHeight.normal,
});
