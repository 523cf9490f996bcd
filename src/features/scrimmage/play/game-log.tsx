/** A game's log, newest first, with 취소 on each line (a correction: the event leaves the score at once). */
import type { Scrimmage, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { text } from '#src/styles/text.css.ts';
import { attendeeName, sideColour } from './now-next.ts';
import { Section } from '#src/components/common/section.tsx';
import * as css from './play.css.ts';

export interface GameLogProps {
  scrimmage: Scrimmage;
  game: ScrimmageGame;
  /** Absent: read-only (a game that is over). */
  onCancel?: (event: ScrimmageGameEvent) => void;
}

export function GameLog({ scrimmage: s, game, onCancel }: GameLogProps) {
  const events = s.events.filter((e) => e.gameId === game.id).reverse();
  return (
    <Section title={`${m.gameNumber(game.number)} ${m.log}`} className={css.panel}>
      {events.length === 0 ? <p className={text({ tone: 'muted' })}>{m.logEmpty}</p> : null}
      <ul className={css.log}>
        {events.map((e) => {
          const line = m.logLine(m.eventLabels[e.eventType], attendeeName(s, e.attendeeId), e.assistAttendeeId ? attendeeName(s, e.assistAttendeeId) : null);
          return (
            <li key={e.id} className={css.logItem}>
              <span className={css.line}>
                <SideBadge colour={sideColour(s, e.side)} />
                <span>{line}</span>
              </span>
              {onCancel ? (
                <Button variant="ghost" size="sm" aria-label={m.cancelEvent(line)} onPress={() => onCancel(e)}>
                  {m.cancel}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
