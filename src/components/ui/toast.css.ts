import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { row, stack } from '#src/styles/layout.css.ts';

/**
 * Top right (docs/product.md §8), above everything, full width minus a margin on phones — and under
 * the top bar, never over it: on a phone a toast there hid the menu button and the page's title for
 * its 3 s.
 */
export const region = style([
  stack({ gap: 2, align: 'end' }),
  {
    position: 'fixed',
    top: `calc(${vars.size.navbarHeight} + ${vars.space[2]})`,
    right: vars.space[4],
    left: vars.space[4],
    zIndex: vars.z.toast,
    outline: 'none',
    pointerEvents: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
]);

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  width: '100%',
  maxWidth: vars.size.toast,
  padding: vars.space[3],
  paddingInlineStart: vars.space[4],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: vars.color.textOnDark,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = styleVariants({
  success: [toastBase, { backgroundColor: vars.color.pitchStrong }],
  error: [toastBase, { backgroundColor: vars.color.danger }],
  info: [toastBase, { backgroundColor: vars.color.toastInfo }],
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const close = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    padding: vars.space[1],
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusWidth} solid ${vars.color.textOnDark}` } },
  },
]);
