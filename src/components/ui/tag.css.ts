import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';

/** Tones pair a soft background with a strong text colour (WCAG AA on both). */
export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingInline: vars.space[2],
    minHeight: vars.space[6],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    border: `${vars.size.hairline} solid transparent`,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      blue: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed },
      green: { backgroundColor: vars.color.pitchSoft, color: vars.color.pitchStrong },
      red: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover },
      yellow: { backgroundColor: vars.color.cardYellow, color: vars.color.textOnLight },
      solid: { backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch },
      outline: { backgroundColor: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type TagVariants = RecipeVariants<typeof tag>;
