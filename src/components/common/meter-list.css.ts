/** MeterList (meter-list.tsx): lines of lead, label and value with a thin bar under label and value. */
import { style } from '@vanilla-extract/css';
import { stack } from '#src/styles/layout.css.ts';
import { barTrack } from '#src/styles/surfaces.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const list = style([stack({ gap: 2 }), bareList]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"lead label value" ". bar bar"',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  alignItems: 'baseline',
});
export const lead = style({ gridArea: 'lead', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const label = style([truncate, { gridArea: 'label' }]);
export const value = style({ gridArea: 'value', fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const track = style([barTrack, { gridArea: 'bar' }]);
export const fill = style({ display: 'block', blockSize: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.pitchStrong });
