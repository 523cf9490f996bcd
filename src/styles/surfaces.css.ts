/**
 * Surfaces: `card` (a white panel on the page, with a shadow or a hairline), `tile` (a quiet box inside
 * a card: a fact, a stat) and `alert` (a message on a soft background: a failure, a notice). They paint
 * and pad; the layout inside comes from layout.css.ts, composed in the feature's .css.ts:
 * `style([stack({ gap: 4 }), card({ pad: 4, padFromMd: 6 })])`.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { spaceScale } from './scale.ts';
import { media, vars } from './theme.css.ts';

const hairline = `${vars.size.hairline} solid ${vars.color.border}`;

export const card = recipe({
  base: { borderRadius: vars.radius.lg, backgroundColor: vars.color.surface },
  variants: {
    /**
     * A card on the page's grey lifts with a shadow; one among other framed parts has a hairline; a
     * dashed one is a place for something still to come (no team yet, a team still to be named).
     */
    edge: { shadow: { boxShadow: vars.shadow.sm }, line: { border: hairline }, dashed: { border: `${vars.size.hairline} dashed ${vars.color.borderStrong}` } },
    pad: spaceScale((space) => ({ padding: space })),
    /** The padding from the tablet width on, where a card has more room. */
    padFromMd: spaceScale((space) => ({ '@media': { [media.md]: { padding: space } } })),
  },
  defaultVariants: { edge: 'shadow' },
});

export const tile = recipe({
  base: { borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted },
  variants: { pad: spaceScale((space) => ({ padding: space })) },
  defaultVariants: { pad: 3 },
});

export const alert = recipe({
  base: { margin: 0, borderRadius: vars.radius.md },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover },
      info: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed },
    },
    pad: spaceScale((space) => ({ padding: space })),
  },
  defaultVariants: { tone: 'danger', pad: 3 },
});

/** A bar's groove: thin, rounded, sunken; its fill (the caller's) grows inside it and is clipped to it. */
export const barTrack = style({ blockSize: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
