import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../scripts/build/inline-icon.ts';

describe('svgDataUrl', () => {
  it.each([
    ['<svg a="1">\n  <g/>\n</svg>\n', "data:image/svg+xml,%3Csvg a='1'%3E%3Cg/%3E%3C/svg%3E"],
    ['<svg><rect fill="#0043FF"/></svg>', "data:image/svg+xml,%3Csvg%3E%3Crect fill='%230043FF'/%3E%3C/svg%3E"],
    ['<svg><text>100% 골</text></svg>', 'data:image/svg+xml,%3Csvg%3E%3Ctext%3E100%25 골%3C/text%3E%3C/svg%3E'],
  ])('%j → %s', (svg, url) => {
    expect(svgDataUrl(svg)).toBe(url);
  });

  it('holds no double quote, so it fits a double-quoted attribute', () => {
    expect(svgDataUrl('<svg x="1" y="2"/>')).not.toContain('"');
  });
});
