import { style } from '@vanilla-extract/css';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

// A long address breaks anywhere rather than push the page sideways on a phone; one press selects it whole.
export const linkText = style([
  text({ size: 'sm' }),
  {
    margin: 0,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    background: vars.color.surfaceMuted,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
]);
