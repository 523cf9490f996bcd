/** The way out of an in-app browser and the iPhone home-screen guide: a quiet info box, numbered steps. */
import { style } from '@vanilla-extract/css';
import { stack } from '#src/styles/layout.css.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const note = style([stack({ gap: 2 }), alert({ tone: 'info' }), text({ size: 'sm' })]);
export const line = style({ margin: 0 });
export const steps = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const url = style({ margin: 0, overflowWrap: 'anywhere', userSelect: 'all' });
export const sheet = stack({ gap: 3 });
export const lead = style([text({ size: 'sm', tone: 'muted' }), { margin: 0 }]);
/** The share icon sits in the line of text, the small icon size. */
export const shareIcon = style({
  display: 'inline-block',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  verticalAlign: 'text-bottom',
  marginInline: vars.space[1],
  color: vars.color.primary,
});
