/**
 * The season's leaderboards (득점, 도움, 출전 시간): the top five of the rows shown, each with a bar as
 * long as their share of the leader's figure; the list is read as "1. 김민준 7골", and equal figures
 * share a rank ("2. 박도윤 공동 2골", "2. 이서준 공동 2골", "4. …"). An empty board says what is true of
 * the position filter (season-table.ts).
 */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { MeterList } from '#src/components/common/meter-list.tsx';
import { Section } from '#src/components/common/section.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { text } from '#src/styles/text.css.ts';
import { boardEmptyText, leaderboardColumns, leaders, type PositionFilter } from '../season-table.ts';
import * as css from '../stats.css.ts';

const s = statsMessages;

export function SeasonLeaderboards({ rows, position }: { rows: readonly PlayerSeasonRow[]; position: PositionFilter }) {
  return (
    <div className={css.boards}>
      {leaderboardColumns.map((column) => {
        const top = leaders(rows, column);
        const most = top[0]?.row[column] ?? 0;
        return (
          <Section key={column} title={s.boards[column]}>
            {top.length === 0 ? (
              <p className={text({ tone: 'muted', size: 'sm' })}>{boardEmptyText(position, rows.length, column)}</p>
            ) : (
              <MeterList
                lines={top.map(({ row, rank, tied }) => ({
                  key: row.userId,
                  lead: `${rank}.`,
                  label: tied ? (
                    <>
                      {row.name} <span className={text({ tone: 'muted', size: 'xs' })}>{s.tied}</span>
                    </>
                  ) : (
                    row.name
                  ),
                  value: s.unit[column](row[column]),
                  share: row[column] / most,
                }))}
              />
            )}
          </Section>
        );
      })}
    </div>
  );
}
