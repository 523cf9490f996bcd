import { style } from '@vanilla-extract/css';
import { fieldBox, field as fieldColumn } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const field = style([fieldColumn, { minWidth: 0 }]);
export const hiddenLabel = visuallyHidden;
export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});
export const icon = style({ position: 'absolute', insetInlineStart: vars.space[3], color: vars.color.textMuted, pointerEvents: 'none' });
// The text box every field types into, with room for the magnifier and the clear button at its ends.
export const input = style([
  fieldBox,
  {
    width: '100%',
    paddingInlineStart: vars.space[10],
    paddingInlineEnd: vars.space[10],
    color: vars.color.text,
    selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
  },
]);
export const clear = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    position: 'absolute',
    insetInlineEnd: vars.space[1],
    width: vars.space[8],
    height: vars.space[8],
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '[data-empty] &': { display: 'none' },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
      '&[data-focus-visible]': focusRing,
    },
  },
]);
