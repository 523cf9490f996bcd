/**
 * The team colour is data, not a theme constant: elements that show it override the `team`
 * custom property inline, and the text on it is black or white by luminance (WCAG 2 AA).
 */
import type { CSSProperties } from 'react';
import { vars } from './theme.css.ts';

/** The colour of a team whose colour is not known (e.g. a list item without it): a neutral grey. */
export const unknownTeamColor = '#8A94A6';

/** `var(--x)` → `--x`, so a theme variable can be set in a `style` attribute. */
export function cssVarName(reference: string): string {
  const match = /^var\((--[^,)]+)/.exec(reference);
  return match ? match[1] : reference;
}

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#RRGGBB` (WCAG 2). */
export function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 0;
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Whether dark text reads better than white text on this colour. */
export function prefersDarkText(hex: string): boolean {
  const l = luminance(hex);
  // contrast with black (l + 0.05) / 0.05 against contrast with white 1.05 / (l + 0.05)
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05);
}

/** Inline style that paints an element in a team's colour with readable text. */
export function teamColorStyle(hex: string): CSSProperties {
  return {
    [cssVarName(vars.color.team)]: hex,
    color: prefersDarkText(hex) ? vars.color.textOnLight : vars.color.textOnDark,
  } as CSSProperties;
}

/**
 * Kit colours offered as swatches when a team picks its uniform (shirt, shorts, socks): the
 * common football kit colours. Any other `#RRGGBB` can be typed in.
 */
export const uniformPalette = [
  '#FFFFFF',
  '#161A22',
  '#D91920',
  '#0043FF',
  '#43A151',
  '#FFEA00',
  '#F97316',
  '#7C3AED',
  '#0EA5E9',
  '#8A94A6',
  '#7F1D1D',
  '#1E3A8A',
] as const;
