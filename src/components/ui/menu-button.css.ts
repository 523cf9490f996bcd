import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { list, listItem, listPopover } from './list-popover.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const trigger = style([
  row({ inline: true, gap: 1, align: 'center' }),
  {
    minHeight: vars.space[8],
    paddingInline: vars.space[2],
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
    },
  },
]);

export const popover = listPopover();
export const menu = list;
export const item = style([listItem, { fontSize: vars.font.size.sm }]);
