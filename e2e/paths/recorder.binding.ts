/**
 * The recorder's user model (tests/paths/recorder.user-model.ts) in the browser: the record screen
 * of the match machine's binding, the same taps, moves and on-screen checks. Its paths report what
 * they reached of the recorder (machines/recorder.machine.ts), the actor the screen talks to.
 */
import type { MatchUserEvent, MatchUserState } from '../../tests/paths/match.user-model.ts';
import { recorderUserModel } from '../../tests/paths/recorder.user-model.ts';
import type { BrowserBinding } from './binding.ts';
import { matchBinding } from './match.binding.ts';

export const recorderBinding: BrowserBinding<MatchUserState, MatchUserEvent, Awaited<ReturnType<typeof matchBinding.setup>>> = {
  ...matchBinding,
  model: recorderUserModel,
};
