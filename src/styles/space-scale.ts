/**
 * The theme's space scale as recipe variants for one CSS property, so a primitive's spacing reads as
 * the step it is (`stack({ gap: 3 })`) and never as a length of its own.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A step of the space scale (4 px each: 1 = 4 px, 4 = 16 px). */
export type Space = keyof typeof vars.space;

/** `{ 0: rule('0'), 1: rule('4px'), … }` over every step, with the theme's variables as values. */
export function spaceScale(rule: (space: string) => StyleRule): Record<Space, StyleRule> {
  return Object.fromEntries(Object.entries(vars.space).map(([step, value]) => [step, rule(value)])) as Record<Space, StyleRule>;
}
