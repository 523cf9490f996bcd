import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.control,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.sm,
  border: `${vars.size.focusWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    '[data-selected] &': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '[data-focus-visible] &': focusRing,
  },
});

export const mark = style({ width: vars.size.iconSmall, height: vars.size.iconSmall });
