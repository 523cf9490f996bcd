/**
 * Draws the PNG icons of the web app manifest and the iPhone home screen from public/pitchside-icon.svg
 * with the system Chromium (no rasteriser to install): `node --import tsx scripts/make-icons.ts`.
 * The PNGs are committed (public/icons/); run this again after changing the SVG. The full-bleed ones
 * (maskable, apple-touch) fill the square with the icon's blue and shrink the pitch into the middle:
 * Android crops a maskable icon to a circle of 80 % of its width, iOS rounds the square's corners.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { fullBrowserPath } from '../playwright.config.ts';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public/pitchside-icon.svg'), 'utf8');
const background = /<rect x="2" y="2" width="60" height="60" rx="14" fill="(#[0-9A-F]{6})"\/>/.exec(svg);
if (!background) throw new Error('public/pitchside-icon.svg: the background square is not where this script expects it');
const pitch = svg.slice(svg.indexOf(background[0]) + background[0].length, svg.lastIndexOf('</svg>'));

/** The whole square in the icon's blue, the pitch scaled by `scale` around the middle. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background[1]}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${pitch}</g></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.78) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({ executablePath: fullBrowserPath });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: join(root, 'public/icons', icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
  }
} finally {
  await browser.close();
}
