/**
 * Per-team statistics (getMatchSummary) as comparison bars: each row says its numbers in text;
 * the two bars (home from the middle to the left, away to the right) are decoration.
 */
import type { MatchSummary } from '#contract/matches.ts';
import { matchOverviewMessages } from '#src/lib/messages/match-overview.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as css from '../match-overview.css.ts';

const m = matchOverviewMessages;
const l = m.statLabels;

export function StatBars({ summary, labelledBy }: { summary: MatchSummary; labelledBy: string }) {
  const h = summary.home;
  const a = summary.away;
  const rows = [
    { label: l.goals, home: h.counts.goalCount, away: a.counts.goalCount },
    { label: l.shots, home: h.counts.shotCount, away: a.counts.shotCount },
    { label: l.validShots, home: h.counts.validShotCount, away: a.counts.validShotCount },
    { label: l.corners, home: h.counts.cornerKickCount, away: a.counts.cornerKickCount },
    { label: l.offsides, home: h.counts.offsideCount, away: a.counts.offsideCount },
    { label: l.fouls, home: h.counts.foulCount, away: a.counts.foulCount },
    { label: l.yellowCards, home: h.yellowCards, away: a.yellowCards },
    { label: l.redCards, home: h.redCards, away: a.redCards },
    { label: l.substitutions, home: h.substitutions, away: a.substitutions },
  ];
  return (
    <ul className={css.stats} aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const total = row.home + row.away;
        const pct = (n: number) => `${total > 0 ? (n / total) * 100 : 0}%`;
        return (
          <li key={row.label} className={css.statRow}>
            <span className={visuallyHidden}>{m.statRow(row.label, row.home, row.away)}</span>
            <span className={css.statNumber} aria-hidden>
              {row.home}
            </span>
            <span className={css.statMiddle} aria-hidden>
              <span className={css.statLabel}>{row.label}</span>
              <span className={css.statTracks}>
                <span className={css.trackHome}>
                  <span className={css.fillHome} style={{ inlineSize: pct(row.home) }} />
                </span>
                <span className={css.trackAway}>
                  <span className={css.fillAway} style={{ inlineSize: pct(row.away) }} />
                </span>
              </span>
            </span>
            <span className={css.statNumber} aria-hidden>
              {row.away}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
