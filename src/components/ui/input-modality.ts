import { setInteractionModality } from 'react-aria-components';

/**
 * On a touch screen the first input is a finger: React Aria starts it as a pointer user (no focus
 * ring on a focus the app moves, as after any tap). Left to find out on the first tap, it would draw
 * every control that follows the input modality again in that tap's frame: on the record screen the
 * pitch's 30 drag-and-drop buttons, a 33 ms render on a 4× slower phone (decision 105). Called once,
 * before the first render.
 */
export function startAsPointerOnTouchScreens() {
  if (window.matchMedia('(pointer: coarse)').matches) setInteractionModality('pointer');
}
