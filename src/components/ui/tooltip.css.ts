import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const tooltip = style({
  maxWidth: '20em',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.toastInfo,
  color: vars.color.textOnDark,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.toast,
});
