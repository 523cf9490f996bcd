import type { VestColour } from '#contract/enums.ts';
import { sideLabel } from '../vest.ts';
import { sidePill, swatchDot, vestClass } from '../vest.css.ts';

/** A side as the app shows it everywhere: its vest's colour and its name (주황팀), the name carrying the meaning. */
export function SideBadge({ colour }: { colour: VestColour }) {
  return <span className={`${sidePill} ${vestClass(colour)}`}>{sideLabel(colour)}</span>;
}

/** The vest's swatch alone, beside a text that already names the side (decorative). */
export function VestSwatch({ colour }: { colour: VestColour }) {
  return <span aria-hidden className={`${swatchDot} ${vestClass(colour)}`} />;
}
