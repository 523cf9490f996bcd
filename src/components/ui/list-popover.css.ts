/**
 * The floating list of a select or a menu: at least as wide as its trigger (a calendar's popover is as
 * wide as its month), its options 38 px high.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';

export const listPopover = recipe({
  base: {
    backgroundColor: vars.color.surface,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    overflow: 'hidden',
  },
  variants: { width: { trigger: { minWidth: 'var(--trigger-width)' }, content: {} } },
  defaultVariants: { width: 'trigger' },
});

/** The list: at most 208 px high (docs/product.md §2.4), scrolling beyond. */
export const list = style({ maxHeight: vars.size.selectListMax, overflowY: 'auto', outline: 'none', padding: vars.space[1] });

/** One option: 38 px high (docs/product.md §2.4). */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.selectItem,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: vars.font.weight.bold, color: vars.color.primary },
  },
});
