import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { body } from './notices.css.ts';

export const form = style({
  display: 'flex', flexDirection: 'column', gap: vars.space[5],
  padding: vars.space[5], borderRadius: vars.radius.lg, border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surface,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const frame = style({
  display: 'flex', flexDirection: 'column', borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  overflow: 'hidden', backgroundColor: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.primary } },
});
export const frameInvalid = style([frame, { borderColor: vars.color.danger }]);
export const content = style([body, {
  minHeight: '16rem', maxHeight: '60vh', overflowY: 'auto', padding: vars.space[4], outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` } },
}]);
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerHover });
export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
export const formError = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap', marginTop: vars.space[4] });
export const toolText = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.heavy });
