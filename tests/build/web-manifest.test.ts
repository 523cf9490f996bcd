/**
 * The home screen's view of the app on the real build (decision 083): the web app manifest's every
 * field, index.html's iPhone tags, and each icon a file of the stated size (read from the PNG header).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { palette } from '#src/styles/palette.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
let manifest: Record<string, unknown> & { icons: Icon[] };
let html: string;

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the client build failed:\n${build.stdout}\n${build.stderr}`);
  manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  html = readFileSync(join(dist, 'index.html'), 'utf8');
}, 300_000);

/** A PNG's width and height: the IHDR chunk's first two big-endian words, after the 8-byte signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The attribute `name` of the first tag matching `tag`, or null. */
function attribute(tag: RegExp, name: string): string | null {
  const found = tag.exec(html)?.[0];
  return found ? (new RegExp(`${name}="([^"]*)"`).exec(found)?.[1] ?? null) : null;
}

describe('the web app manifest', () => {
  it('names the app in Korean and opens it full screen at its start, in the theme colours', () => {
    expect(manifest).toMatchObject({
      name: '피치사이드 Pitchside',
      short_name: '피치사이드',
      lang: 'ko',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: palette.primary,
      background_color: palette.surface,
    });
    expect(manifest.description).toEqual(expect.stringMatching(/[가-힣]/));
  });

  it('has 192 and 512 PNG icons and a maskable 512, each a file of its stated size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual(
      expect.arrayContaining([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]),
    );
    for (const icon of manifest.icons) {
      const file = join(dist, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type !== 'image/png') continue;
      const { width, height } = pngSize(file);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from the page', () => {
    expect(attribute(/<link rel="manifest"[^>]*>/, 'href')).toBe('/manifest.webmanifest');
  });
});

describe("index.html's tags for the iPhone home screen", () => {
  it('links a 180 × 180 apple-touch-icon that exists', () => {
    const href = attribute(/<link rel="apple-touch-icon"[^>]*>/, 'href');
    expect(href).not.toBeNull();
    expect(attribute(/<link rel="apple-touch-icon"[^>]*>/, 'sizes')).toBe('180x180');
    expect(pngSize(join(dist, href!))).toEqual({ width: 180, height: 180 });
  });

  it("opens as an app with the manifest's short name, and colours the bar as the manifest does", () => {
    expect(attribute(/<meta name="apple-mobile-web-app-capable"[^>]*>/, 'content')).toBe('yes');
    expect(attribute(/<meta name="apple-mobile-web-app-title"[^>]*>/, 'content')).toBe(manifest.short_name);
    expect(attribute(/<meta name="apple-mobile-web-app-status-bar-style"[^>]*>/, 'content')).toBe('default');
    expect(attribute(/<meta name="theme-color"[^>]*>/, 'content')).toBe(manifest.theme_color);
  });
});
