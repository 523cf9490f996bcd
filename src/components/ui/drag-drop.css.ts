import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[8],
  minHeight: vars.space[8],
  padding: 0,
  border: `${vars.size.hairline} solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
