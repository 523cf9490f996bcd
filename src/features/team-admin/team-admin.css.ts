/** The team admin screen: the members' roles and the join codes, each a framed card; two columns from lg. */
import { style } from '@vanilla-extract/css';
import { row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { card, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = twoColumns({ from: 'lg', ratio: 'even', gap: 5 });
export const section = style([stack({ gap: 4 }), card({ edge: 'line', pad: 4, padFromMd: 5 })]);
export const subHeading = text({ size: 'md', weight: 'bold' });
export const muted = text({ size: 'sm', tone: 'muted' });

export const createForm = style([
  tile({ pad: 4 }),
  {
    display: 'grid',
    gap: vars.space[3],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
  },
]);
export const full = style({ gridColumn: '1 / -1' });
export const usesGroup = stack({ gap: 1 });

export const list = style([bareList, stack({ gap: 2 })]);
export const item = style([
  row({ gap: 3, align: 'center', justify: 'between', wrap: true }),
  { padding: vars.space[3], borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.border}` },
]);
export const itemMain = style([stack({ gap: 1 }), { minWidth: 0 }]);
export const itemRow = style([row({ gap: 2, align: 'center', wrap: true }), { minWidth: 0 }]);
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
});
export const meta = style([bareList, row({ gap: 2, wrap: true }), text({ size: 'xs', tone: 'muted' })]);
export const actions = style([row({ gap: 2, wrap: true }), { flexShrink: 0 }]);
/**
 * A code that no longer admits anyone: set apart by a dashed edge on the muted surface, not by fading —
 * at 70 % opacity its dates and counts fell below 4.5:1 (axe, on a team with a used-up code).
 */
export const expired = style({ backgroundColor: vars.color.surfaceMuted, borderStyle: 'dashed' });

export const name = text({ weight: 'semibold' });
/** The team's reminder setting: the switch, the hours, what it means, save. */
export const reminderForm = style([stack({ gap: 3 }), tile({ pad: 4 }), { maxWidth: vars.size.dialog }]);
/** What the admin must know before choosing (levels never reach members): set apart from the lead. */
export const notice = style([text({ size: 'sm', weight: 'semibold' }), tile({ pad: 3 })]);
/** The pairs' add form: two members, the rule, the button; one column on a phone. */
export const pairForm = style([stack({ gap: 3 }), tile({ pad: 4 })]);
