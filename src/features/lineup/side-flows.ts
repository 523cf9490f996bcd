/**
 * The lineup editor's three buttons that wait for the server, as flows over the lineup actor
 * (machines/lineup.machine.ts): each sends its event, waits for the machine to leave the state it
 * leads to, and says what happened in the live region (`announce`).
 */
import type { MatchSide } from '#contract/enums.ts';
import { selectIsCopying, selectIsSaving, selectProgress } from '#machines/lineup.selectors.ts';
import { lineupMessages as m } from '#src/lib/messages/lineup.ts';
import { waitFor } from 'xstate';
import { otherSide } from './lineup-view.ts';
import type { LineupActor } from './use-lineup-editor.ts';

/** 저장: answers whether the server took the lineup (then it says so). */
export async function saveLineup(actor: LineupActor, announce: (text: string) => void): Promise<boolean> {
  actor.send({ type: 'lineup.save' });
  const after = await waitFor(actor, (s) => !selectIsSaving(s));
  if (after.context.saveError === null && after.context.lastRefusal === null) announce(m.saved);
  return after.context.saveError === null;
}

/**
 * 다음으로: saves first when this side has unsaved changes (and stays if that fails), marks the side
 * done, and moves to the other side unless both are done (the summary shows then).
 */
export async function finishSide(
  actor: LineupActor,
  side: MatchSide,
  {
    mustSave,
    announce,
    onNext,
  }: {
    mustSave: boolean;
    announce: (text: string) => void;
    onNext: (to: MatchSide) => void;
  },
): Promise<void> {
  if (mustSave && !(await saveLineup(actor, announce))) return;
  actor.send({ type: 'side.done', side });
  const progress = selectProgress(actor.getSnapshot());
  if (!(progress.homeDone && progress.awayDone)) onNext(otherSide(side));
}

/** 지난 경기 명단 불러오기: says whether the team's last lineup was copied. */
export async function copyLastLineup(actor: LineupActor, side: MatchSide, announce: (text: string) => void): Promise<void> {
  actor.send({ type: 'lineup.copyLast', side });
  const after = await waitFor(actor, (s) => !selectIsCopying(s));
  if (after.context.copyError) announce(m.copyFailed);
  else if (after.context.lastRefusal === null) announce(m.copied);
}
