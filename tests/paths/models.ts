/**
 * Every machine model, in the order the CLI and the report list them. A new machine's model is
 * added here (docs/qa-path-coverage.md).
 */
import { lineupModel } from './lineup.model.ts';
import { liveStreamModel } from './live-stream.model.ts';
import { matchModel } from './match.model.ts';
import { momVoteModel } from './mom-vote.model.ts';
import { outboxModel } from './outbox.model.ts';
import type { MachineModel } from './model.ts';
import { pushDeviceModel } from './push-device.model.ts';
import { recorderModel } from './recorder.model.ts';
import { scrimmageModel } from './scrimmage.model.ts';
import { sessionModel } from './session.model.ts';
import { undoWindowModel } from './undo-window.model.ts';

export const models: readonly MachineModel[] = [
  sessionModel,
  matchModel,
  lineupModel,
  outboxModel,
  liveStreamModel,
  undoWindowModel,
  recorderModel,
  pushDeviceModel,
  scrimmageModel,
  momVoteModel,
];
