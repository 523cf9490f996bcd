import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space[1],
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { color: vars.color.primaryHover },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
