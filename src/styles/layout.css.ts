/**
 * Layout primitives: `pageColumn` (a screen's content), `stack` (a column with a gap), `row` (a line
 * with a gap, wrapping on request) and `twoColumns` (one column on phones, two from a breakpoint). Gaps are steps of the theme's space scale.
 * Used alone they are a component's class (`className={stack({ gap: 2 })}`); with rules of its own a
 * feature composes them in its .css.ts: `style([stack({ gap: 4 }), { minWidth: 0 }])`. The rules added
 * never restate a property the recipe sets: the recipe's sheet and the feature's may load in either
 * order, so what differs is a variant here.
 */
import { recipe } from '@vanilla-extract/recipes';
import { spaceScale } from './scale.ts';
import { media, vars } from './theme.css.ts';

const gap = spaceScale((space) => ({ gap: space }));

/** A screen's column of sections: the content's width at most (a form's, `narrow`), centred. */
export const pageColumn = recipe({
  base: { display: 'flex', flexDirection: 'column', width: '100%', marginInline: 'auto' },
  variants: {
    gap,
    width: { content: { maxWidth: vars.size.contentMax }, narrow: { maxWidth: vars.size.dialogWide } },
  },
  defaultVariants: { width: 'content' },
});

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap,
    /** Children keep their own width, at the start, centred or at the end, instead of filling the column. */
    align: { start: { alignItems: 'flex-start' }, center: { alignItems: 'center' }, end: { alignItems: 'flex-end' } },
  },
});

export const row = recipe({
  base: { display: 'flex' },
  variants: {
    gap,
    /** A row inside a line of text or next to other inline boxes: an icon button, a chip, an avatar. */
    inline: { true: { display: 'inline-flex' }, false: {} },
    align: { start: { alignItems: 'flex-start' }, center: { alignItems: 'center' }, end: { alignItems: 'flex-end' }, baseline: { alignItems: 'baseline' } },
    justify: { center: { justifyContent: 'center' }, end: { justifyContent: 'flex-end' }, between: { justifyContent: 'space-between' } },
    /** What does not fit goes onto the next line (a row of buttons or chips on a phone). */
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
  },
  defaultVariants: { wrap: false, inline: false },
});

const fromMd = (gridTemplateColumns: string) => ({ '@media': { [media.md]: { gridTemplateColumns, alignItems: 'start' } } });
const fromLg = (gridTemplateColumns: string) => ({ '@media': { [media.lg]: { gridTemplateColumns, alignItems: 'start' } } });
const even = 'repeat(2, minmax(0, 1fr))';
const mainAndSide = 'minmax(0, 3fr) minmax(0, 2fr)';

/** One column on phones; from `from` on, two columns, `even` or a main column and a side one (`3:2`). */
export const twoColumns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    gap,
    from: { md: {}, lg: {} },
    ratio: { even: {}, '3:2': {} },
  },
  compoundVariants: [
    { variants: { from: 'md', ratio: 'even' }, style: fromMd(even) },
    { variants: { from: 'md', ratio: '3:2' }, style: fromMd(mainAndSide) },
    { variants: { from: 'lg', ratio: 'even' }, style: fromLg(even) },
    { variants: { from: 'lg', ratio: '3:2' }, style: fromLg(mainAndSide) },
  ],
  defaultVariants: { from: 'lg', ratio: 'even' },
});
