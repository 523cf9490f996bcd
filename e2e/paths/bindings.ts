/** Every browser binding, in the order the report lists the machines. */
import type { AnyBrowserBinding } from './binding.ts';
import { lineupBinding } from './lineup.binding.ts';
import { liveStreamBinding } from './live-stream.binding.ts';
import { matchBinding } from './match.binding.ts';
import { momVoteBinding } from './mom-vote.binding.ts';
import { outboxBinding } from './outbox.binding.ts';
import { recorderBinding } from './recorder.binding.ts';
import { scrimmageBinding } from './scrimmage.binding.ts';
import { sessionBinding } from './session.binding.ts';
import { undoWindowBinding } from './undo-window.binding.ts';

export const bindings: readonly AnyBrowserBinding[] = [
  sessionBinding,
  matchBinding,
  lineupBinding,
  outboxBinding,
  liveStreamBinding,
  undoWindowBinding,
  recorderBinding,
  scrimmageBinding,
  momVoteBinding,
];
