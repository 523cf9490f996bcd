import { describe, expect, it } from 'vitest';
import { vestColours } from '#contract/enums.ts';
import { defaultVests, sideLabel, sideVest, vestLabel, vestsDistinct } from '#src/lib/vest.ts';
import { luminance } from '#src/styles/team-color.ts';
import { vestPalette } from '#src/styles/vest-palette.ts';

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('vest colours', () => {
  it.each(vestColours)('%s: the text on its swatch reads at WCAG AA (4.5:1)', (colour) => {
    const { swatch, on } = vestPalette[colour];
    expect(contrast(swatch, on)).toBeGreaterThanOrEqual(4.5);
  });

  it('names every vest in Korean and a side by its vest', () => {
    expect(vestColours.map(vestLabel)).toEqual(['주황', '노랑', '초록', '파랑', '빨강', '흰색', '검정', '분홍']);
    expect(sideLabel('ORANGE')).toBe('주황팀');
    expect(sideLabel('WHITE')).toBe('흰색팀');
  });

  it('starts a new scrimmage with distinct vests per side, and tells two sides in one colour apart', () => {
    expect(defaultVests(2)).toEqual(['ORANGE', 'YELLOW']);
    expect(defaultVests(3)).toEqual(['ORANGE', 'YELLOW', 'GREEN']);
    expect(vestsDistinct(defaultVests(3))).toBe(true);
    expect(vestsDistinct(['BLUE', 'RED', 'BLUE'])).toBe(false);
  });

  it("takes a side's vest from the scrimmage's list", () => {
    expect(sideVest(['BLUE', 'RED', 'PINK'], 2)).toBe('PINK');
  });
});
