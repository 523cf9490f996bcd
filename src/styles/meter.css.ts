/**
 * A thin horizontal bar that shows a figure's share of the largest one beside it (a leaderboard, a
 * player's minutes per match). The fill's length is set inline (`inlineSize: '64%'`); the bar only
 * repeats a number written next to it, so it is `aria-hidden`.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const meterTrack = style({ blockSize: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
export const meterFill = style({ display: 'block', blockSize: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.pitchStrong });
