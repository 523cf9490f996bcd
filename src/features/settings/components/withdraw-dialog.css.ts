/** Leaving the service: what it removes, why it is refused (a team still needs its admin), and the two buttons far apart. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const body = style([stack({ gap: 3 }), text({ size: 'sm' }), { color: vars.color.text, lineHeight: vars.font.lineHeight.normal }]);
const indentedList = style([stack({ gap: 2 }), { margin: 0, paddingLeft: vars.space[5] }]);
export const consequences = indentedList;
export const warning = text({ tone: 'danger', weight: 'semibold' });
export const refusal = style([
  text({ size: 'sm' }),
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSoft,
    borderLeft: `${vars.size.focusWidth} solid ${vars.color.danger}`,
    color: vars.color.text,
  },
]);
export const teamLinks = indentedList;
/** Dues still owed: set apart from the list of what is erased, a thing to settle before leaving. */
export const owed = style([
  stack({ gap: 2 }),
  text({ size: 'sm' }),
  { margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
]);
/** Cancel at one end, the danger button at the other: a slip of the thumb does not reach it. */
export const actions = row({ gap: 4, justify: 'between', wrap: true });
