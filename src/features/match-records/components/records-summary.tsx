/**
 * The season summary above the table (getResultsSummary; docs/domain.md §5.8): matches played,
 * most played, W/D/L as a stacked bar, the last five results, goals for and against. Each bar
 * is decoration next to its numbers in text.
 */
import type { TeamResultsSummary } from '#contract/teams.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordsMessages } from '#src/lib/messages/match-records.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { resultsSummaryQuery } from '#src/lib/queries/results.ts';
import { Fact } from '#src/components/common/fact.tsx';
import * as css from '../match-records.css.ts';
import { ResultChip } from '#src/components/common/result-chip.tsx';
import { Section } from '#src/components/common/section.tsx';

const m = matchRecordsMessages;

function Figures({ summary }: { summary: TeamResultsSummary }) {
  const { win, draw, loss } = summary.winLossDraw;
  const decided = win + draw + loss;
  const pct = (n: number) => `${decided > 0 ? (n / decided) * 100 : 0}%`;
  const { goalsScored, goalsConceded } = summary.goalRatio;
  const goalMax = Math.max(goalsScored, goalsConceded, 1);
  return (
    <dl className={css.strip}>
      <Fact label={m.matchesPlayed} figure>
        {m.matchCount(summary.totalMatchCount)}
      </Fact>
      <Fact label={m.mostPlayed} figure>
        {summary.mostPlayedPlayerName ?? m.nobody}
      </Fact>
      <div className={css.stat}>
        <dt className={css.statLabel}>{m.record}</dt>
        <dd className={css.statBody}>
          <span className={css.statValueSmall}>{m.recordValue(win, draw, loss)}</span>
          <span className={css.resultBar} aria-hidden>
            <span className={css.resultBarPart.WIN} style={{ inlineSize: pct(win) }} />
            <span className={css.resultBarPart.DRAW} style={{ inlineSize: pct(draw) }} />
            <span className={css.resultBarPart.LOSE} style={{ inlineSize: pct(loss) }} />
          </span>
        </dd>
      </div>
      <div className={css.stat}>
        <dt className={css.statLabel}>{m.recent}</dt>
        <dd className={css.statBody}>
          {summary.recentMatchResults.length > 0 ? (
            <ol className={css.chips} aria-label={m.recentAlt(summary.recentMatchResults.map((r) => messages.matchLabels.results[r]).join(', '))}>
              {summary.recentMatchResults.map((r, i) => (
                <li key={i}>
                  <ResultChip result={r} />
                </li>
              ))}
            </ol>
          ) : (
            <span className={css.muted}>{m.nobody}</span>
          )}
        </dd>
      </div>
      <div className={css.stat}>
        <dt className={css.statLabel}>{m.goals}</dt>
        <dd className={css.statBody}>
          <span className={css.statValueSmall}>{m.goalsValue(goalsScored, goalsConceded)}</span>
          <span className={css.goalBars} aria-hidden>
            <span className={css.goalFor} style={{ inlineSize: `${(goalsScored / goalMax) * 100}%` }} />
            <span className={css.goalAgainst} style={{ inlineSize: `${(goalsConceded / goalMax) * 100}%` }} />
          </span>
        </dd>
      </div>
    </dl>
  );
}

export function RecordsSummary({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const summary = useQuery(resultsSummaryQuery(http, teamId));
  return (
    <Section title={m.summaryHeading} className={css.summary}>
      {summary.data ? <Figures summary={summary.data} /> : null}
    </Section>
  );
}
