import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { overlay as overlayRecipe } from './overlay.css.ts';
import { row, stack } from '#src/styles/layout.css.ts';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = overlayRecipe({ from: 'end' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '90dvh',
  backgroundColor: vars.color.surface,
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideUp} ${vars.motion.fast} ease-out` } },
  '@media': {
    [media.md]: {
      maxWidth: vars.size.dialog,
      maxHeight: 'none',
      height: '100dvh',
      borderRadius: 0,
      borderLeft: `${vars.size.hairline} solid ${vars.color.border}`,
      selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.fast} ease-out` } },
    },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const head = style([
  row({ gap: 3, align: 'center', justify: 'between' }),
  {
    paddingBlock: vars.space[3],
    paddingInline: vars.space[5],
    borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  },
]);

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const body = style([stack({ gap: 5 }), { flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space[5] }]);
