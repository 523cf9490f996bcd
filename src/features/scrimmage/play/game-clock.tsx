/** A game's clock (machines/scrimmage.rotation.ts gameClock), ticking while it runs, with a clear line when the game's length is up. */
import type { ScrimmageGame } from '#contract/scrimmages.ts';
import { gameClock } from '#machines/scrimmage.rotation.ts';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { useNow } from '#src/lib/use-now.ts';
import * as css from './play.css.ts';

export function GameClock({ game, gameMinutes }: { game: ScrimmageGame; gameMinutes: number }) {
  const running = game.state === 'PLAYING';
  const now = useNow(1000, running);
  const clock = gameClock(game, now, gameMinutes);
  return (
    <div className={css.line}>
      <span className={css.clock} role="timer" aria-label={m.clock}>
        {clock.display}
      </span>
      <span>{m.clockOf(gameMinutes)}</span>
      {clock.lengthReached && game.state !== 'FINISHED' ? (
        <p className={css.timeUp} role="alert">
          {m.timeUp}
        </p>
      ) : null}
    </div>
  );
}
