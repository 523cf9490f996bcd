/**
 * A vest's swatch and a side's label on it. The colours come from src/styles/vest-palette.ts; the text
 * colour is the palette's readable one, so the label passes AA on every vest.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { row } from './layout.css.ts';
import { vars } from './theme.css.ts';
import { vestPalette } from './vest-palette.ts';

const edge = `${vars.size.hairline} solid ${vars.color.borderStrong}`;

/** The swatch's colour, by vest: the background and the text on it. */
export const vestColour = styleVariants(vestPalette, ({ swatch, on }) => ({ backgroundColor: swatch, color: on }));

/** A side's label on its vest colour: a pill that names the side in words, so the colour never carries meaning alone. */
export const sidePill = style([
  row({ gap: 1, inline: true, align: 'center' }),
  { paddingInline: vars.space[2], borderRadius: vars.radius.full, border: edge, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm },
]);

/** A side's balance bar: its fill is the side's vest. */
/** A small round swatch beside a side's name (a list row, a pairing, a table). */
export const swatchDot = style({ flexShrink: 0, width: vars.size.iconSmall, height: vars.size.iconSmall, borderRadius: vars.radius.full, border: edge });

export const barFill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, borderRight: edge });
