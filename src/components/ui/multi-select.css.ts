import { style } from '@vanilla-extract/css';
import { badge } from '#src/styles/chips.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
  selectors: { '&[data-active]': { borderColor: vars.color.primary, color: vars.color.primaryPressed } },
});
export const count = badge({ tone: 'blue', weight: 'bold' });
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
export const label = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const empty = text({ size: 'sm', tone: 'muted' });
