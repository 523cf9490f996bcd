import type { VestColour } from '#contract/enums.ts';
import { sideLabel } from '#src/lib/vest.ts';
import { sidePill, swatchDot, vestColour } from '#src/styles/vest.css.ts';

/** A side as the app shows it everywhere: its vest's colour and its name (주황팀), the name carrying the meaning. */
export function SideBadge({ colour }: { colour: VestColour }) {
  return <span className={`${sidePill} ${vestColour[colour]}`}>{sideLabel(colour)}</span>;
}

/** The vest's swatch alone, beside a text that already names the side (decorative). */
export function VestSwatch({ colour }: { colour: VestColour }) {
  return <span aria-hidden className={`${swatchDot} ${vestColour[colour]}`} />;
}
