import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.space[8],
  paddingInline: vars.space[2],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

export const menu = style({ maxHeight: vars.size.selectListMax, overflowY: 'auto', outline: 'none', padding: vars.space[1] });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.selectItem,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: vars.font.weight.bold, color: vars.color.primary },
  },
});
