/** A playing side's players as big buttons (on the pitch first, then those off after a substitution): a tap opens their record. */
import type { Scrimmage, ScrimmageGame } from '#contract/scrimmages.ts';
import { VestSwatch } from '#src/components/common/side-badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { sideLabel } from '#src/lib/vest.ts';
import { useId } from 'react';
import { attendeeName, playersOnSide, sideColour } from './now-next.ts';
import * as css from './play.css.ts';
import type { PlayerChoice } from './player-dialog.tsx';

export function SidePlayers({
  scrimmage: s,
  game,
  side,
  onPick,
}: {
  scrimmage: Scrimmage;
  game: ScrimmageGame;
  side: number;
  onPick: (p: PlayerChoice) => void;
}) {
  const headingId = useId();
  const { on, off } = playersOnSide(s, game, side);
  const colour = sideColour(s, side);
  return (
    <section className={css.sideCard} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.line}>
        <VestSwatch colour={colour} />
        <span>{m.players(sideLabel(colour))}</span>
      </h3>
      <div className={css.playerGrid}>
        {on.map((id) => (
          <Button key={id} variant="secondary" size="lg" onPress={() => onPick({ attendeeId: id, side })}>
            {attendeeName(s, id)}
          </Button>
        ))}
        {off.map((id) => (
          <Button key={id} variant="ghost" size="lg" onPress={() => onPick({ attendeeId: id, side })}>
            <span>{attendeeName(s, id)}</span> <span className={css.offLabel}>{m.off}</span>
          </Button>
        ))}
      </div>
    </section>
  );
}
