import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const input = style({
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, color: vars.color.disabledText },
  },
});
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger, fontWeight: vars.font.weight.medium });
export const textArea = style({ paddingBlock: vars.space[2], resize: 'vertical', fontFamily: 'inherit', fontSize: 'inherit', lineHeight: vars.font.lineHeight.normal });
