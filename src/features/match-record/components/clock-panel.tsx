import { sameClock, sameTimeAction, selectCanCancelKickoff, selectClock, selectNextTimeAction, type NextTimeAction } from '#machines/match.machine.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { useSelector } from '@xstate/react';
import { Ellipsis } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { useNow } from '#src/lib/use-now.ts';
import type { MatchActor } from '../use-match-recorder.ts';
import * as css from '../match-record.css.ts';

const m = matchRecordMessages;

/**
 * The match clock (MM:SS, +N, period) and the next time action, each behind a confirmation; 시작 취소
 * (destructive) sits apart, behind a 더보기 disclosure.
 * `blockedReason`: why the next step may not be taken now, e.g. the invited team has not accepted the
 * match (progressRefusal of decision 029; the server would answer 409 6035): disabled, and says why.
 */
export const ClockPanel = memo(function ClockPanel({
  actor,
  onTime,
  onCancelKickoff,
  blockedReason = null,
  renderedAt,
}: {
  actor: MatchActor;
  onTime: (a: NonNullable<NextTimeAction>) => void;
  onCancelKickoff: () => void;
  blockedReason?: string | null;
  /** When the match was read: the clock a server-rendered screen shows (use-now.ts). */
  renderedAt?: number;
}) {
  const reasonId = useId();
  const next = useSelector(actor, selectNextTimeAction, sameTimeAction);
  const canCancel = useSelector(actor, selectCanCancelKickoff);
  const timing = useConfirm<NonNullable<NextTimeAction>>();
  const confirming = timing.about;
  const cancelling = useConfirm();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const label = (action: NonNullable<NextTimeAction>) => m.timeAction[action.type][action.half];
  return (
    <section className={css.card} aria-label={m.clock}>
      <ClockReadout actor={actor} renderedAt={renderedAt} />
      <div className={css.buttons}>
        {next ? (
          <Button
            variant="primary"
            size="lg"
            onPress={() => timing.ask(next)}
            isDisabled={blockedReason !== null}
            aria-describedby={blockedReason ? reasonId : undefined}
          >
            {label(next)}
          </Button>
        ) : (
          <Button variant="primary" size="lg" isDisabled>
            {m.ended}
          </Button>
        )}
      </div>
      {blockedReason ? (
        <p id={reasonId} className={css.clockRefusal}>
          {blockedReason}
        </p>
      ) : null}
      {/*
        The destructive step lives apart from the main button: behind a disclosure below a divider,
        small and outlined, and still behind its confirmation — a slip next to 전반 종료 opens nothing.
        Only while it can be taken (the first half): there is nothing else in it.
      */}
      {canCancel ? (
        <div className={css.clockMore}>
          <Button variant="ghost" size="sm" aria-expanded={moreOpen} aria-controls={moreId} onPress={() => setMoreOpen((open) => !open)}>
            <Ellipsis aria-hidden className={iconSmall} />
            {m.clockMore}
          </Button>
          {moreOpen ? (
            <div id={moreId} className={css.clockMorePanel}>
              <p className={css.muted}>{m.cancelKickoffHint}</p>
              <Button size="sm" className={css.dangerOutline} onPress={() => cancelling.ask()}>
                {m.cancelKickoff}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        title={confirming ? m.confirmTime(label(confirming)) : ''}
        {...timing.dialogProps}
        confirmLabel={confirming ? label(confirming) : ''}
        cancelLabel={m.back}
        onConfirm={() => {
          if (confirming) onTime(confirming);
          timing.close();
        }}
      >
        {confirming ? m.confirmTimeBody(label(confirming)) : null}
      </ConfirmDialog>
      <ConfirmDialog
        title={m.confirmCancelKickoff}
        {...cancelling.dialogProps}
        confirmLabel={m.cancelKickoff}
        cancelLabel={m.back}
        destructive
        onConfirm={() => {
          onCancelKickoff();
          cancelling.close();
          setMoreOpen(false);
        }}
      >
        {m.confirmCancelKickoffBody}
      </ConfirmDialog>
    </section>
  );
});

/**
 * The clock's own line, the one part that ticks: each second draws it alone, not the panel's buttons
 * and its two closed dialogs (15 components a second, which a tap landing on a tick waited for).
 */
const ClockReadout = memo(function ClockReadout({ actor, renderedAt }: { actor: MatchActor; renderedAt?: number }) {
  const now = useNow(1000, true, renderedAt);
  const clock = useSelector(actor, (s) => selectClock(s, now), sameClock);
  return (
    <div className={css.clockRow}>
      <span className={css.period}>{messages.matchLabels.periods[clock.period]}</span>
      <p className={css.clock} role="timer" aria-label={`${m.clock} ${clock.display}`}>
        {clock.display}
      </p>
      {clock.addedLabel ? <span className={css.added}>{clock.addedLabel}</span> : null}
    </div>
  );
});
