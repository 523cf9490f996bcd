/** The schedule screen: the month calendar and the selected day side by side from lg, the item cards, attendance, the forms. */
import { style, styleVariants } from '@vanilla-extract/css';
import { pageColumn, row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { card as cardSurface } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 4 });
export const toolbar = row({ gap: 2, justify: 'end', wrap: true });

/** Phone: calendar above the day; from lg up side by side. */
export const columns = twoColumns({ from: 'lg', ratio: '3:2', gap: 4 });
export const card = style([stack({ gap: 3 }), cardSurface({ pad: 3, padFromMd: 5 }), { minWidth: 0 }]);
export const busy = style({ opacity: 0.6 });
export const legend = style([bareList, row({ gap: 2, wrap: true }), text({ size: 'xs', tone: 'muted' })]);
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

// ---- chips in a day cell --------------------------------------------------------------------
const chipBase = style({
  display: 'block',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // A phone cell is ~50 px wide: a coloured bar says "something here"; the panel says what.
  height: vars.space[1],
  color: 'transparent',
  '@media': { [media.md]: { height: 'auto', paddingInline: vars.space[1], paddingBlock: vars.size.hairline } },
});
/** A kind's chip: on a phone a bar in `bar`; from md its label, in `md`'s colours. */
const kindChip = (bar: string, md: { backgroundColor?: string; color: string }) => [chipBase, { backgroundColor: bar, '@media': { [media.md]: md } }];
export const chip = styleVariants({
  MATCH: kindChip(vars.color.primary, { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed }),
  TRAINING: kindChip(vars.color.pitch, { backgroundColor: vars.color.pitchSoft, color: vars.color.pitchStrong }),
  SOCIAL: kindChip(vars.color.cardYellow, { color: vars.color.textOnLight }),
  SCRIMMAGE: kindChip(vars.color.pitchStrong, { backgroundColor: vars.color.pitchSoft, color: vars.color.pitchStrong }),
  OTHER: kindChip(vars.color.borderStrong, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }),
});
const dotBase = style({ width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full });
export const dot = styleVariants({
  MATCH: [dotBase, { backgroundColor: vars.color.primary }],
  TRAINING: [dotBase, { backgroundColor: vars.color.pitch }],
  SOCIAL: [dotBase, { backgroundColor: vars.color.cardYellow, border: `${vars.size.hairline} solid ${vars.color.borderStrong}` }],
  OTHER: [dotBase, { backgroundColor: vars.color.borderStrong }],
  SCRIMMAGE: [dotBase, { backgroundColor: vars.color.pitchStrong }],
});
export const more = style([text({ size: 'xs', weight: 'bold', tone: 'muted' }), { lineHeight: vars.font.lineHeight.tight }]);

// ---- the day panel --------------------------------------------------------------------------
export const panelHead = row({ gap: 2, align: 'baseline', justify: 'between', wrap: true });
export const panelTitle = text({ size: 'lg', weight: 'bold' });
export const muted = text({ size: 'sm', tone: 'muted' });
export const empty = style([text({ tone: 'muted' }), { margin: 0, paddingBlock: vars.space[6], textAlign: 'center' }]);
export const items = style([bareList, stack({ gap: 3 })]);
export const item = style([
  stack({ gap: 2 }),
  { padding: vars.space[4], border: `${vars.size.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.md },
]);
export const itemHead = row({ gap: 2, align: 'center', wrap: true });
export const itemTitle = style([text({ size: 'md', weight: 'bold' }), { margin: 0, overflowWrap: 'anywhere' }]);
export const facts = style([
  text({ size: 'sm' }),
  { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space[1]} ${vars.space[3]}`, margin: 0 },
]);
export const factLabel = text({ tone: 'muted', weight: 'semibold' });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const itemActions = row({ gap: 2, wrap: true });

// ---- attendance -----------------------------------------------------------------------------
export const attendance = style([
  stack({ gap: 2 }),
  { paddingBlockStart: vars.space[2], borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` },
]);
export const attendanceLabel = style([row({ gap: 1, align: 'center' }), text({ size: 'sm', weight: 'semibold' }), { margin: 0 }]);
export const counts = style([bareList, row({ gap: 2, wrap: true })]);
export const whoGroups = style([text({ size: 'sm' }), { display: 'grid', gap: vars.space[2], margin: 0 }]);
export const whoGroup = stack({ gap: 1 });
export const whoLabel = text({ weight: 'semibold' });
export const whoNames = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// ---- reminders by hand (admins) -------------------------------------------------------------
export const reminder = style([stack({ gap: 1 }), { paddingBlockStart: vars.space[1] }]);
export const reminderNotes = style([stack({ gap: 1 }), text({ size: 'xs', tone: 'muted' })]);
export const reminderResult = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

// ---- the form and the feed dialog -----------------------------------------------------------
export const formGrid = twoColumns({ from: 'md', ratio: 'even', gap: 4 });
export const full = style({ gridColumn: '1 / -1' });
/** Start and end side by side, even on a phone: two short selects. */
export const fieldPair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] });
/** A labelled choice that is not a form field of the kit (the segmented 팀 수, the fixed format). */
export const choice = stack({ gap: 1 });
export const choiceLabel = text({ size: 'sm', weight: 'semibold' });
export const vestPreview = style([bareList, row({ gap: 2, wrap: true, align: 'center' }), { gridColumn: '1 / -1' }]);
export const feedBody = stack({ gap: 4 });
export const feedUrlRow = stack({ gap: 1 });
export const feedUrlLine = row({ gap: 2, align: 'end', wrap: true });
export const feedUrl = style({ flex: `1 1 calc(5 * ${vars.space[12]})`, minWidth: 0 });
export const howTo = style([stack({ gap: 1 }), text({ size: 'sm' }), { margin: 0, paddingInlineStart: vars.space[5] }]);
export const subHeading = text({ size: 'sm', weight: 'bold' });

// ---- who came (decision 092) ----------------------------------------------------------------
export const presenceBody = stack({ gap: 3 });
/** The people, two columns from a phone's width on; long lists scroll inside the dialog. */
export const presencePeople = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[2],
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const presenceActions = row({ gap: 2, justify: 'end', wrap: true });
