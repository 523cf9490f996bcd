import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const insetRing = { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` };

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-busy="true"]': { opacity: 0.6 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetRing },
});

export const header = style({ backgroundColor: vars.color.surfaceMuted });

export const column = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': insetRing,
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-narrow="true"]': { width: vars.space[10] },
  },
});

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const sortMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.borderStrong,
  selectors: { '&[data-active="true"]': { color: vars.color.primary } },
});

export const sortOrder = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold });

export const body = style({});

export const row = style({
  cursor: 'pointer',
  outline: 'none',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': insetRing,
  },
});

export const cell = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetRing,
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-align="center"]': { textAlign: 'center' },
  },
});

/**
 * A cell's column name shown inside a card only (`CardLabel`, table.tsx): hidden in the table, whose
 * header says it, and shown by every `tableAsCards` frame (table-cards.css.ts) in its cards.
 */
export const cardLabel = style({ display: 'none', color: vars.color.textMuted, fontSize: vars.font.size.xs });

/** A figure in a cell (`FigureCells`, table-figures.tsx): digits of one width, so a column's figures line up. */
export const figure = style({ fontVariantNumeric: 'tabular-nums' });
