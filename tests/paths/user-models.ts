/** Every user-level model (decision 022), in the order of tests/paths/models.ts. */
import { lineupUserModel } from './lineup.user-model.ts';
import { liveStreamUserModel } from './live-stream.user-model.ts';
import { matchUserModel } from './match.user-model.ts';
import { momVoteUserModel } from './mom-vote.user-model.ts';
import { outboxUserModel } from './outbox.user-model.ts';
import { recorderUserModel } from './recorder.user-model.ts';
import { scrimmageUserModel } from './scrimmage.user-model.ts';
import { sessionUserModel } from './session.user-model.ts';
import type { UserModel } from './user-model.ts';
import { undoWindowUserModel } from './undo-window.user-model.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
export const userModels: readonly UserModel<any, any>[] = [
  sessionUserModel,
  matchUserModel,
  lineupUserModel,
  outboxUserModel,
  liveStreamUserModel,
  undoWindowUserModel,
  recorderUserModel,
  scrimmageUserModel,
  momVoteUserModel,
];
