import { style } from '@vanilla-extract/css';
import { field as fieldColumn } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { list, listItem, listPopover } from './list-popover.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const field = style([fieldColumn, { minWidth: 0, flex: 1 }]);

export const trigger = style([
  row({ gap: 2, align: 'center', justify: 'between' }),
  {
    width: '100%',
    minHeight: vars.size.control,
    paddingInline: vars.space[3],
    border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, color: vars.color.disabledText, cursor: 'not-allowed' },
      '[data-invalid] &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = listPopover();

export const listBox = list;

export const item = style([
  listItem,
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);
