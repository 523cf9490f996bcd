/** The notice form: title, the rich text editor's frame and toolbar text, the link dialog. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { alert, card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { body } from './notices.css.ts';

export const form = style([stack({ gap: 5 }), card({ edge: 'line', pad: 5 })]);
export const field = stack({ gap: 2 });
export const label = style([text({ size: 'sm', weight: 'semibold' }), { color: vars.color.text }]);
export const frame = style([
  stack(),
  {
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
    overflow: 'hidden',
    backgroundColor: vars.color.surface,
    selectors: { '&:focus-within': { borderColor: vars.color.primary } },
  },
]);
export const frameInvalid = style([frame, { borderColor: vars.color.danger }]);
export const content = style([
  body,
  {
    minHeight: '16rem',
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: vars.space[4],
    outline: 'none',
    selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` } },
  },
]);
export const error = style([text({ size: 'sm' }), { margin: 0, color: vars.color.dangerHover }]);
export const footer = row({ gap: 2, align: 'center', justify: 'end', wrap: true });
export const formError = alert({ tone: 'danger' });
/** The link dialog's buttons (components/ui/form-buttons.tsx) stand apart from its field. */
export const dialogActions = style({ marginTop: vars.space[4] });
export const toolText = text({ size: 'xs', weight: 'heavy' });
