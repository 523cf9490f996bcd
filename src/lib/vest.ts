/**
 * A side of a 자체전 is shown by its vest: the swatch (vest.css.ts in src/styles).and the label, the colour's Korean
 * name + 팀. Every screen that shows a side takes both from here.
 */
import { vestColours, type VestColour } from '#contract/enums.ts';
import { vestMessages } from '#src/lib/messages/vest.ts';

/** The colour's Korean name: 주황, 노랑, … */
export function vestLabel(colour: VestColour): string {
  return vestMessages.colours[colour];
}

/** A side's name by its vest: 주황팀. */
export function sideLabel(colour: VestColour): string {
  return vestMessages.side(vestLabel(colour));
}

/** The colour of side `side` (0, 1, 2) from the scrimmage's `vestColours`; a missing one falls back to the list order. */
export function sideVest(vests: readonly VestColour[], side: number): VestColour {
  return vests[side] ?? vestColours[side % vestColours.length];
}

/** The vests a new scrimmage starts with: the most common set (주황, 노랑, 초록), distinct per side. */
export function defaultVests(sideCount: 2 | 3): VestColour[] {
  return (['ORANGE', 'YELLOW', 'GREEN'] as const).slice(0, sideCount);
}

/** Whether every side wears its own colour (the server refuses two sides in one colour). */
export function vestsDistinct(vests: readonly VestColour[]): boolean {
  return new Set(vests).size === vests.length;
}
