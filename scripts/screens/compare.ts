/**
 * `npm run screens:compare -- <beforeDir> <afterDir> [--diff <dir>] [--threshold <0..1>]`: compares
 * the same-named PNGs of two `npm run screens` captures pixel by pixel (pixelmatch) and prints one
 * line per screen: identical, N pixels differ (x %), size changed, or missing on one side. With
 * `--diff`, writes for each screen that differs an image of the differences (red) over a faded copy
 * of the "before". Exits 1 when any screen is not identical, 0 when all are.
 *
 * `--threshold` is pixelmatch's colour tolerance per pixel; the default 0 counts any change of any
 * pixel, anti-aliasing included (two captures of the same code come out identical: README.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

type Outcome =
  | { kind: 'identical' }
  | { kind: 'differs'; pixels: number; share: number }
  | { kind: 'size'; before: string; after: string }
  | { kind: 'missing'; side: 'before' | 'after' };

const pngs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);
const size = (png: PNG) => `${png.width}×${png.height}`;

export function compareImages(beforeFile: string, afterFile: string, threshold: number): { outcome: Outcome; diff: PNG | null } {
  const before = PNG.sync.read(readFileSync(beforeFile));
  const after = PNG.sync.read(readFileSync(afterFile));
  if (before.width !== after.width || before.height !== after.height) {
    return { outcome: { kind: 'size', before: size(before), after: size(after) }, diff: null };
  }
  if (before.data.equals(after.data)) return { outcome: { kind: 'identical' }, diff: null };
  const diff = new PNG({ width: before.width, height: before.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, before.width, before.height, { threshold, includeAA: true });
  if (pixels === 0) return { outcome: { kind: 'identical' }, diff: null };
  return { outcome: { kind: 'differs', pixels, share: pixels / (before.width * before.height) }, diff };
}

function describe(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'identical':
      return 'identical';
    case 'differs':
      return `${outcome.pixels} pixels differ (${(outcome.share * 100).toFixed(outcome.share < 0.001 ? 4 : 2)} %)`;
    case 'size':
      return `size changed (${outcome.before} → ${outcome.after})`;
    case 'missing':
      return `missing in ${outcome.side}`;
  }
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { diff: { type: 'string' }, threshold: { type: 'string', default: '0' } },
  });
  const [beforeArg, afterArg] = positionals;
  const threshold = Number(values.threshold);
  if (!beforeArg || !afterArg || positionals.length !== 2 || !(threshold >= 0 && threshold <= 1)) {
    console.error('usage: compare.ts <beforeDir> <afterDir> [--diff <dir>] [--threshold <0..1>]');
    process.exit(2);
  }
  const beforeDir = resolve(beforeArg);
  const afterDir = resolve(afterArg);
  const names = [...new Set([...pngs(beforeDir), ...pngs(afterDir)])].sort();
  if (names.length === 0) {
    console.error(`no PNG in ${beforeDir} or ${afterDir}`);
    process.exit(2);
  }
  const diffDir = values.diff ? resolve(values.diff) : null;
  if (diffDir) mkdirSync(diffDir, { recursive: true });

  const width = Math.max(...names.map((n) => n.length));
  let different = 0;
  for (const name of names) {
    const beforeFile = join(beforeDir, name);
    const afterFile = join(afterDir, name);
    let outcome: Outcome;
    let diff: PNG | null = null;
    if (!existsSync(beforeFile)) outcome = { kind: 'missing', side: 'before' };
    else if (!existsSync(afterFile)) outcome = { kind: 'missing', side: 'after' };
    else ({ outcome, diff } = compareImages(beforeFile, afterFile, threshold));
    if (outcome.kind !== 'identical') different++;
    if (diff && diffDir) writeFileSync(join(diffDir, name), PNG.sync.write(diff));
    console.log(`${name.padEnd(width)}  ${describe(outcome)}`);
  }
  console.log(
    `${names.length - different} of ${names.length} screens ` +
      `identical${different ? `, ${different} not` : ''}${diffDir && different ? ` (differences in ${diffDir})` : ''}`,
  );
  process.exitCode = different ? 1 : 0;
}

main();
