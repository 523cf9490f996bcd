/** The match page (match-overview-page.tsx): header and actions, the score, lineups, the event log, statistics. */
import { style, styleVariants } from '@vanilla-extract/css';
import { pitchLabel } from '#src/styles/chips.css.ts';
import { pageColumn, row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { barTrack, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';
import { scoreFigure, scoreLine, scoreSide } from '#src/styles/score.css.ts';

export const page = pageColumn({ gap: 4 });
/** Quiet words inside a heading or a score keep the regular weight. */
export const muted = text({ size: 'sm', tone: 'muted', weight: 'regular' });
// A column on phones, the title and the actions on one line from the tablet width on.
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const titleLine = style([row({ gap: 2, align: 'center' }), { minWidth: 0 }]);
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.heavy, overflowWrap: 'anywhere' });
/** The live stream's status: a dot and a word, quiet unless the connection is lost. */
export const liveStatus = style([text({ size: 'sm', weight: 'bold', tone: 'muted' }), row({ inline: true, gap: 1, align: 'center' }), { margin: 0 }]);
const liveDotBase = style({ width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full });
export const liveDot = styleVariants({
  connecting: [liveDotBase, { backgroundColor: vars.color.borderStrong }],
  live: [liveDotBase, { backgroundColor: vars.color.pitch }],
  reconnecting: [liveDotBase, { backgroundColor: vars.color.danger }],
});
export const actions = row({ gap: 2, wrap: true });
export const mainAndSide = twoColumns({ from: 'lg', ratio: '3:2', gap: 4 });
export const column = style([stack({ gap: 4 }), { minWidth: 0 }]);

// ---- score --------------------------------------------------------------------------------------
export const scoreBoard = scoreLine({ surface: 'gradient' });
export const scoreTeam = scoreSide;
export const scoreTeamName = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { fontSize: vars.font.size.lg } },
});
export const scoreMiddle = stack({ gap: 2, align: 'center' });
export const scoreBig = scoreFigure({ grow: true });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

// ---- lineups ------------------------------------------------------------------------------------
export const lineups = twoColumns({ from: 'lg', ratio: 'even', gap: 5 });
/** A side's lineup, and in it the pitch with anyone on it without a cell of their own under it. */
export const lineupSide = style([stack({ gap: 2 }), { minWidth: 0 }]);
export const lineupHeading = style([row({ gap: 2, align: 'center' }), text({ size: 'md', weight: 'bold' }), { margin: 0 }]);
export const lineupBody = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)' } },
});
export const pitch = style({ position: 'relative', aspectRatio: '5 / 4', borderRadius: vars.radius.md, backgroundColor: vars.color.pitch, overflow: 'hidden' });
export const markings = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const line = style({ fill: 'none', stroke: vars.color.onPitch, strokeOpacity: 0.7, strokeWidth: 0.6, vectorEffect: 'non-scaling-stroke' });
export const grid = style({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: vars.space[1],
  height: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(6, minmax(0, 1fr))',
});
export const cell = style([stack({ gap: 0, align: 'center' }), { justifyContent: 'center', minWidth: 0 }]);
export const shirt = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    position: 'relative',
    width: vars.space[6],
    height: vars.space[6],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.team,
    border: `${vars.size.focusWidth} solid ${vars.color.onPitch}`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.heavy,
    fontVariantNumeric: 'tabular-nums',
    '@media': { [media.md]: { width: vars.space[8], height: vars.space[8] } },
  },
]);
/** The arrow of a player who came on, on the shirt's corner (the record screen's mark). */
export const cameOnBadge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space[1]})`,
  right: `calc(-1 * ${vars.space[2]})`,
  width: vars.space[3],
  height: vars.space[3],
  padding: vars.size.hairline,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onPitch,
  pointerEvents: 'none',
});
export const markerName = pitchLabel;
export const pitchEmpty = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.onPitch,
  fontWeight: vars.font.weight.bold,
});
export const bench = stack({ gap: 2 });
export const benchHeading = text({ size: 'sm', weight: 'bold' });
export const benchList = style([bareList, stack({ gap: 1 })]);
export const benchItem = style([row({ gap: 2, align: 'center' }), tile({ pad: 2 }), text({ size: 'sm' })]);
/** Someone who has left the pitch (substituted out, sent off): still listed, quieter, with the reason. */
export const benchItemLeft = style([benchItem, { color: vars.color.textMuted, flexWrap: 'wrap' }]);
export const benchNumber = style({ minWidth: vars.space[6], textAlign: 'center', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

// ---- timeline -----------------------------------------------------------------------------------
export const timeline = stack({ gap: 2 });
/** A substitution's two players, one under the other, each with their mark. */
export const substitutionPair = stack({ gap: 1 });
// On a phone the mark wraps under the name, so the log keeps all four columns on screen.
export const substitutionSide = row({ gap: 1, align: 'center', wrap: true });
export const derivedRow = style({ color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted });
export const minute = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.pitchStrong });
const dot = style({ display: 'inline-block', width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, marginInlineEnd: vars.space[1] });
export const sideDot = styleVariants({ home: [dot, { backgroundColor: vars.color.pitch }], away: [dot, { backgroundColor: vars.color.primary }] });

// ---- stats --------------------------------------------------------------------------------------
export const statsHead = style([row({ justify: 'between' }), text({ size: 'sm', weight: 'bold' })]);
export const stats = style([bareList, stack({ gap: 2 })]);
export const statRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space[8]} minmax(0, 1fr) ${vars.space[8]}`,
  alignItems: 'center',
  gap: vars.space[2],
});
export const statNumber = style({ textAlign: 'center', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const statMiddle = stack({ gap: 1, align: 'center' });
export const statLabel = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const statTracks = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[1], width: '100%' });
const track = style([barTrack, { display: 'flex' }]);
export const trackHome = style([track, { justifyContent: 'flex-end' }]);
export const trackAway = style([track, { justifyContent: 'flex-start' }]);
export const fillHome = style({ display: 'block', height: '100%', backgroundColor: vars.color.pitch });
export const fillAway = style({ display: 'block', height: '100%', backgroundColor: vars.color.primary });

// ---- memo ---------------------------------------------------------------------------------------
export const memo = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight.normal });

// ---- request state, ownership and the recorder (decisions 029, 054) ------------------------------
export const requestText = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
/** Why an admin's action is not offered, or what a named member may do: under the actions. */
export const actionNote = style([row({ gap: 1, align: 'center' }), text({ size: 'sm', tone: 'muted' }), { margin: 0, flexBasis: '100%' }]);
export const dialogBody = stack({ gap: 4 });
export const dialogField = stack({ gap: 2 });
export const dialogActions = row({ gap: 2, justify: 'end', wrap: true });

// ---- the public scoreboard link (decision 057) -----------------------------------------------------
export const shareBody = stack({ gap: 3 });
