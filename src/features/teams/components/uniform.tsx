import { messages } from '#src/lib/messages.ts';
import * as css from './uniform.css.ts';

export interface UniformColors {
  teamColor: string;
  bottomColor: string;
  stockingColor: string;
}

/**
 * The kit drawn in its three colours: shirt (teamColor), shorts (bottomColor) and two socks
 * (stockingColor), as in the old profile page. One image with a text alternative naming them.
 */
export function Uniform({ colors, size = 'md' }: { colors: UniformColors; size?: 'sm' | 'md' | 'lg' }) {
  const { teamColor, bottomColor, stockingColor } = colors;
  return (
    <svg
      viewBox="0 0 120 144"
      className={css.uniform[size]}
      role="img"
      aria-label={messages.teamForm.uniformAlt(teamColor.toUpperCase(), bottomColor.toUpperCase(), stockingColor.toUpperCase())}
    >
      <path className={css.outline} fill={teamColor} d="M42 6 L52 3 Q60 11 68 3 L78 6 L108 24 L98 46 L86 40 L86 72 L34 72 L34 40 L22 46 L12 24 Z" />
      <path className={css.detail} d="M52 3 Q60 11 68 3" fill="none" />
      <path className={css.outline} fill={bottomColor} d="M34 76 L86 76 L90 106 L64 106 L60 92 L56 106 L30 106 Z" />
      <path className={css.outline} fill={stockingColor} d="M36 110 L52 110 L52 136 L56 140 L36 140 Z" />
      <path className={css.outline} fill={stockingColor} d="M68 110 L84 110 L84 140 L64 140 L68 136 Z" />
    </svg>
  );
}
