/**
 * Text: size, weight and tone from the theme, so "muted", "error" and "heading" are said once.
 * `text({ size: 'sm', tone: 'muted' })` is the quiet line under a title; `text({ size: 'lg', weight:
 * 'bold' })` a section's heading. Headings and paragraphs have no margins already (the global reset).
 */
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

const { size, weight } = vars.font;

export const text = recipe({
  variants: {
    size: {
      xs: { fontSize: size.xs },
      sm: { fontSize: size.sm },
      md: { fontSize: size.md },
      lg: { fontSize: size.lg },
      xl: { fontSize: size.xl },
      xxl: { fontSize: size.xxl },
    },
    weight: {
      regular: { fontWeight: weight.regular },
      medium: { fontWeight: weight.medium },
      semibold: { fontWeight: weight.semibold },
      bold: { fontWeight: weight.bold },
      heavy: { fontWeight: weight.heavy },
    },
    /** `muted` for what explains, `danger` for a field's or a section's failure on the page's background. */
    tone: { muted: { color: vars.color.textMuted }, danger: { color: vars.color.danger } },
  },
});
