/**
 * The public page's head: the match's title and whether it follows live, then the score line (both
 * teams, the score, the period and the clock, ticking while a half is played on the server's time).
 */
import type { PublicMatchSnapshot } from '#contract/match-share.ts';
import { isInPlay, matchClock } from '#machines/match.clock.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { liveShareMessages as m } from '#src/lib/messages/live-share.ts';
import { useNow } from '#src/lib/use-now.ts';
import { useMemo, type ReactNode } from 'react';
import type { PublicStreamStatus } from '../use-public-stream.ts';
import * as css from '../live-share.css.ts';

export function Scoreboard({ snapshot, status, children }: { snapshot: PublicMatchSnapshot; status: PublicStreamStatus; children: ReactNode }) {
  const { match } = snapshot;
  const home = teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp });
  const away = teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp });
  const clock = useServerClock(snapshot);
  const running = clock.period === 'firstHalf' || clock.period === 'secondHalf';
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{match.title}</h1>
        {/* 실시간 only while the match is played: before kick-off and after full time the page only waits or shows. */}
        {isInPlay(match.matchState) ? (
          <p className={css.statusLine}>
            <span className={status === 'live' ? css.live : css.waiting}>{messages.matchLabels.liveStatus[status]}</span>
          </p>
        ) : null}
      </header>
      <section className={css.board} aria-label={m.score(home, match.homeScore, match.awayScore, away)}>
        <div className={css.side}>
          <TeamEmblem team={{ name: home, teamColor: match.homeTeamColor }} size="lg" />
          <span className={css.teamName}>{home}</span>
        </div>
        <div className={css.centre}>
          <span className={css.score} aria-hidden>{`${match.homeScore} : ${match.awayScore}`}</span>
          <span className={css.period}>{messages.matchLabels.periods[clock.period]}</span>
          {running || clock.period === 'halfTime' ? (
            <p className={css.clock} role="timer" aria-label={`${m.clock} ${clock.display}`}>
              {clock.display} {clock.addedLabel ? <span className={css.added}>{clock.addedLabel}</span> : null}
            </p>
          ) : null}
        </div>
        <div className={css.side}>
          <TeamEmblem team={{ name: away, teamColor: match.awayTeamColor }} size="lg" />
          <span className={css.teamName}>{away}</span>
        </div>
      </section>
      {children}
    </div>
  );
}

/** The match clock on the server's time (the snapshot's `serverNow` against this device's), each second while a half runs. */
function useServerClock({ match }: PublicMatchSnapshot) {
  const offsetMs = useMemo(() => Date.parse(match.serverNow) - Date.now(), [match.serverNow]);
  const now = useNow(1000, match.matchState === 'PLAY_FIRST_HALF' || match.matchState === 'PLAY_SECOND_HALF');
  return matchClock(match, now + offsetMs);
}
