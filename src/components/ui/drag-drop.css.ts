import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const handle = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
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
  },
]);
