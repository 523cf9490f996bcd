/**
 * Small pills: `badge` names a role or a kind beside a title (soft background, strong text); `resultChip`
 * is a match's 승 / 무 / 패 (its colour repeats the text, it never replaces it), `sm` in a table or a
 * strip of recent results, `md` on the team page; `pitchLabel` is a player's name on a pitch.
 */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { truncate } from './utilities.css.ts';

export const badge = recipe({
  base: { paddingInline: vars.space[2], borderRadius: vars.radius.full, fontSize: vars.font.size.xs },
  variants: {
    tone: {
      green: { backgroundColor: vars.color.pitchSoft, color: vars.color.pitchStrong },
      blue: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed },
      red: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover },
    },
    weight: { semibold: { fontWeight: vars.font.weight.semibold }, bold: { fontWeight: vars.font.weight.bold } },
  },
  defaultVariants: { tone: 'green', weight: 'semibold' },
});

export const resultChip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    size: {
      sm: { minWidth: vars.space[6], height: vars.space[6], paddingInline: vars.space[1], fontSize: vars.font.size.xs },
      md: { minWidth: vars.space[8], height: vars.space[8], paddingInline: vars.space[2], fontSize: vars.font.size.sm },
    },
    result: {
      WIN: { backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch },
      DRAW: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      LOSE: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { size: 'sm' },
});

/** A name on the pitch, on a darker pill: white on the pitch green alone is too faint to read (WCAG AA). */
export const pitchLabel = style([
  truncate,
  { maxWidth: '100%', paddingInline: vars.space[1], borderRadius: vars.radius.sm, backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch },
  { fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold },
]);
