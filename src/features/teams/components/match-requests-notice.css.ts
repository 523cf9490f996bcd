import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const text = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, fontWeight: vars.font.weight.bold });
