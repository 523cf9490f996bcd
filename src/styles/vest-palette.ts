/**
 * The training-vest (조끼) colours of a 자체전's sides: one entry per colour, the swatch and the text
 * that reads on it at WCAG 2 AA (contrast ≥ 4.5:1, checked by tests/ui/scrimmage-vest.test.ts). A
 * swatch also carries a strong hairline, since a white or yellow vest alone vanishes on a white card.
 */
import type { VestColour } from '#contract/enums.ts';

export const vestPalette = {
  ORANGE: { swatch: '#F97316', on: '#161A22' },
  YELLOW: { swatch: '#FFEA00', on: '#161A22' },
  GREEN: { swatch: '#2E9E44', on: '#161A22' },
  BLUE: { swatch: '#0043FF', on: '#FFFFFF' },
  RED: { swatch: '#D91920', on: '#FFFFFF' },
  WHITE: { swatch: '#FFFFFF', on: '#161A22' },
  BLACK: { swatch: '#161A22', on: '#FFFFFF' },
  PINK: { swatch: '#EC4899', on: '#161A22' },
} as const satisfies Record<VestColour, { swatch: string; on: string }>;
