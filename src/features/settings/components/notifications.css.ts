/** The settings dialog's 알림 section: this device's switch on a quiet tile, then one group per team. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { alert, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const device = style([stack({ gap: 2 }), tile({ pad: 3 })]);
export const deviceState = style([text({ size: 'sm', tone: 'muted' }), { margin: 0 }]);
export const deviceProblem = style([stack({ gap: 2 }), alert({ tone: 'info' }), text({ size: 'sm' })]);
export const deviceError = style([alert({ tone: 'danger' }), text({ size: 'sm' })]);
export const howTo = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const teams = stack({ gap: 3 });
export const teamsHead = stack({ gap: 1 });
export const subHeading = text({ size: 'sm', weight: 'bold' });
export const lead = style([text({ size: 'xs', tone: 'muted' }), { margin: 0 }]);
export const team = style([
  stack({ gap: 1 }),
  { padding: `${vars.space[2]} ${vars.space[3]}`, border: `${vars.size.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.md },
]);
export const teamHead = style([row({ gap: 2, align: 'center', justify: 'between', wrap: true }), { minHeight: vars.space[8] }]);
export const teamName = style([text({ size: 'sm', weight: 'bold' }), { margin: 0, overflowWrap: 'anywhere' }]);
export const saveState = style([row({ gap: 1, align: 'center' }), text({ size: 'xs', tone: 'muted' })]);
export const saved = style({ color: vars.color.success });
export const failed = style([row({ gap: 2, align: 'center', wrap: true }), text({ size: 'xs', tone: 'danger' })]);
