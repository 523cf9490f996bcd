import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { stack } from '#src/styles/layout.css.ts';

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], width: '100%' });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });
export const heading = style({ margin: 0, minWidth: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', gap: vars.space[2], marginInlineStart: 'auto' });
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } },
});
export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.size.hairline,
  backgroundColor: vars.color.border,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
// The day fills its table cell; the grid's 1 px spacing draws the lines.
globalStyle(`${grid} td`, { padding: 0 });
export const weekday = style({
  backgroundColor: vars.color.surface,
  paddingBlock: vars.space[2],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  selectors: {
    // Sunday red and Saturday blue, as Korean calendars print them.
    'th&:first-child': { color: vars.color.danger },
    'th&:last-child': { color: vars.color.primary },
  },
});
export const cell = style([
  stack({ gap: 1 }),
  {
    alignItems: 'stretch',
    minHeight: vars.space[12],
    padding: vars.space[1],
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    outline: 'none',
    overflow: 'hidden',
    '@media': { [media.md]: { minHeight: `calc(2 * ${vars.space[12]})`, padding: vars.space[2] } },
    selectors: {
      '&[data-outside-month]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
      '&[data-selected]': { backgroundColor: vars.color.primarySoft, boxShadow: `inset 0 0 0 ${vars.size.focusWidth} ${vars.color.primary}` },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusWidth})`, position: 'relative', zIndex: 1 },
    },
  },
]);
export const dayNumber = style({
  alignSelf: 'flex-start',
  minWidth: vars.space[6],
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: {
    [`${cell}[data-selected] &`]: { fontWeight: vars.font.weight.heavy },
  },
});
export const dayContent = style({ display: 'flex', flexDirection: 'column', gap: vars.size.hairline, minWidth: 0 });
export const today = style({ backgroundColor: vars.color.primary, color: vars.color.onPrimary });
