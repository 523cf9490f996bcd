/**
 * Match registration: the form's sections (teams, details, referees) in one column on phones, two
 * from lg; the opponent picker and the temporary team panel.
 */
import { style } from '@vanilla-extract/css';
import { section as sectionCard } from '#src/components/common/section.css.ts';
import { pageColumn, row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = pageColumn({ gap: 4 });
export const root = style({ width: '100%' });
export const muted = text({ size: 'sm', tone: 'muted' });
export const formError = style([alert({ tone: 'danger' }), text({ weight: 'semibold' })]);

export const sections = twoColumns({ from: 'lg', ratio: 'even', gap: 4 });
export const subHeading = text({ size: 'md', weight: 'bold' });
export const pair = twoColumns({ from: 'md', ratio: 'even', gap: 4 });
export const actions = row({ gap: 2, justify: 'end', wrap: true });
export const rowActions = row({ gap: 2, justify: 'end' });

export const opponent = stack({ gap: 2 });
export const teamOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
export const chosen = style([row({ gap: 2, align: 'center' }), text({ weight: 'semibold' }), { margin: 0 }]);
export const tempPanel = style([
  stack({ gap: 3 }),
  {
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceMuted,
  },
]);
/** Phones: teams, details, referees in that order; wide screens: teams and referees on the left. */
export const leftColumn = style({
  display: 'contents',
  '@media': { [media.lg]: { display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 } },
});
export const first = style([sectionCard, { order: 1 }]);
export const second = style([sectionCard, { order: 2 }]);
export const third = style([sectionCard, { order: 3 }]);
