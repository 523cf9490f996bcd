/**
 * The parts every form field of src/components/ui shares: the column it stands in, its label, the
 * description under it, its error, the box a value is typed into and the frame of a field made of parts. A field's own file adds what
 * only it has (a unit, a trigger's chevron).
 */
import { style } from '@vanilla-extract/css';
import { row, stack } from './layout.css.ts';
import { text } from './text.css.ts';
import { focusRing, vars } from './theme.css.ts';

export const field = stack({ gap: 1 });
export const fieldLabel = text({ size: 'sm', weight: 'semibold' });
export const fieldDescription = text({ size: 'xs', tone: 'muted' });
export const fieldError = text({ size: 'xs', tone: 'danger', weight: 'medium' });

/** The framed box of a text, number or colour value; it shows focus and an invalid value itself. */
export const fieldBox = style({
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
  selectors: { '&[data-focused]': focusRing, '&[data-invalid]': { borderColor: vars.color.danger } },
});

/** The framed line of a field with parts in it (an input and its button, a date's segments, a unit). */
export const fieldFrame = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The icon button at the end of a field's frame (a combo box's chevron, a date picker's calendar and its month arrows). */
export const fieldButton = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    width: vars.size.control,
    height: vars.size.control,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
]);
