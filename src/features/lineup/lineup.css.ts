import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: vars.size.contentMax, marginInline: 'auto', width: '100%' });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const matchTitle = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const stepper = style({ display: 'flex', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' });
export const step = style({
  display: 'flex', alignItems: 'center', gap: vars.space[2], paddingBlock: vars.space[1], paddingInline: vars.space[3],
  borderRadius: vars.radius.full, backgroundColor: vars.color.surface, border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm, color: vars.color.textMuted,
  selectors: {
    '&[data-current]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: vars.font.weight.semibold },
    '&[data-done]': { color: vars.color.success },
  },
});
export const stepNumber = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: vars.space[6], height: vars.space[6],
  borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xs,
});

export const sideEditor = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const teamLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space[3], flexWrap: 'wrap' });
export const teamName = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
export const count = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
export const note = style({
  display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap', padding: vars.space[3], borderRadius: vars.radius.md,
  backgroundColor: vars.color.lineupNeutral, color: vars.color.textOnLight, fontSize: vars.font.size.sm,
});
export const toolbar = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', alignItems: 'center' });
export const formationGroup = style({ display: 'flex', gap: vars.space[1], flexWrap: 'wrap', alignItems: 'center' });
export const toolbarLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, marginInlineEnd: vars.space[1] });
export const liveRegion = style({ minHeight: vars.space[5], fontSize: vars.font.size.sm, color: vars.color.text, fontWeight: vars.font.weight.medium });

/** Phone: the pitch, the list switch, then one list. Wide: pool | pitch | starters and bench. */
export const board = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"pitch" "switch" "pool" "side"',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${vars.size.pitchMax}) minmax(0, 1fr)`,
      gridTemplateAreas: '"pool pitch side"',
      alignItems: 'start',
    },
  },
});
export const pitchArea = style({ gridArea: 'pitch' });
export const viewSwitch = style({ gridArea: 'switch', '@media': { [media.lg]: { display: 'none' } } });
export const poolArea = style({ gridArea: 'pool', minWidth: 0 });
export const sideArea = style({ gridArea: 'side', display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const panel = style({
  display: 'none', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3], borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface, border: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&[data-active]': { display: 'flex' } },
  '@media': { [media.lg]: { display: 'flex' } },
});
export const panelHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, display: 'flex', gap: vars.space[2], alignItems: 'baseline' });
export const subHeading = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, margin: 0, color: vars.color.textMuted });
export const footnote = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const empty = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, paddingBlock: vars.space[2] });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const row = style({
  display: 'flex', alignItems: 'center', gap: vars.space[1], borderRadius: vars.radius.md,
  selectors: { '&[data-selected]': { backgroundColor: vars.color.primarySoft } },
});
const playerBase = {
  display: 'flex', alignItems: 'center', gap: vars.space[2], flex: 1, minWidth: 0, minHeight: vars.size.control,
  paddingInline: vars.space[2], borderRadius: vars.radius.md, textAlign: 'start', fontSize: vars.font.size.sm,
} as const;
export const playerStatic = style(playerBase);
export const playerButton = style({
  ...playerBase,
  border: `${vars.size.hairline} solid transparent`, background: 'transparent', cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&[data-dragging]': { opacity: 0.5 },
    '&:focus-visible': focusRing,
  },
});
export const number = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: vars.space[8], height: vars.space[6],
  borderRadius: vars.radius.sm, backgroundColor: vars.color.surfaceSunken, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xs,
});
export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const positionTag = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold, color: vars.color.pitchStrong });

export const placeButton = style({
  minHeight: vars.size.control, borderRadius: vars.radius.md, border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, fontSize: vars.font.size.sm, cursor: 'pointer',
  selectors: {
    '&[data-valid]': { borderColor: vars.color.primary, color: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&:focus-visible': focusRing,
  },
});

export const cell = style({
  position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 0, minHeight: 0,
  padding: 0, border: `${vars.size.hairline} dashed transparent`, borderRadius: vars.radius.md, background: 'transparent',
  color: vars.color.onPitch, cursor: 'default',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { borderColor: vars.color.pitchLine },
    '&[data-valid]': { backgroundColor: vars.color.pitchTarget, borderColor: vars.color.onPitch },
    '&[data-drop-target]': { backgroundColor: vars.color.pitchTarget, borderColor: vars.color.onPitch, borderStyle: 'solid' },
    '&[data-selected]': { borderColor: vars.color.cardYellow, borderStyle: 'solid', borderWidth: vars.size.focusWidth },
    '&[data-dragging]': { opacity: 0.5 },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.onPitch}`, outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
  },
});
export const cellDot = style({ width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.pitchLine, opacity: 0.6 });
export const marker = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0, minWidth: 0, maxWidth: '100%' });
export const markerDisc = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: vars.size.marker, height: vars.size.marker,
  borderRadius: vars.radius.full, backgroundColor: vars.color.surface, color: vars.color.textOnLight,
  fontWeight: vars.font.weight.heavy, fontSize: vars.font.size.sm, boxShadow: vars.shadow.sm,
});
export const markerName = style({
  maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold, color: vars.color.onPitch, lineHeight: vars.font.lineHeight.tight,
});
export const markerPosition = style({
  fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.tight, paddingInline: vars.space[1], borderRadius: vars.radius.sm,
  backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch, fontWeight: vars.font.weight.bold,
});

export const selectionBar = style({
  position: 'sticky', bottom: vars.space[2], zIndex: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2],
  padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.toastInfo, color: vars.color.textOnDark,
  boxShadow: vars.shadow.md, fontSize: vars.font.size.sm,
});
export const error = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', gap: vars.space[2], justifyContent: 'flex-end', flexWrap: 'wrap' });

export const guestForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });
export const guestHeading = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, margin: 0 });
export const guestFields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space[2] });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const summarySides = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const summarySide = style({
  display: 'flex', flexDirection: 'column', gap: vars.space[2], alignItems: 'flex-start', padding: vars.space[4], borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface, border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const summaryList = style({ margin: 0, paddingInlineStart: vars.space[5], fontSize: vars.font.size.sm });
