/**
 * The season's leaderboards (득점, 도움, 출전 시간): the top five of the rows shown, each with a bar as
 * long as their share of the leader's figure; the list is read as "1. 김민준 7골".
 */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { MeterList } from '#src/components/common/meter-list.tsx';
import { Section } from '#src/components/common/section.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { text } from '#src/styles/text.css.ts';
import { leaderboardColumns, leaders } from '../season-table.ts';
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
              <MeterList
                lines={top.map((player, i) => ({ key: player.userId, lead: `${i + 1}.`, label: player.name, value: s.unit[column](player[column]), share: player[column] / most }))}
              />
            )}
          </Section>
        );
      })}
    </div>
  );
}
