import { style } from '@vanilla-extract/css';
import { field as fieldColumn } from '#src/styles/field.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const field = style([fieldColumn, { minWidth: 0, flex: 1 }]);

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
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
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

/** The list: at most 208 px high (docs/product.md §2.4), scrolling beyond. */
export const listBox = style({ maxHeight: vars.size.selectListMax, overflowY: 'auto', outline: 'none', padding: vars.space[1] });

/** One option: 38 px high (docs/product.md §2.4). */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.selectItem,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: vars.font.weight.bold, color: vars.color.primary },
    '&[data-focus-visible]': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

