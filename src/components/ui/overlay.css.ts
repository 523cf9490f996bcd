/**
 * The dimmed layer under a dialog or a side panel: on a phone the sheet rises from the bottom; from
 * the tablet width on a dialog sits in the middle (`centre`) and a panel at the side (`end`).
 */
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '#src/styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.z.overlay,
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
    backgroundColor: vars.color.overlay,
    selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast}` } },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    from: {
      centre: { '@media': { [media.md]: { alignItems: 'center', padding: vars.space[6] } } },
      end: { '@media': { [media.md]: { alignItems: 'stretch', justifyContent: 'flex-end' } } },
    },
  },
});
