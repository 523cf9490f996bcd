import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { visuallyHidden as hidden } from '#src/styles/utilities.css.ts';

export const visuallyHidden = hidden;
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });
export const error = style({ padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover, margin: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } } });
export const titleLine = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.heavy, overflowWrap: 'anywhere' });
/** The live stream's status: a dot and a word, quiet unless the connection is lost. */
export const liveStatus = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted });
export const liveDot = styleVariants({
  connecting: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.borderStrong },
  live: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.pitch },
  reconnecting: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.danger },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space[6] } },
});
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const twoColumns = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

// ---- score --------------------------------------------------------------------------------------
export const scoreBoard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.pitchSoft}, ${vars.color.primarySoft})`,
});
export const scoreTeam = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[1], textAlign: 'center', minWidth: 0 });
export const scoreTeamName = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, overflowWrap: 'anywhere', '@media': { [media.md]: { fontSize: vars.font.size.lg } } });
export const scoreMiddle = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });
export const scoreBig = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', '@media': { [media.md]: { fontSize: vars.font.size.display } } });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2], margin: 0, '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted, minWidth: 0 });
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

// ---- lineups ------------------------------------------------------------------------------------
export const lineups = style({ display: 'grid', gap: vars.space[5], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const lineupSide = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const lineupHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const lineupBody = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)' } } });
/** The pitch, and under it anyone on it without a cell of their own. */
export const pitchColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
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
export const cell = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space[0], minWidth: 0 });
export const shirt = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.team,
  border: `${vars.size.focusWidth} solid ${vars.color.onPitch}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.heavy,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.md]: { width: vars.space[8], height: vars.space[8] } },
});
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
export const markerName = style({
  maxWidth: '100%',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.pitchStrong,
  color: vars.color.onPitch,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const pitchEmpty = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', margin: 0, color: vars.color.onPitch, fontWeight: vars.font.weight.bold });
export const bench = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const benchHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const benchList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const benchItem = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], padding: vars.space[2], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted, fontSize: vars.font.size.sm });
/** Someone who has left the pitch (substituted out, sent off): still listed, quieter, with the reason. */
export const benchItemLeft = style([benchItem, { color: vars.color.textMuted, flexWrap: 'wrap' }]);
export const benchNumber = style({ minWidth: vars.space[6], textAlign: 'center', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

// ---- timeline -----------------------------------------------------------------------------------
export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const scroller = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({ textAlign: 'start', padding: vars.space[2], color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const td = style({ padding: vars.space[2], textAlign: 'start', borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const eventCell = style([td, { fontWeight: vars.font.weight.bold }]);
/** A substitution's two players, one under the other, each with their mark. */
export const substitutionPair = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
// On a phone the mark wraps under the name, so the log keeps all four columns on screen.
export const substitutionSide = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[1] });
export const substitutionCell = style([td, { whiteSpace: 'normal' }]);
/** A long team name wraps rather than pushing the 기록 column off a phone's screen. */
export const teamCell = style([td, { whiteSpace: 'normal', overflowWrap: 'anywhere' }]);
export const derivedRow = style({ color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted });
export const minute = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.pitchStrong });
const dot = style({ display: 'inline-block', width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, marginInlineEnd: vars.space[1] });
export const sideDot = styleVariants({ home: [dot, { backgroundColor: vars.color.pitch }], away: [dot, { backgroundColor: vars.color.primary }] });

// ---- stats --------------------------------------------------------------------------------------
export const statsHead = style({ display: 'flex', justifyContent: 'space-between', fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });
export const stats = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const statRow = style({ display: 'grid', gridTemplateColumns: `${vars.space[8]} minmax(0, 1fr) ${vars.space[8]}`, alignItems: 'center', gap: vars.space[2] });
export const statNumber = style({ textAlign: 'center', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const statMiddle = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], alignItems: 'center' });
export const statLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const statTracks = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[1], width: '100%' });
const track = style({ display: 'flex', height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
export const trackHome = style([track, { justifyContent: 'flex-end' }]);
export const trackAway = style([track, { justifyContent: 'flex-start' }]);
export const fillHome = style({ display: 'block', height: '100%', backgroundColor: vars.color.pitch });
export const fillAway = style({ display: 'block', height: '100%', backgroundColor: vars.color.primary });

// ---- memo ---------------------------------------------------------------------------------------
export const memo = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight.normal });

// ---- request state and ownership (decision 029) --------------------------------------------------
export const requestText = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
/** Why an admin's action is not offered, beside the actions. */
export const refusal = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, flexBasis: '100%' });

// ---- the recorder (decision 054) -----------------------------------------------------------------
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const dialogField = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
/** What a named member is told on the match page, beside the way into the record screen. */
export const recorderNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, flexBasis: '100%' });
