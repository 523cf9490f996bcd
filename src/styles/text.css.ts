/**
 * Text: size, weight and tone from the theme, so "muted", "error" and "heading" are said once.
 * `text({ size: 'sm', tone: 'muted' })` is the quiet line under a title; `text({ size: 'lg', weight:
 * 'bold' })` a section's heading. Headings and paragraphs have no margins already (the global reset).
 */
import { recipe } from '@vanilla-extract/recipes';
import { scaleVariants } from './scale.ts';
import { vars } from './theme.css.ts';

export const text = recipe({
  variants: {
    size: scaleVariants(vars.font.size, (fontSize) => ({ fontSize })),
    weight: scaleVariants(vars.font.weight, (fontWeight) => ({ fontWeight })),
    /** `muted` for what explains, `danger` for a field's or a section's failure on the page's background. */
    tone: { muted: { color: vars.color.textMuted }, danger: { color: vars.color.danger } },
  },
});
