/**
 * A theme scale (spaces, font sizes, weights) as recipe variants for one CSS property, so a primitive's
 * value reads as the step it is (`stack({ gap: 3 })`, `text({ size: 'sm' })`) and never as a value of
 * its own.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A step of the space scale (4 px each: 1 = 4 px, 4 = 16 px). */
export type Space = keyof typeof vars.space;

/** `{ step: rule(value) }` for every step of `scale`, the theme's variables as values. */
export function scaleVariants<Step extends string | number>(scale: Record<Step, string>, rule: (value: string) => StyleRule): Record<Step, StyleRule> {
  return Object.fromEntries(Object.entries<string>(scale).map(([step, value]) => [step, rule(value)])) as Record<Step, StyleRule>;
}

/** The space scale's steps as variants: `spaceScale((space) => ({ gap: space }))`. */
export function spaceScale(rule: (space: string) => StyleRule): Record<Space, StyleRule> {
  return scaleVariants(vars.space, rule);
}
