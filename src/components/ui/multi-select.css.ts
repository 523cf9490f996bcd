import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
  selectors: { '&[data-active]': { borderColor: vars.color.primary, color: vars.color.primaryPressed } },
});
export const count = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primaryPressed,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: vars.size.selectListMax,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const dialog = style({ padding: vars.space[3], outline: 'none' });
export const group = style({ display: 'flex', flexDirection: 'column' });
export const label = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
