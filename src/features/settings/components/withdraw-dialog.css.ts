import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
export const consequences = style({ margin: 0, paddingLeft: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const warning = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold });
export const refusal = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  borderLeft: `${vars.size.focusWidth} solid ${vars.color.danger}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
export const teamLinks = style({ margin: 0, paddingLeft: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2] });
/** Cancel at one end, the danger button at the other: a slip of the thumb does not reach it. */
export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4], flexWrap: 'wrap' });
