/**
 * 지금 경기 / 다음 경기 (for everyone on the scrimmage): the game on with its score and clock, the
 * pairing that follows from the format and why, the side resting, and who keeps goal on a side
 * without a keeper. Reads only the `Scrimmage` it is given; the page keeps it fresh
 * (use-scrimmage-live.ts).
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { sideLabel } from '#src/lib/vest.ts';
import { text } from '#src/styles/text.css.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { GameClock } from './game-clock.tsx';
import { attendeeName, currentGame, lastGame, nextGame, rotatingKeepers, sideColour } from './now-next.ts';
import { Section } from '#src/components/common/section.tsx';
import * as css from './play.css.ts';

export interface NowNextCardProps {
  scrimmage: Scrimmage;
  /** Attendees whose profile says GK (a side with one keeps its own goal); empty: every side rotates. */
  keepers?: ReadonlySet<number>;
}

const noKeepers: ReadonlySet<number> = new Set();

export function NowNextCard({ scrimmage: s, keepers = noKeepers }: NowNextCardProps) {
  const now = currentGame(s);
  const last = lastGame(s);
  const next = now ? null : nextGame(s);
  const label = (side: number) => sideLabel(sideColour(s, side));
  const shown = now ?? (s.state === 'FINISHED' ? null : last);
  const keeperLines = next ? [...rotatingKeepers(s, next, keepers)].map(([side, id]) => m.keeper(label(side), attendeeName(s, id))) : [];

  return (
    <Section title={now ? (now.state === 'PAUSED' ? m.paused(now.number) : m.now(now.number)) : m.nowNext} className={css.panel}>
      {shown ? (
        <>
          <div className={css.scoreRow}>
            <SideBadge colour={sideColour(s, shown.homeSide)} />
            <p className={css.score}>
              <span aria-hidden>
                {shown.homeScore} : {shown.awayScore}
              </span>
              <span className={visuallyHidden}>{`${label(shown.homeSide)} ${m.score(shown.homeScore, shown.awayScore)} ${label(shown.awaySide)}`}</span>
            </p>
            <SideBadge colour={sideColour(s, shown.awaySide)} />
          </div>
          {now ? <GameClock game={now} gameMinutes={s.gameMinutes} /> : <p className={text({ tone: 'muted' })}>{m.finishedAt(m.gameNumber(shown.number))}</p>}
          {shown.restingSide !== null && now ? (
            <p className={css.line}>
              <span>{m.resting}</span> <SideBadge colour={sideColour(s, shown.restingSide)} />
            </p>
          ) : null}
        </>
      ) : (
        <p className={text({ tone: 'muted' })}>{s.state === 'FINISHED' ? m.finishedNote : s.state === 'CHECK_IN' ? m.sidesNotSet : m.noGameYet}</p>
      )}
      {next ? (
        <div className={css.nextBox}>
          <h3 className={text({ weight: 'bold' })}>{m.nextNumbered((last?.number ?? 0) + 1)}</h3>
          <p className={css.line}>
            <SideBadge colour={sideColour(s, next.homeSide)} /> <span>{m.versus}</span> <SideBadge colour={sideColour(s, next.awaySide)} />
          </p>
          {next.restingSide !== null ? (
            <p className={css.line}>
              <span>{m.resting}</span> <SideBadge colour={sideColour(s, next.restingSide)} />
            </p>
          ) : null}
          <p className={text({ tone: 'muted', size: 'sm' })}>{m.why(next.why, label)}</p>
          {keeperLines.map((k) => (
            <p key={k} className={text({ size: 'sm' })}>
              {k}
            </p>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
