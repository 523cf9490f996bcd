import { style, globalStyle } from '@vanilla-extract/css';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 5 });
export const section = stack({ gap: 3 });
export const actions = row({ gap: 2, wrap: true });

/** The month's four figures: two by two on a phone, one line from a tablet up. */
export const figures = style({ display: 'grid', gap: vars.space[3], margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))' });
export const figure = style([
  stack({ gap: 1 }),
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceMuted,
  },
]);
export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const missing = style({ color: vars.color.danger });

/**
 * The board's column headers (dues-board.tsx fitWholeColumns): every column right of the names as wide
 * as makes whole ones fill the frame, and a snap to each one's start just past the sticky names, so no
 * month header rests half hidden.
 */
export const columnWidthVar = '--dues-column-width';
export const namesWidthVar = '--dues-names-width';

/** The board scrolls sideways inside its own frame with the names kept in view; the page never does. */
export const boardFrame = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  scrollSnapType: 'x mandatory',
  scrollPaddingInlineStart: `var(${namesWidthVar}, 0)`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const board = style({ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${board} th, ${board} td`, {
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
});
globalStyle(`${board} thead th:not(:first-child)`, {
  width: `var(${columnWidthVar}, auto)`,
  minWidth: `var(${columnWidthVar}, auto)`,
  scrollSnapAlign: 'start',
});
globalStyle(`${board} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, backgroundColor: vars.color.surfaceMuted });
export const nameCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  textAlign: 'start',
  backgroundColor: vars.color.surface,
  minWidth: '5.5rem',
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderInlineEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${board} th.${nameCell}, thead th.${nameCell}`, { textAlign: 'start' });
/** A member's status under their name (decision 091): its own line, so the names column keeps its width. */
export const nameStatus = style({ display: 'block', fontWeight: vars.font.weight.regular });
/** The heading row of the people who withdrew. */
export const groupCell = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.surfaceMuted,
});
/** Stays in view while the board is scrolled sideways (it starts at its latest months). */
export const groupLabel = style({ position: 'sticky', insetInlineStart: vars.space[2] });
globalStyle(`${board} th.${groupCell}`, { textAlign: 'start' });
export const cellButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  minWidth: '4.5rem',
  minHeight: '2.75rem',
  justifyContent: 'center',
  width: '100%',
  padding: vars.space[1],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const cellStatic = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, minWidth: '4.5rem' });
export const status = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.xs });
export const statusTone = {
  PAID: style({ color: vars.color.pitchStrong }),
  PARTIAL: style({ color: vars.color.primaryPressed }),
  UNPAID: style({ color: vars.color.dangerHover }),
  EXEMPT: style({ color: vars.color.textMuted }),
  NONE: style({ color: vars.color.textMuted }),
};
export const amount = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const nav = row({ gap: 2, align: 'center', wrap: true });

export const list = style([bareList, stack()]);
export const listItem = style([
  row({ gap: 3, justify: 'between' }),
  {
    padding: `${vars.space[2]} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
    fontVariantNumeric: 'tabular-nums',
  },
]);
export const listMain = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });
export const reversed = style({ textDecoration: 'line-through', color: vars.color.textMuted });

/** Dialog parts. */
export const monthGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: vars.space[2] });
export const formRow = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))' });
export const people = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space[2],
  maxHeight: '14rem',
  overflowY: 'auto',
});
export const preview = style([stack({ gap: 1 }), { padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted }]);
export const error = alert();
