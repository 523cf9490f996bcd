import { style, styleVariants } from '@vanilla-extract/css';
import { GRID_COLUMNS, GRID_ROWS } from '#machines/lineup.grid.ts';
import { row as flexRow } from '#src/styles/layout.css.ts';
import { vars } from '#src/styles/theme.css.ts';

/** A player's number on the pitch, a white disc: the lineup editor's and the record screen's markers. */
export const markerDisc = style([
  flexRow({ inline: true, align: 'center', justify: 'center' }),
  {
    width: vars.size.marker,
    height: vars.size.marker,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.textOnLight,
    fontWeight: vars.font.weight.heavy,
    fontSize: vars.font.size.sm,
    boxShadow: vars.shadow.sm,
  },
]);

/* The half-pitch: halfway line on top (with half the centre circle), the goal at the bottom. */
export const frame = style({ width: '100%', maxWidth: vars.size.pitchMax, marginInline: 'auto' });
export const surface = style({
  position: 'relative',
  aspectRatio: '5 / 5.6',
  borderRadius: vars.radius.md,
  border: `${vars.size.focusWidth} solid ${vars.color.pitchLine}`,
  backgroundColor: vars.color.pitch,
  backgroundImage: `repeating-linear-gradient(180deg, ${vars.color.pitch} 0 8.333%, ${vars.color.pitchStripe} 8.333% 16.666%)`,
});
/** The 6 × 5 cells over the drawing; children fill it in order or are placed with `cellPlacement`. */
export const grid = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gridTemplateRows: `repeat(${GRID_ROWS}, minmax(0, 1fr))`,
  padding: vars.space[2],
  gap: vars.space[1],
  margin: 0,
  listStyle: 'none',
});
export const lines = style({ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' });
export const centreCircle = style({
  position: 'absolute',
  left: '50%',
  top: 0,
  width: '36%',
  aspectRatio: '1',
  transform: 'translate(-50%, -50%)',
  border: `${vars.size.focusWidth} solid ${vars.color.pitchLine}`,
  borderRadius: vars.radius.full,
});
export const penaltyBox = style({
  position: 'absolute',
  left: '20%',
  right: '20%',
  bottom: 0,
  height: '24%',
  border: `${vars.size.focusWidth} solid ${vars.color.pitchLine}`,
  borderBottom: 'none',
});
export const goalBox = style({
  position: 'absolute',
  left: '35%',
  right: '35%',
  bottom: 0,
  height: '9%',
  border: `${vars.size.focusWidth} solid ${vars.color.pitchLine}`,
  borderBottom: 'none',
});

const index = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i, i + 1]));
/** Grid lines are 1-based; a row or column index of the lineup grid is 0-based. */
export const row = styleVariants(index(GRID_ROWS), (line) => ({ gridRow: line }));
export const column = styleVariants(index(GRID_COLUMNS), (line) => ({ gridColumn: line }));
