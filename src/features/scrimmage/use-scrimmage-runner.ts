/**
 * The scrimmage page for its admin or runner (decision 090): check-in and 팀 나누기 on the lifecycle
 * machine (machines/scrimmage.machine.ts), as the record screen is (decision 088). The views send taps
 * as machine events and ask the machine what it takes now (`can`), so 팀 나누기 is a step the machine
 * enters (`sides.split`) and leaves (`sides.leave`, or a saved split); one write at a time, and while
 * it is on its way the controls wait (`writing`). A refused write and a saved split are said here.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { selectScreen, selectWriting, type ScrimmageSnapshot, type ScrimmageWrite } from '#machines/scrimmage.machine.ts';
import type { SideSplit } from '#machines/scrimmage.phase.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useScrimmageActor } from './play/use-scrimmage-actor.ts';

const m = scrimmageSetupMessages;

/** What the page says when a write settles: its failure in Korean, or a saved split; null: nothing. */
function settledReport(write: ScrimmageWrite, failure: { error: unknown } | null): { tone: 'success' | 'error'; text: string } | null {
  if (failure) {
    const action = write.kind === 'sides.save' ? m.sides.saveFailed : m.checkIn.failed;
    return { tone: 'error', text: messages.toast.failure(action, errorJson(failure.error)) };
  }
  return write.kind === 'sides.save' ? { tone: 'success', text: m.sides.saved } : null;
}

const canOf = (snapshot: ScrimmageSnapshot) => ({
  checkIn: snapshot.can({ type: 'attendee.add', body: { guestName: '' } }),
  remove: (attendeeId: number) => snapshot.can({ type: 'attendee.remove', attendeeId }),
  split: snapshot.can({ type: 'sides.split' }),
  leave: snapshot.can({ type: 'sides.leave' }),
  save: (sides: SideSplit[]) => snapshot.can({ type: 'sides.save', sides }),
});

export type ScrimmageRunner = ReturnType<typeof useScrimmageRunner>;

export function useScrimmageRunner(scrimmage: Scrimmage) {
  const actor = useScrimmageActor(scrimmage.teamId, scrimmage.id, scrimmage, null, (write, failure) => {
    const report = settledReport(write, failure);
    if (report) toast[report.tone](report.text);
  });
  const snapshot = useSelector(actor, (s) => s);
  const actions = useMemo(
    () => ({
      checkIn: (body: { userId: number } | { guestName: string }) => actor.send({ type: 'attendee.add', body }),
      remove: (attendeeId: number) => actor.send({ type: 'attendee.remove', attendeeId }),
      split: () => actor.send({ type: 'sides.split' }),
      leave: () => actor.send({ type: 'sides.leave' }),
      save: (sides: SideSplit[]) => actor.send({ type: 'sides.save', sides }),
    }),
    [actor],
  );
  const can = useMemo(() => canOf(snapshot), [snapshot]);
  return { screen: selectScreen(snapshot), writing: selectWriting(snapshot), can, actions };
}
