/**
 * The season's leaderboards (득점, 도움, 출전 시간): the top five of the rows shown, each with a bar as
 * long as their share of the leader's figure. The bar only repeats the number beside it, so it is
 * hidden from screen readers; the list is read as "1. 김민준 7골".
 */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { Section } from '#src/components/common/section.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { text } from '#src/styles/text.css.ts';
import { leaderboardColumns, leaders } from '../season-table.ts';
import { meterFill } from '#src/styles/meter.css.ts';
import * as css from '../stats.css.ts';

const s = statsMessages;

export function SeasonLeaderboards({ rows }: { rows: readonly PlayerSeasonRow[] }) {
  return (
    <div className={css.boards}>
      {leaderboardColumns.map((column) => {
        const top = leaders(rows, column);
        const most = top[0]?.[column] ?? 0;
        return (
          <Section key={column} title={s.boards[column]}>
            {top.length === 0 ? (
              <p className={text({ tone: 'muted', size: 'sm' })}>{s.boardEmpty}</p>
            ) : (
              <ol className={css.boardList}>
                {top.map((player, i) => (
                  <li key={player.userId} className={css.boardItem}>
                    <span className={css.rank}>{i + 1}.</span>
                    <span className={css.boardName}>{player.name}</span>
                    <span className={css.boardValue}>{s.unit[column](player[column])}</span>
                    <span className={css.barTrack} aria-hidden>
                      <span className={meterFill} style={{ inlineSize: `${Math.round((player[column] / most) * 100)}%` }} />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        );
      })}
    </div>
  );
}
