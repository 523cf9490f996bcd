/**
 * A match's score line, as the match page, the records panel and the record screen show it: home |
 * the score | away, each side centred under its mark. `surface` is what it stands on: nothing (the
 * record screen's card), the pitch's soft green (a panel) or green running into blue (the match page).
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from './layout.css.ts';
import { media, vars } from './theme.css.ts';

const panel = { gap: vars.space[3], padding: vars.space[4], borderRadius: vars.radius.lg } as const;

export const scoreLine = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center' },
  variants: {
    surface: {
      none: { gap: vars.space[2] },
      pitch: { ...panel, backgroundColor: vars.color.pitchSoft },
      gradient: { ...panel, background: `linear-gradient(135deg, ${vars.color.pitchSoft}, ${vars.color.primarySoft})` },
    },
  },
});

/** The score between the sides, on one line; `grow` (the match page) takes the display size from a tablet on. */
export const scoreFigure = recipe({
  base: { margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: { grow: { true: { '@media': { [media.md]: { fontSize: vars.font.size.display } } }, false: {} } },
  defaultVariants: { grow: false },
});

/** One side of the line: its mark, its name, home or away. */
export const scoreSide = style([stack({ gap: 1, align: 'center' }), { textAlign: 'center', minWidth: 0 }]);
