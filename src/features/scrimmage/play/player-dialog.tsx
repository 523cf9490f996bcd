/**
 * A tapped player's record: 골 (then the assisting teammate, or none), 자책골, 경고, 퇴장, and a
 * rolling substitution within the side (going off, then who comes on; or coming on).
 */
import type { ScrimmageEventType } from '#contract/enums.ts';
import type { Scrimmage, ScrimmageGame } from '#contract/scrimmages.ts';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { useState } from 'react';
import { attendeeName, playersOnSide } from './now-next.ts';
import * as css from './play.css.ts';

export interface PlayerChoice {
  attendeeId: number;
  side: number;
}

export interface PlayerDialogProps {
  scrimmage: Scrimmage;
  game: ScrimmageGame;
  player: PlayerChoice | null;
  onClose: () => void;
  onRecord: (eventType: ScrimmageEventType, player: PlayerChoice, assistAttendeeId?: number | null) => void;
}

type Step = 'actions' | 'assist' | 'subOn';

const plainEvents = ['OWN_GOAL', 'YELLOW_CARD', 'RED_CARD'] as const;

export function PlayerDialog({ scrimmage: s, game, player, onClose, onRecord }: PlayerDialogProps) {
  const [step, setStep] = useState<Step>('actions');
  const close = () => {
    setStep('actions');
    onClose();
  };
  if (!player) return null;
  const name = attendeeName(s, player.attendeeId);
  const { on, off } = playersOnSide(s, game, player.side);
  const isOn = on.includes(player.attendeeId);
  const done = (eventType: ScrimmageEventType, assist?: number | null) => {
    onRecord(eventType, player, assist);
    close();
  };
  const title = step === 'assist' ? m.assistQuestion(name) : step === 'subOn' ? m.whoComesOn(name) : m.playerActions(name);
  return (
    <AppDialog title={title} isOpen onOpenChange={(open) => (open ? undefined : close())}>
      <div className={css.choices}>
        {step === 'actions' ? (
          <>
            {isOn ? (
              <Button variant="primary" size="lg" onPress={() => setStep('assist')}>
                {m.eventLabels.GOAL}
              </Button>
            ) : null}
            {isOn
              ? plainEvents.map((type) => (
                  <Button key={type} variant="secondary" size="lg" onPress={() => done(type)}>
                    {m.eventLabels[type]}
                  </Button>
                ))
              : null}
            {isOn ? (
              <Button
                variant="secondary"
                size="lg"
                onPress={() => {
                  onRecord('SUB_OUT', player);
                  if (off.length > 0) setStep('subOn');
                  else close();
                }}
              >
                {m.subOff}
              </Button>
            ) : (
              <Button variant="primary" size="lg" onPress={() => done('SUB_IN')}>
                {m.subOn}
              </Button>
            )}
          </>
        ) : step === 'assist' ? (
          <>
            {on
              .filter((id) => id !== player.attendeeId)
              .map((id) => (
                <Button key={id} variant="secondary" size="lg" onPress={() => done('GOAL', id)}>
                  {attendeeName(s, id)}
                </Button>
              ))}
            <Button variant="primary" size="lg" onPress={() => done('GOAL', null)}>
              {m.noAssist}
            </Button>
          </>
        ) : (
          <>
            {off
              .filter((id) => id !== player.attendeeId)
              .map((id) => (
                <Button
                  key={id}
                  variant="secondary"
                  size="lg"
                  onPress={() => {
                    onRecord('SUB_IN', { attendeeId: id, side: player.side });
                    close();
                  }}
                >
                  {attendeeName(s, id)}
                </Button>
              ))}
            <Button variant="ghost" size="lg" onPress={close}>
              {m.nobodyOn}
            </Button>
          </>
        )}
        {step === 'actions' ? (
          <Button variant="ghost" onPress={close}>
            {m.cancelDialog}
          </Button>
        ) : null}
      </div>
    </AppDialog>
  );
}
