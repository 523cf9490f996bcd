/**
 * A small read-only table inside a panel (a match's players, a member's matches, the event log): no
 * sorting, no row actions, a hairline under each row, scrolling sideways on a narrow phone.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '#src/styles/theme.css.ts';

const rule = `${vars.size.hairline} solid ${vars.color.border}`;

export const scroller = style({ overflowX: 'auto', outline: 'none', selectors: { '&:focus-visible': focusRing } });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.bold, paddingBlock: vars.space[2] });
export const column = style({
  textAlign: 'start',
  padding: vars.space[2],
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  borderBottom: rule,
  whiteSpace: 'nowrap',
});

export const cell = recipe({
  base: { padding: vars.space[2], textAlign: 'start', borderBottom: rule, whiteSpace: 'nowrap' },
  variants: {
    /** A row header stays regular unless it is the row's point (an event's name). */
    strong: { true: { fontWeight: vars.font.weight.bold }, false: { fontWeight: vars.font.weight.regular } },
    /** Long text (a team's name, two players) wraps rather than pushing the last column off a phone. */
    wrap: { none: {}, normal: { whiteSpace: 'normal' }, anywhere: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
  },
  defaultVariants: { strong: false, wrap: 'none' },
});
