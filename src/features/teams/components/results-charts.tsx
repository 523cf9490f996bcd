/**
 * The results summary as small charts: a W/D/L donut, goals for against goals against, the last
 * five results and the most-played player. Every chart is one image with a text alternative
 * that says what it shows; the visible legends carry the same numbers.
 */
import type { TeamResultsSummary } from '#contract/teams.ts';
import { teamProfileMessages } from '#src/lib/messages/team-profile.ts';
import * as css from './profile.css.ts';
import { ResultChip } from '#src/components/common/result-chip.tsx';

const m = teamProfileMessages;

function RecordDonut({ win, draw, loss }: { win: number; draw: number; loss: number }) {
  const total = win + draw + loss;
  // r = 100 / 2π: the circumference is 100, so a segment's dash length is its percentage.
  const r = 15.91549;
  const segments = [
    { key: 'WIN' as const, value: win },
    { key: 'DRAW' as const, value: draw },
    { key: 'LOSE' as const, value: loss },
  ];
  let offset = 0;
  const rate = total > 0 ? Math.round((win / total) * 100) : 0;
  return (
    <div className={css.donutWrap}>
      <svg viewBox="0 0 42 42" className={css.donut} role="img" aria-label={`${m.recordAlt(win, draw, loss)} (${m.winRate(rate)})`}>
        <circle cx="21" cy="21" r={r} fill="none" className={css.donutTrack} strokeWidth="6" />
        {total > 0
          ? segments.map(({ key, value }) => {
              const pct = (value / total) * 100;
              const dash = `${pct} ${100 - pct}`;
              const el =
                value > 0 ? (
                  <circle
                    key={key}
                    cx="21"
                    cy="21"
                    r={r}
                    fill="none"
                    strokeWidth="6"
                    className={css.donutSegment[key]}
                    strokeDasharray={dash}
                    strokeDashoffset={25 - offset}
                  />
                ) : null;
              offset += pct;
              return el;
            })
          : null}
        <text x="21" y="22.5" textAnchor="middle" className={css.donutText} aria-hidden>
          {rate}%
        </text>
      </svg>
      <ul className={css.legend} aria-hidden>
        <li>
          <span className={css.legendDot.WIN} /> {m.results.WIN} {win}
        </li>
        <li>
          <span className={css.legendDot.DRAW} /> {m.results.DRAW} {draw}
        </li>
        <li>
          <span className={css.legendDot.LOSE} /> {m.results.LOSE} {loss}
        </li>
      </ul>
    </div>
  );
}

function GoalBars({ scored, conceded }: { scored: number; conceded: number }) {
  const max = Math.max(scored, conceded, 1);
  const rows = [
    { label: m.goalsFor, value: scored, cls: css.barFor },
    { label: m.goalsAgainst, value: conceded, cls: css.barAgainst },
  ];
  return (
    <div role="img" aria-label={m.goalsAlt(scored, conceded)} className={css.bars}>
      {rows.map((row) => (
        <div key={row.label} className={css.barRow} aria-hidden>
          <span className={css.barLabel}>{row.label}</span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" className={css.barTrack}>
            <rect x="0" y="0" height="8" rx="2" width={(row.value / max) * 100} className={row.cls} />
          </svg>
          <span className={css.barValue}>{row.value}</span>
        </div>
      ))}
    </div>
  );
}

export function ResultsSummary({ summary }: { summary: TeamResultsSummary }) {
  const { win, draw, loss } = summary.winLossDraw;
  const recent = summary.recentMatchResults;
  return (
    <div className={css.summaryGrid}>
      <div className={css.stat}>
        <h3 className={css.factLabel}>{m.matchesPlayed}</h3>
        <p className={css.statValue}>{m.matchCount(summary.totalMatchCount)}</p>
      </div>
      <div className={css.stat}>
        <h3 className={css.factLabel}>{m.mostPlayed}</h3>
        <p className={css.statValue}>{summary.mostPlayedPlayerName ?? m.nobody}</p>
      </div>
      <div className={`${css.stat} ${css.statWide}`}>
        <h3 className={css.factLabel}>{m.record}</h3>
        <RecordDonut win={win} draw={draw} loss={loss} />
      </div>
      <div className={`${css.stat} ${css.statWide}`}>
        <h3 className={css.factLabel}>{m.goals}</h3>
        <GoalBars scored={summary.goalRatio.goalsScored} conceded={summary.goalRatio.goalsConceded} />
      </div>
      <div className={`${css.stat} ${css.statFull}`}>
        <h3 className={css.factLabel}>{m.lastFive}</h3>
        {recent.length > 0 ? (
          <ol className={css.chips} aria-label={m.lastFiveAlt(recent.map((r) => m.results[r]).join(', '))}>
            {recent.map((result, i) => (
              <li key={i}>
                <ResultChip result={result} size="md" />
              </li>
            ))}
          </ol>
        ) : (
          <p className={css.empty}>{m.nobody}</p>
        )}
      </div>
    </div>
  );
}
