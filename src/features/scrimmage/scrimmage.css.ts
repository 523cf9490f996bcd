/**
 * The 자체전 page: a column on a phone (header, check-in, sides, games), the side cards side by side
 * from md. Rows are tap targets of the control size or more, for one thumb at the pitch.
 */
import { style } from '@vanilla-extract/css';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert, barTrack, card, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 4 });
export const section = style([stack({ gap: 3 }), card({ pad: 4, padFromMd: 5 }), { minWidth: 0 }]);
export const header = style([stack({ gap: 2 }), card({ pad: 4, padFromMd: 5 })]);
export const headerTop = row({ gap: 2, align: 'center', wrap: true });
export const title = text({ size: 'xl', weight: 'bold' });
export const muted = text({ size: 'sm', tone: 'muted' });
export const count = text({ size: 'md', weight: 'bold' });
export const actions = row({ gap: 2, wrap: true });
export const note = style([alert({ tone: 'info', pad: 3 }), text({ size: 'sm' })]);
export const warning = style([alert({ tone: 'danger', pad: 3 }), text({ size: 'sm' })]);

/** 출석 체크: one full-width row per member on a phone, the whole row the tap target; columns of them on a desktop. */
export const checkList = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space[2],
    '@media': { [media.md]: { gridTemplateColumns: `repeat(auto-fill, minmax(calc(5 * ${vars.space[12]}), 1fr))` } },
  },
]);
export const checkRow = style([
  row({ gap: 3, align: 'center', justify: 'between' }),
  {
    width: '100%',
    minHeight: vars.space[12],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { backgroundColor: vars.color.pitchSoft, borderColor: vars.color.pitchStrong },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
    },
  },
]);
export const checkName = style([truncate, { fontWeight: vars.font.weight.semibold }]);
export const checkMeta = style([row({ gap: 2, align: 'center' }), text({ size: 'sm', tone: 'muted' }), { flexShrink: 0 }]);
export const hereMark = style({ color: vars.color.pitchStrong, fontWeight: vars.font.weight.bold });
export const addRow = style([row({ gap: 2, align: 'end' }), { flexWrap: 'wrap' }]);
export const grow = style({ flex: `1 1 calc(4 * ${vars.space[12]})`, minWidth: 0 });
export const chips = style([bareList, row({ gap: 2, wrap: true })]);

/** The sides: one card each, stacked on a phone, side by side from md. */
export const sideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(calc(5 * ' + vars.space[12] + '), 1fr))' } },
});
export const sideCard = style([stack({ gap: 2 }), tile({ pad: 3 }), { minWidth: 0 }]);
export const sideHead = row({ gap: 2, align: 'center', justify: 'between', wrap: true });
export const players = style([bareList, stack({ gap: 1 })]);
export const player = style([row({ gap: 2, align: 'center' }), { minHeight: vars.space[8] }]);
export const playerName = style([truncate, { flex: '1 1 auto', minWidth: 0 }]);
export const keeper = style([
  text({ size: 'xs', weight: 'bold' }),
  { paddingInline: vars.space[1], borderRadius: vars.radius.sm, backgroundColor: vars.color.surfaceSunken },
]);

/** An editable player: the name is the swap's tap target, then 고정 and 이동. */
export const pickButton = style([
  row({ gap: 2, align: 'center' }),
  {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: vars.size.control,
    paddingInline: vars.space[2],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid transparent`,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

/** A side's balance bar (admins and the runner): its length the side's level sum against the strongest side's. */
export const balance = style([row({ gap: 2, align: 'center' }), text({ size: 'xs', tone: 'muted' })]);
export const track = style([barTrack, { flex: '1 1 auto' }]);

export const reasons = style([bareList, row({ gap: 2, wrap: true }), text({ size: 'sm' })]);
export const reason = tile({ pad: 2 });

export const games = style([bareList, stack({ gap: 2 })]);
export const game = style([row({ gap: 2, align: 'center', wrap: true }), tile({ pad: 3 })]);
export const score = style([text({ size: 'lg', weight: 'bold' }), { fontVariantNumeric: 'tabular-nums' }]);

/** The public vest card's centred column. */
export const vestCard = stack({ gap: 4 });
export const vestHead = stack({ gap: 1 });
